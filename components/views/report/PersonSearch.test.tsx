/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import PersonSearch from './PersonSearch';

const searchPersons = jest.fn(async (_q: object) => ({ list: [], total: 0 }));
jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { persons: (q: object) => ['report', 'persons', q] },
  searchPersons: (q: object) => searchPersons(q),
  exportPersonSearch: jest.fn(),
}));
jest.mock('@/lib/client/api/codes', () => ({
  codeKeys: { lists: (names: readonly string[]) => ['codes', names] },
  getCodeLists: async () => ({}),
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><QueryClientProvider client={client}><PersonSearch /></QueryClientProvider></ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(`report-${id}`) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
/** Whether MUI marks the field invalid, and the help text it ties to it (aria-describedby). */
const helpOf = (id: string) => [input(id).getAttribute('aria-invalid'), document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent ?? null];

beforeEach(() => searchPersons.mockClear());

describe('综合查询（人员） ranges', () => {
  it('marks an age range and a birth-date range that end before they start on their end fields, and queries neither', async () => {
    show();
    await waitFor(() => expect(searchPersons).toHaveBeenCalledTimes(1));
    type('ageFrom', '40');
    type('ageTo', '39');
    type('birthFrom', '1990-01-02');
    type('birthTo', '1990-01-01');
    expect(helpOf('ageTo')).toEqual(['true', '年龄起不能大于年龄止']);
    expect(helpOf('birthTo')).toEqual(['true', '起始日期不能晚于截止日期']);
    expect(helpOf('birthFrom')).toEqual(['false', null]);
    expect(screen.getByTestId('report-person-search')).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByTestId('report-person-search').closest('form')!);
    expect(searchPersons).toHaveBeenCalledTimes(1);
  });

  it('takes ranges that start and end on the same value, and queries them', async () => {
    show();
    type('ageFrom', '40');
    type('ageTo', '40');
    type('birthFrom', '1990-01-01');
    type('birthTo', '1990-01-01');
    expect(helpOf('ageTo')).toEqual(['false', null]);
    expect(helpOf('birthTo')).toEqual(['false', null]);
    fireEvent.click(screen.getByTestId('report-person-search'));
    await waitFor(() => expect(searchPersons).toHaveBeenLastCalledWith(expect.objectContaining({ ageFrom: 40, ageTo: 40, birthFrom: '1990-01-01', birthTo: '1990-01-01' })));
  });
});
