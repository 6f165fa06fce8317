/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import { codeKeys } from '@/lib/client/api/codes';
import { messages } from '@/components/testing/messages';
import AssessmentLinesView from './AssessmentLinesView';

const codes = {
  assessmentResult: [
    { code: '1', zh: '优秀', en: 'Excellent' }, { code: '2', zh: '合格', en: 'Competent' }, { code: '9', zh: '不定等次', en: 'Not graded' },
  ],
};

/** A report of ten graded persons, `excellent` of them 优秀, and one not graded. */
function report(excellent: number, excellentRate?: number, excellentBase?: 'GRADED' | 'PARTICIPANTS'): FilingDetail {
  const lines = Array.from({ length: 11 }, (_, i) => ({
    lineNo: i + 1, personId: 100 + i,
    payload: { result: i === 10 ? '9' : i < excellent ? '1' : '2', comment: i === 10 ? '本年度在本单位工作不满半年' : null, absentReason: null },
  }));
  return {
    id: 5, filingType: 'ASSESSMENT_REPORT', status: 'PENDING_ZG', lines,
    linePersons: Object.fromEntries(lines.map((l) => [String(l.personId), { name: `人员${l.lineNo}` }])),
    ...(excellentRate === undefined ? {} : { excellentRate }),
    ...(excellentBase === undefined ? {} : { excellentBase }),
  } as unknown as FilingDetail;
}

function show(filing: FilingDetail, locale: 'zh' | 'en' = 'zh') {
  const client = new QueryClient();
  client.setQueryData(codeKeys.lists(['assessmentResult']), codes);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}><AssessmentLinesView filing={filing} /></QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const card = (key: string) => screen.getByTestId(`summary-${key}`).textContent;

describe('AssessmentLinesView', () => {
  it('shows the cap of the rate the filing is held to: 3 of 10 graded within 30 % (上浮), no excess', () => {
    show(report(3, 30));
    expect(card('excellent')).toBe('优秀 / 上限3 / 3');
    expect(card('total')).toBe('应考核人数11');
    expect(screen.queryByTestId('excellent-excess')).toBeNull();
    expect(screen.getByTestId('line-1').textContent).toContain('优秀');
  });

  it('flags one excellent above the cap of that rate, with its figures, in the UI language', () => {
    show(report(4, 30), 'en');
    expect(card('excellent')).toBe('Excellent / limit4 / 3');
    expect(screen.getByTestId('excellent-excess').textContent).toBe('4 excellent, above the limit of 3 (10 × 30%): please adjust');
  });

  it('holds the same report to the lower rate it is given: 3 of 10 graded over a 25 % cap', () => {
    show(report(3, 25));
    expect(card('excellent')).toBe('优秀 / 上限3 / 2');
    expect(screen.getByTestId('excellent-excess').textContent).toBe('优秀3人，超过上限2人（10×25%），请调整');
  });

  it('falls back to the default 20 % of the graded for a detail without the rate', () => {
    show(report(2));
    expect(card('excellent')).toBe('优秀 / 上限2 / 2');
    expect(screen.getByTestId('excellent-cap-rule').textContent).toBe('优秀上限 = 确定等次人数 × 20%，向下取整');
    expect(screen.queryByTestId('excellent-excess')).toBeNull();
  });

  it('takes 28 % of the 10 graded where the policy counts the graded: 3 excellent are one too many', () => {
    show(report(3, 28, 'GRADED'));
    expect(card('excellent')).toBe('优秀 / 上限3 / 2');
    expect(screen.getByTestId('excellent-cap-rule').textContent).toBe('优秀上限 = 确定等次人数 × 28%，向下取整');
    expect(screen.getByTestId('excellent-excess').textContent).toBe('优秀3人，超过上限2人（10×28%），请调整');
  });

  it('takes 28 % of all 11 taking part, the one not graded included, where the policy counts the participants: 3 excellent are within', () => {
    show(report(3, 28, 'PARTICIPANTS'));
    expect(card('excellent')).toBe('优秀 / 上限3 / 3');
    expect(screen.getByTestId('excellent-cap-rule').textContent).toBe('优秀上限 = 参加考核人数（含不定等次） × 28%，向下取整');
    expect(screen.queryByTestId('excellent-excess')).toBeNull();
  });

  it('flags the fourth on that base with its figures, in English', () => {
    show(report(4, 28, 'PARTICIPANTS'), 'en');
    expect(card('excellent')).toBe('Excellent / limit4 / 3');
    expect(screen.getByTestId('excellent-cap-rule').textContent).toBe('Excellent limit = everyone taking part (not graded included) × 28%, rounded down');
    expect(screen.getByTestId('excellent-excess').textContent).toBe('4 excellent, above the limit of 3 (11 × 28%): please adjust');
  });
});
