/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { codeKeys } from '@/lib/client/api/codes';
import { messages } from '@/components/testing/messages';
import PlanChangeTable from './PlanChangeTable';

const line = (postLevel: string, approvedCount: number) => ({ postCategory: postLevel.startsWith('M') ? 'MANAGE' : 'TECH', postLevel, approvedCount });
const codes = {
  postLevel: [
    { code: 'M08', zh: '八级职员', en: 'Staff officer, grade 8' }, { code: 'T10', zh: '专业技术十级', en: 'Professional and technical grade 10' },
    { code: 'T11', zh: '专业技术十一级', en: 'Professional and technical grade 11' }, { code: 'T12', zh: '专业技术十二级', en: 'Professional and technical grade 12' },
  ],
  postCategory: [{ code: 'MANAGE', zh: '管理岗位', en: 'Management' }, { code: 'TECH', zh: '专业技术岗位', en: 'Professional and technical' }],
};

function show(locale: 'zh' | 'en', props: Parameters<typeof PlanChangeTable>[0]) {
  const client = new QueryClient();
  client.setQueryData(codeKeys.lists(['postLevel', 'postCategory']), codes);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}><PlanChangeTable {...props} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const cells = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('th, td')].map((c) => c.textContent);
const rows = () => screen.queryAllByTestId(/^plan-change-row-/).map((r) => r.dataset.testid);

describe('PlanChangeTable', () => {
  const before = [line('M08', 1), line('T10', 4), line('T11', 6), line('T12', 2)];
  const after = [line('M08', 1), line('T10', 5), line('T11', 6)];
  const holders = { M08: 1, T10: 4, T11: 5 };

  it('shows an adjustment\'s changed levels only, named and marked in words, with the totals of every level', () => {
    show('zh', { before, after, holders, changesOnly: true });
    expect(screen.getByTestId('plan-change-count').textContent).toBe('2 个岗位等级有变化');
    expect(rows()).toEqual(['plan-change-row-T10', 'plan-change-row-T12']);
    expect(cells('plan-change-row-T10')).toEqual(['专业技术十级增加', '4', '→5', '+1', '4']);
    expect(cells('plan-change-row-T12')).toEqual(['专业技术十二级撤销', '2', '→0', '−2', '—']);
    expect(cells('plan-change-total-TECH')).toEqual(['合计（全部等级）', '12', '11', '−1', '9']);
    expect(within(screen.getByTestId('plan-change-MANAGE')).getByText('本类岗位无变化')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').slice(0, 5).map((h) => h.textContent)).toEqual(['岗位等级', '现核定', '拟设置', '增减', '现聘人数']);
  });

  it('shows every level once "changes only" is switched off, an unchanged one without a mark', () => {
    show('zh', { before, after, holders, changesOnly: true });
    fireEvent.click(screen.getByTestId('plan-change-only'));
    expect(rows()).toEqual(['plan-change-row-M08', 'plan-change-row-T10', 'plan-change-row-T11', 'plan-change-row-T12']);
    expect(cells('plan-change-row-T11')).toEqual(['专业技术十一级', '6', '→6', '0', '5']);
    expect(cells('plan-change-total-TECH')[0]).toBe('合计');
  });

  it('starts with every level where "changes only" is not asked for', () => {
    show('en', { before, after, holders, changesOnly: false });
    expect(rows()).toHaveLength(4);
    expect(screen.getByRole('switch', { name: 'Changes only' })).toBeTruthy();
    expect(cells('plan-change-row-T10')).toEqual(['Professional and technical grade 10Raised', '4', '→5', '+1', '4']);
  });

  it('shows a first setting with "—" before and no switch', () => {
    show('en', { before: null, after, holders, changesOnly: true });
    expect(screen.queryByTestId('plan-change-only')).toBeNull();
    expect(screen.getByTestId('plan-change-first').textContent).toContain('no approved plan');
    expect(cells('plan-change-row-T10')).toEqual(['Professional and technical grade 10', '—', '5', '—', '4']);
    expect(cells('plan-change-total-TECH')).toEqual(['Total', '—', '11', '—', '9']);
  });

  it('passes axe on names, roles and table headers (contrast and scrolling need a browser)', async () => {
    const { container } = show('zh', { before, after, holders, changesOnly: true });
    const { violations, passes } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    expect(passes.map((p) => p.id)).toEqual(expect.arrayContaining(['label', 'empty-table-header', 'td-headers-attr', 'th-has-data-cells', 'scope-attr-valid']));
  });
});
