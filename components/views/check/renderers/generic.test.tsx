/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';
import { codeKeys } from '@/lib/client/api/codes';
import { messages } from '@/components/testing/messages';
import { FIELD_CODE_LIST_NAMES } from '../fieldFormat';
import GenericHeader from './GenericHeader';
import GenericLines from './GenericLines';
import KeyValueGrid from './KeyValueGrid';

const codes = { postCategory: [{ code: 'TECH', zh: '专业技术岗位', en: 'Professional' }], postLevel: [{ code: 'T10', zh: '专技十级', en: 'Prof. 10' }] };

function show(node: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(codeKeys.lists(FIELD_CODE_LIST_NAMES), codes);
  return render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** A filing of a type without its own renderer, its line carrying what an effect recorded of the person (`before`). */
function filingWith(payload: Record<string, unknown>, header: Record<string, unknown> = {}): FilingDetail {
  return {
    id: 9, filingType: 'SOMETHING_NEW', status: 'APPROVED', header, lines: [{ lineNo: 1, personId: 7, payload }],
    linePersons: { 7: { name: '降级明细' } },
  } as unknown as FilingDetail;
}

const recorded = { postCategory: 'TECH', postLevel: 'T10', appointDate: '2019-09-01', dualPost: false };

describe('the generic renderers and what the server keeps for itself', () => {
  it('show a line\'s filed fields and never the record of the person before the effect', () => {
    show(<GenericLines filing={filingWith({ fromLevel: 'T10', reason: '考核不合格', before: recorded })} />);
    const table = screen.getByTestId('filing-lines');
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['行号', '人员', '原岗位等级', '说明']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '降级明细', 'T10', '考核不合格']);
    expect(table.textContent).not.toMatch(/before|appointDate|2019-09-01|\{/);
  });

  it('still show every other field, a nested one as before', () => {
    show(<GenericLines filing={filingWith({ fromLevel: 'T10', changes: { postLevel: 'T10' } })} />);
    const table = screen.getByTestId('filing-lines');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(table.textContent).toContain('{"postLevel":"T10"}');
  });

  it('leave it out of a header and of its groups', () => {
    show(<GenericHeader filing={filingWith({}, { reason: '调整', before: recorded, unit: { postLevel: 'T10', before: recorded } })} />);
    const header = screen.getByTestId('filing-header');
    expect(header.querySelectorAll('dd[data-field]')).toHaveLength(2);
    expect(header.querySelector('dd[data-field="reason"]')?.textContent).toBe('调整');
    expect(header.querySelector('dd[data-field="postLevel"]')?.textContent).toBe('专技十级');
    expect(header.textContent).not.toMatch(/2019-09-01|\{/);
  });

  it('a key-value grid given it drops it and keeps the rest', () => {
    show(<KeyValueGrid testId="grid" items={[{ key: 'reason', label: '说明', value: '调整' }, { key: 'before', label: 'before', value: JSON.stringify(recorded) }]} />);
    const grid = screen.getByTestId('grid');
    expect([...grid.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['说明']);
    expect(grid.textContent).toBe('说明调整');
  });
});
