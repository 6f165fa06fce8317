/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { z } from 'zod';
import { mockApi, ok } from '@/components/testing/fetchMock';
import { messages } from '@/components/testing/messages';
import RecruitEditor from './RecruitEditor';

const { fetchMock, paths } = mockApi((path) => {
  if (path === '/Code/getLists') return ok({ lists: {} });
  if (path === '/Company/getInfo') return ok({ unit: { id: 7, contactName: '吴志强', contactPhone: '13705721188' } });
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
