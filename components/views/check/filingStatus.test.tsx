/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import FilingStatusChip from './FilingStatusChip';
import { useFilingStatusName } from './filingStatus';
import { statusKey } from './filingTypes';

function Names({ cases }: { cases: [string, string | undefined][] }) {
  const name = useFilingStatusName();
  return <ul>{cases.map(([s, type]) => <li key={`${s}-${type}`}>{name(s, type)}</li>)}</ul>;
}

function show(locale: 'zh' | 'en', cases: [string, string | undefined][]) {
  render(<NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai"><Names cases={cases} /></NextIntlClientProvider>);
  return screen.getAllByRole('listitem').map((li) => li.textContent);
}

const CASES: [string, string | undefined][] = [
  ['APPROVED', 'POST_SETTING'], ['APPROVED', 'RECRUIT_PLAN'], ['APPROVED', 'PERSON_INFO'], ['APPROVED', 'RECRUIT_RESULT'],
  ['APPROVED', undefined], ['PENDING_ZG', 'POST_SETTING'], ['RETURNED_RSJ', 'PERSON_INFO'], ['VOID', undefined],
];

describe('statusKey', () => {
  it('reads 已核准 for an approved approval type and 已备案 for the others; only APPROVED depends on the type', () => {
    expect(statusKey('APPROVED', 'POST_SETTING')).toBe('APPROVED_APPROVAL');
    expect(statusKey('APPROVED', 'ESTAB_CONVERSION')).toBe('APPROVED_APPROVAL');
    expect(statusKey('APPROVED', 'PERSON_INFO')).toBe('APPROVED');
    expect(statusKey('APPROVED', 'UNKNOWN_TYPE')).toBe('APPROVED');
    expect(statusKey('APPROVED')).toBe('APPROVED_ANY');
    expect(statusKey('PENDING_RSJ', 'POST_SETTING')).toBe('PENDING_RSJ');
    expect(statusKey('DRAFT')).toBe('DRAFT');
  });
});

describe('useFilingStatusName', () => {
  it('names a status by the filing\'s type, in Chinese', () => {
    expect(show('zh', CASES)).toEqual(['已核准', '已核准', '已备案', '已备案', '已备案/已核准', '待主管部门审核', '人社局退回', '已作废']);
  });

  it('names a status by the filing\'s type, in English', () => {
    expect(show('en', CASES)).toEqual([
      'Approved', 'Approved', 'Filed', 'Filed', 'Filed or approved', 'Awaiting competent authority', 'Returned by personnel bureau', 'Voided',
    ]);
  });

  it('shows an unknown status as it is', () => {
    expect(show('zh', [['ARCHIVED', 'PERSON_INFO']])).toEqual(['ARCHIVED']);
  });
});

describe('FilingStatusChip', () => {
  it('uses the same words', () => {
    render(
      <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
        <FilingStatusChip status="APPROVED" filingType="POST_SETTING" testId="a" />
        <FilingStatusChip status="APPROVED" filingType="PERSON_INFO" testId="b" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('已核准');
    expect(screen.getByTestId('b').textContent).toBe('已备案');
    expect(screen.getByTestId('b').dataset.status).toBe('APPROVED');
  });
});
