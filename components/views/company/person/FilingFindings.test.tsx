/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import { messages } from '@/components/testing/messages';
import FilingFindings from './FilingFindings';

const filing = {
  lines: [{ lineNo: 1, personId: 11, payload: { op: 'NEW' } }, { lineNo: 2, personId: 12, payload: { op: 'NEW' } }],
  linePersons: { 11: { name: '沈佳怡' }, 12: { name: '顾晓彤' } },
} as unknown as Pick<FilingDetail, 'lines' | 'linePersons'>;

const error: Violation = { code: 'R-ID-01', level: 'ERROR', field: 'lines[0].payload.idNumber', message: '第 1 行：身份证号校验位不正确' };
const warn: Violation = { code: 'R-ID-09', level: 'WARN', field: 'lines[1].payload.birthDate', message: '第 2 行 顾晓彤：年龄已超过 60 周岁，请确认' };

function show(locale: 'zh' | 'en', violations: Violation[], acknowledged: string[] = []) {
  const onAcknowledge = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <QueryClientProvider client={new QueryClient()}>
        <FilingFindings violations={violations} filing={filing} acknowledged={acknowledged} onAcknowledge={onAcknowledge} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return onAcknowledge;
}

const items = () => screen.getAllByTestId('finding');

describe('FilingFindings (filing persons)', () => {
  it('reads each finding as a sentence naming the person, the rule code in a tooltip reachable by keyboard', async () => {
    show('zh', [error, warn]);
    expect(items().map((i) => [i.dataset.code, i.dataset.level])).toEqual([['R-ID-01', 'ERROR'], ['R-ID-09', 'WARN']]);
    expect(items()[0].querySelector('.MuiAlert-message')!.textContent).toBe('沈佳怡 › 身份证号：身份证号校验位不正确');
    expect(within(items()[1]).getByTestId('finding-sentence').textContent).toBe('顾晓彤 › 出生日期：年龄已超过 60 周岁，请确认');
    expect(screen.getByTestId('filing-findings').textContent).not.toMatch(/R-[A-Z]+-\d+|第 \d 行/);
    const hint = within(items()[0]).getByTestId('finding-code');
    expect(hint.tabIndex).toBe(0);
    act(() => hint.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('规则 R-ID-01');
  });

  it('lists a warning once, with its own 已知晓 tick, which acknowledges its code', () => {
    const onAcknowledge = show('zh', [warn]);
    expect(screen.getAllByText(/年龄已超过 60 周岁/)).toHaveLength(1);
    const tick = within(items()[0]).getByRole('checkbox', { name: '已知晓：顾晓彤 › 出生日期：年龄已超过 60 周岁，请确认' });
    fireEvent.click(tick);
    expect(onAcknowledge).toHaveBeenCalledWith(['R-ID-09']);
  });

  it('unticks an acknowledged code, and an error has no tick', () => {
    const onAcknowledge = show('zh', [error, warn], ['R-ID-09']);
    expect(within(items()[0]).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(items()[1]).getByRole('checkbox'));
    expect(onAcknowledge).toHaveBeenCalledWith([]);
  });

  it('says the same in English', () => {
    show('en', [{ ...warn, message: 'Line 2: over 60 years old, please confirm' }]);
    expect(within(items()[0]).getByTestId('finding-sentence').textContent).toBe('顾晓彤 › Date of birth: Over 60 years old, please confirm');
    expect(within(items()[0]).getByTestId('finding-code').getAttribute('aria-label')).toBe('Rule R-ID-09');
  });

  it('says the check passed when nothing was found', () => {
    show('zh', []);
    expect(screen.getByTestId('filing-clean').textContent).toBe('规则检查全部通过，可以提交。');
  });
});
