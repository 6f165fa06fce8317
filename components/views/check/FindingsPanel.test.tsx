/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import { codeKeys } from '@/lib/client/api/codes';
import { messages } from '@/components/testing/messages';
import { FIELD_CODE_LIST_NAMES } from './fieldFormat';
import FindingsPanel from './FindingsPanel';

const codes = { postLevel: [{ code: 'T09', zh: '专业技术九级', en: 'Professional and technical grade 9' }] };

const filing = {
  lines: [
    { lineNo: 1, personId: 11, payload: { op: 'CHANGE' } },
    { lineNo: 2, personId: null, payload: { postCategory: 'TECH', postLevel: 'T09', approvedCount: 4 } },
    { lineNo: 3, personId: null, payload: {} },
  ],
  linePersons: { 11: { name: '沈佳怡' } },
} as unknown as Pick<FilingDetail, 'lines' | 'linePersons'>;

const person: Violation = { code: 'R-GEN-01', level: 'ERROR', field: 'lines[0].changes', message: '第 1 行：请填写要变更的关键信息' };
const level: Violation = { code: 'R-GW-04', level: 'WARN', field: 'lines[1].approvedCount', message: '专业技术高级岗位占比 40%，超过控制目标 30%' };
const header: Violation = { code: 'R-GW-01', level: 'ERROR', field: 'header.postTotal', message: '岗位总量（12）超过核定事业编制数（10）' };

function show(locale: 'zh' | 'en', violations: Violation[]) {
  const client = new QueryClient();
  client.setQueryData(codeKeys.lists(FIELD_CODE_LIST_NAMES), codes);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}><FindingsPanel violations={violations} filing={filing} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const items = () => screen.getAllByTestId('finding');
/** The words a reader sees: the finding's text without the rule code's mark. */
const sentences = () => items().map((i) => i.querySelector('.MuiAlert-message')!.textContent);

describe('FindingsPanel', () => {
  it('reads each finding as a sentence led by the line named by its person or post level, the field by its label', () => {
    show('zh', [person, level, header]);
    expect(sentences()).toEqual([
      '沈佳怡 › 变更内容：请填写要变更的关键信息',
      '专业技术九级 › 核准数：专业技术高级岗位占比 40%，超过控制目标 30%',
      '岗位总量（12）超过核定事业编制数（10）',
    ]);
    expect(items().map((i) => i.dataset.code)).toEqual(['R-GEN-01', 'R-GW-04', 'R-GW-01']);
    for (const text of sentences()) expect(text).not.toMatch(/R-[A-Z]+-\d+|第 \d+ 行|postTotal|错误|提示/);
  });

  it('names a line by its number only when nothing else names it, and never shows a raw key', () => {
    show('zh', [
      { code: 'R-GEN-01', level: 'ERROR', field: 'lines[2].plan', message: '第 3 行：请填写设置数' },
      { code: 'R-GW-06', level: 'ERROR', field: 'lines', message: '没有空岗' },
    ]);
    expect(sentences()).toEqual(['第 3 行：请填写设置数', '没有空岗']);
  });

  it('shows the severity by the alert and its icon\'s name, and the rule code in a tooltip reachable by keyboard', async () => {
    show('zh', [person, level]);
    expect(items()[0].className).toMatch(/colorError/);
    expect(items()[1].className).toMatch(/colorWarning/);
    expect(within(items()[0]).getByRole('img', { name: '错误' })).toBeTruthy();
    expect(within(items()[1]).getByRole('img', { name: '提示' })).toBeTruthy();
    const hint = within(items()[1]).getByTestId('finding-code');
    expect(hint.tabIndex).toBe(0);
    expect(hint.getAttribute('aria-label')).toBe('规则 R-GW-04');
    act(() => hint.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('规则 R-GW-04');
  });

  it('says the same in English, the line prefix of the rule\'s message given once by the place', () => {
    show('en', [{ ...person, message: 'Line 1: fill in the key fields to change' }, { ...level, message: 'Senior technical posts are 40% of the total, above the 30% target' }]);
    expect(sentences()).toEqual([
      '沈佳怡 › Changes: Fill in the key fields to change',
      'Professional and technical grade 9 › Approved count: Senior technical posts are 40% of the total, above the 30% target',
    ]);
    expect(within(items()[1]).getByRole('img', { name: 'Warning' })).toBeTruthy();
    expect(within(items()[1]).getByTestId('finding-code').getAttribute('aria-label')).toBe('Rule R-GW-04');
  });

  it('shows nothing when there are no findings', () => {
    const { container } = show('zh', []);
    expect(container.textContent).toBe('');
  });
});
