/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import FilingSearch from './FilingSearch';

const searchFilings = jest.fn(async (_q: object) => ({ list: [], total: 0 }));
jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { filings: (q: object) => ['report', 'filings', q] },
  searchFilings: (q: object) => searchFilings(q),
  exportFilingSearch: jest.fn(),
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><QueryClientProvider client={client}><FilingSearch /></QueryClientProvider></ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The help text MUI ties to the field (aria-describedby), and whether the field is marked invalid. */
const helpOf = (input: HTMLElement) => [input.getAttribute('aria-invalid'), document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null];
const search = () => screen.getByRole('button', { name: '查询' });

beforeEach(() => searchFilings.mockClear());

describe('综合查询（业务） filters', () => {
  it('marks the year outside 2000–2100 and a submitted range ending before it starts on their fields, and queries neither', async () => {
    show();
    await waitFor(() => expect(searchFilings).toHaveBeenCalledTimes(1));
    fireEvent.change(field('年度'), { target: { value: '1999' } });
    fireEvent.change(field('提交时间起'), { target: { value: '2026-03-02' } });
    fireEvent.change(field('提交时间止'), { target: { value: '2026-03-01' } });
    expect(helpOf(field('年度'))).toEqual(['true', '年度应在 2000–2100 之间']);
    expect(helpOf(field('提交时间止'))).toEqual(['true', '提交时间起不能晚于止']);
    expect(search()).toHaveProperty('disabled', true);
    fireEvent.submit(search().closest('form')!);
    expect(searchFilings).toHaveBeenCalledTimes(1);
  });

  it('takes 2000, 2100 and a one-day range, and queries them', async () => {
    show();
    fireEvent.change(field('年度'), { target: { value: '2100' } });
    fireEvent.change(field('提交时间起'), { target: { value: '2026-03-01' } });
    fireEvent.change(field('提交时间止'), { target: { value: '2026-03-01' } });
    expect(helpOf(field('年度'))).toEqual(['false', null]);
    expect(helpOf(field('提交时间止'))).toEqual(['false', null]);
    fireEvent.click(search());
    await waitFor(() => expect(searchFilings).toHaveBeenLastCalledWith({ year: 2100, submittedFrom: '2026-03-01', submittedTo: '2026-03-01', pageNo: 1, pageSize: 20 }));
    fireEvent.change(field('年度'), { target: { value: '2000' } });
    expect(helpOf(field('年度'))).toEqual(['false', null]);
  });
});
