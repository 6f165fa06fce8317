/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, useLocation } from 'react-router';
import type { ProgressRow } from '@/lib/contracts/report';
import { today } from '@/lib/domain/datetime';
import { messages } from '@/components/testing/messages';
import { useAclStore } from '@/lib/client/stores/acl';
import ProgressView from './ProgressView';

const row = (unitId: number, over: Partial<ProgressRow>): ProgressRow => ({
  unitId, unitName: `单位${unitId}`, competentDeptId: 2, competentDeptName: '湖州市教育局', filingId: null, filingNo: null, status: 'NOT_REPORTED',
  submitCount: 0, lastSubmittedAt: null, waitingDays: null, waitingLevel: null, lastOpinion: null, ...over,
});
const ROWS = [row(7, { filingId: 41, filingNo: 'ZPJH-2025-000003', status: 'PENDING_ZG', submitCount: 1 }), row(9, {})];

const SUMMARY = { expected: 2, filed: 1, overdue: 0, deadline: null as string | null, submitted: 1 };
const getProgress = jest.fn(async (_q: { filingType: string; year: number }) => ({
  rows: ROWS, summary: { ...SUMMARY, submitRate: 50, pendingZg: 1, pendingRsj: 0, returned: 0, approved: 0, approvalRate: 0, averageReviewDays: null },
}));
jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { progress: (q: object) => ['report', 'progress', q] },
  getProgress: (q: { filingType: string; year: number }) => getProgress(q),
  exportProgress: jest.fn(),
  remindUnits: jest.fn(),
}));

function Address() {
  const l = useLocation();
  return <output data-testid="address">{`${l.pathname}${l.search}`}</output>;
}

function show(at: string, locale: 'zh' | 'en' = 'zh') {
  act(() => useAclStore.setState({ admin: false, role: ['zg'] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[at]}><ProgressView /><Address /></MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const year = () => screen.getByTestId('progress-year') as HTMLInputElement;

beforeEach(() => getProgress.mockClear());

describe('上报单位审核进度', () => {
  it('shows the type and year the address names, and opens a filing from its 业务编号', async () => {
    show('/report/reportScheduleSearch?type=RECRUIT_PLAN&year=2025');
    await screen.findByTestId('progress-table');
    expect(getProgress).toHaveBeenLastCalledWith({ filingType: 'RECRUIT_PLAN', year: 2025, pageNo: 1, pageSize: 50 });
    expect((screen.getByTestId('progress-type') as HTMLInputElement).value).toBe('RECRUIT_PLAN');
    expect(year().value).toBe('2025');
    expect(screen.getByTestId('progress-filing-7').getAttribute('href')).toBe('/view/checkDetail?id=41');
    expect(screen.getByTestId('progress-filing-7').textContent).toBe('ZPJH-2025-000003');
    expect(screen.queryByTestId('progress-filing-9')).toBeNull();
    expect(within(screen.getByTestId('progress-unit-9')).getAllByRole('cell')[2].textContent).toBe('—');
  });

  it('shows the units reported, and for a round with a campaign its deadline and the units overdue', async () => {
    show('/report/reportScheduleSearch?type=RECRUIT_PLAN&year=2025');
    await screen.findByTestId('progress-table');
    expect(screen.getByTestId('progress-card-filed').textContent).toBe('已上报1');
    expect(screen.queryByTestId('progress-card-overdue')).toBeNull();
    expect(screen.queryByTestId('progress-deadline')).toBeNull();
    cleanup();
    getProgress.mockImplementationOnce(async () => ({
      rows: ROWS, summary: { ...SUMMARY, overdue: 1, deadline: '2026-03-31', pendingZg: 1, pendingRsj: 0, returned: 0, approved: 0, submitRate: 50, approvalRate: 0, averageReviewDays: null },
    }));
    show('/report/reportScheduleSearch?type=ASSESSMENT_REPORT&year=2025', 'en');
    await screen.findByTestId('progress-table');
    expect(screen.getByTestId('progress-card-overdue').textContent).toBe('Overdue1');
    expect(screen.getByTestId('progress-deadline').textContent).toContain('Deadline: 2026-03-31');
  });

  it('writes the chosen year into the address, and queries it', async () => {
    show('/report/reportScheduleSearch?type=RECRUIT_PLAN&year=2025');
    await screen.findByTestId('progress-table');
    fireEvent.change(year(), { target: { value: '2024' } });
    fireEvent.click(screen.getByTestId('progress-query'));
    await waitFor(() => expect(address()).toBe('/report/reportScheduleSearch?type=RECRUIT_PLAN&year=2024'));
    await waitFor(() => expect(getProgress).toHaveBeenLastCalledWith({ filingType: 'RECRUIT_PLAN', year: 2024, pageNo: 1, pageSize: 50 }));
  });

  it("opens on this year's 年度考核上报 without filters, and does not query a year the address gets wrong", async () => {
    show('/report/reportScheduleSearch');
    await screen.findByTestId('progress-table');
    const thisYear = Number(today().slice(0, 4));
    expect(getProgress).toHaveBeenLastCalledWith({ filingType: 'ASSESSMENT_REPORT', year: thisYear, pageNo: 1, pageSize: 50 });
    expect(address()).toBe('/report/reportScheduleSearch');
    cleanup();
    getProgress.mockClear();
    show('/report/reportScheduleSearch?type=NOPE&year=20x5');
    await waitFor(() => expect(getProgress).toHaveBeenCalled());
    expect(getProgress).toHaveBeenLastCalledWith({ filingType: 'ASSESSMENT_REPORT', year: thisYear, pageNo: 1, pageSize: 50 });
    expect(year().value).toBe('20x5');
    expect(screen.getByText('请输入 2000–2100 之间的年度')).toBeTruthy();
  });

  it('marks a year past 2000–2100 on its field and does not query it; both ends are taken', async () => {
    show('/report/reportScheduleSearch?type=RECRUIT_PLAN&year=2025');
    await screen.findByTestId('progress-table');
    const help = () => document.getElementById(year().getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    for (const [typed, text] of [['2101', '请输入 2000–2100 之间的年度'], ['1999', '请输入 2000–2100 之间的年度'], ['2100', null], ['2000', null]]) {
      fireEvent.change(year(), { target: { value: typed } });
      expect([typed, year().getAttribute('aria-invalid'), help()]).toEqual([typed, String(text !== null), text]);
      expect(screen.getByTestId('progress-query')).toHaveProperty('disabled', text !== null);
    }
    fireEvent.click(screen.getByTestId('progress-query'));
    await waitFor(() => expect(getProgress).toHaveBeenLastCalledWith({ filingType: 'RECRUIT_PLAN', year: 2000, pageNo: 1, pageSize: 50 }));
  });

  it('reads a filing status in the words every screen uses for it, in Chinese and English', async () => {
    const statusOf = (unitId: number) => within(screen.getByTestId(`progress-unit-${unitId}`)).getAllByRole('cell')[3].textContent;
    show('/report/reportScheduleSearch?type=RECRUIT_PLAN&year=2025');
    await screen.findByTestId('progress-table');
    expect([statusOf(7), statusOf(9)]).toEqual(['待主管部门审核', '未上报']);
    cleanup();
    show('/report/reportScheduleSearch?type=RECRUIT_PLAN&year=2025', 'en');
    await screen.findByTestId('progress-table');
    expect([statusOf(7), statusOf(9)]).toEqual(['Awaiting competent authority', 'Not reported']);
  });
});
