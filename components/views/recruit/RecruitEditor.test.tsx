/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { z } from 'zod';
import { messages } from '@/components/testing/messages';
import RecruitEditor from './RecruitEditor';

const fetchMock = jest.fn();
const reply = (code: number, msg: string, data: unknown) => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });
const paths = () => fetchMock.mock.calls.map(([url]) => new URL(url as string, 'http://localhost').pathname.replace(/^\/api/, ''));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/Code/getLists') return reply(200, 'success', { lists: {} });
    if (path === '/Company/getInfo') return reply(200, 'success', { unit: { id: 7, contactName: '吴志强', contactPhone: '13705721188' } });
    return reply(200, 'success', null);
  });
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <RecruitEditor filingType="ANNOUNCEMENT" title="发布公告" hint="" onClose={jest.fn()} headerSpecs={[]} headerSchema={z.object({})} withYear withTitle />
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(`ANNOUNCEMENT-${id}`) as HTMLInputElement;
/** Whether MUI marks the field invalid, and the help text it ties to it (aria-describedby). */
const helpOf = (id: string) => [input(id).getAttribute('aria-invalid'), document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent ?? null];
const save = () => act(async () => { fireEvent.click(screen.getByTestId('filing-save')); });

describe('a recruitment filing’s own year and title', () => {
  it('marks a year past 2000–2100 and a missing or 101-character title on their fields at once, and saves nothing', async () => {
    show();
    fireEvent.change(input('year'), { target: { value: '2101' } });
    fireEvent.change(input('title'), { target: { value: '  ' } });
    expect(helpOf('year')).toEqual(['false', null]);
    await save();
    expect(helpOf('year')).toEqual(['true', '请填写正确的年度']);
    expect(helpOf('title')).toEqual(['true', '请填写标题（不超过 100 个字）']);
    fireEvent.change(input('year'), { target: { value: '1999' } });
    fireEvent.change(input('title'), { target: { value: '题'.repeat(101) } });
    expect(helpOf('year')).toEqual(['true', '请填写正确的年度']);
    expect(helpOf('title')).toEqual(['true', '请填写标题（不超过 100 个字）']);
    expect(paths()).not.toContain('/Filing/create');
  });

  it('takes the years 2000 and 2100 and a 100-character title', async () => {
    show();
    await save();
    for (const year of ['2000', '2100']) {
      fireEvent.change(input('year'), { target: { value: year } });
      expect(helpOf('year')).toEqual(['false', null]);
    }
    fireEvent.change(input('title'), { target: { value: ` ${'题'.repeat(100)} ` } });
    expect(helpOf('title')).toEqual(['false', null]);
    await waitFor(() => expect(screen.getByTestId('filing-contactName')).toHaveProperty('value', '吴志强'));
    await save();
    await waitFor(() => expect(paths()).toContain('/Filing/create'));
    const sent = JSON.parse(fetchMock.mock.calls[paths().indexOf('/Filing/create')][1].body);
    expect(sent).toMatchObject({ filingType: 'ANNOUNCEMENT', year: 2100, title: '题'.repeat(100) });
  });
});
