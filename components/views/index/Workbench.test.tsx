/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter } from 'react-router';
import type { WorkbenchSummary } from '@/lib/contracts/workbench';
import { messages } from '@/components/testing/messages';
import Workbench from './Workbench';

let answer: Promise<WorkbenchSummary>;
jest.mock('@/lib/client/api/workbench', () => ({
  workbenchKeys: { summary: () => ['filing', 'workbench'] },
  getWorkbench: () => answer,
}));

const NONE = { unit: null, review: null, admin: null };

function show(summary: WorkbenchSummary | Promise<WorkbenchSummary>, locale: 'zh' | 'en' = 'zh') {
  answer = Promise.resolve(summary);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><MemoryRouter><Workbench /></MemoryRouter></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe('the workbench on the home page', () => {
  it('shows a reviewer its queue by type, each count linking to the filtered list, the longest wait first and marked overdue', async () => {
    show({
      ...NONE, role: 'zg',
      review: {
        waiting: { count: 3, to: '/check/list/companyCheck' }, overdueAfterDays: 10, overdue: 1,
        byType: [
          { filingType: 'POST_APPOINT', count: 2, to: '/check/list/companyCheck?type=POST_APPOINT', overdue: 1, oldestWaitingDays: 11 },
          { filingType: 'RECRUIT_PLAN', count: 1, to: '/check/list/companyCheck?type=RECRUIT_PLAN', overdue: 0, oldestWaitingDays: 10 },
        ],
        oldest: [
          { id: 7, filingNo: 'GWPY-2026-000007', filingType: 'POST_APPOINT', title: '岗位聘用 7', unitName: '湖州市第一中学', waitingDays: 11, overdue: true, to: '/view/checkDetail?id=7' },
          { id: 9, filingNo: 'ZPJH-2026-000009', filingType: 'RECRUIT_PLAN', title: '招聘计划 9', unitName: '湖州市第一中学', waitingDays: 10, overdue: false, to: '/view/checkDetail?id=9' },
        ],
        campaigns: [],
      },
    });
    expect(await screen.findByTestId('workbench-waiting-count')).toHaveProperty('textContent', '3');
    expect(href('workbench-waiting')).toBe('/check/list/companyCheck');
    expect(href('workbench-type-POST_APPOINT')).toBe('/check/list/companyCheck?type=POST_APPOINT');
    expect(screen.getByTestId('workbench-type-POST_APPOINT-count').textContent).toBe('2');
    expect(within(screen.getByTestId('workbench-type-POST_APPOINT')).getByText('超期 1 件')).toBeTruthy();
    expect(screen.getByText('在本节点停留超过 10 个工作日即为超期')).toBeTruthy();
    const oldest = within(screen.getByTestId('workbench-oldest')).getAllByRole('link');
    expect(oldest.map((a) => a.getAttribute('href'))).toEqual(['/view/checkDetail?id=7', '/view/checkDetail?id=9']);
    expect(within(oldest[0]).getByText('超期 · 11 个工作日')).toBeTruthy();
    expect(within(oldest[1]).getByText('10 个工作日')).toBeTruthy();
  });

  it("shows a unit its drafts, returned filings with the reviewer's opinion and filings in review, in English too", async () => {
    const tally = (status: string, count: number) => ({ status, count, to: `/checklist/index?status=${status}` }) as never;
    show({
      ...NONE, role: 'jc',
      unit: {
        drafts: { status: 'DRAFT', count: 2, to: '/checkjc/listPage?status=DRAFT' },
        returned: [tally('RETURNED_ZG', 1), tally('RETURNED_RSJ', 0)], inReview: [tally('PENDING_ZG', 0), tally('PENDING_RSJ', 3)],
        latestReturned: [{
          id: 4, filingNo: 'JY-2026-000004', filingType: 'STAFF_REDUCE', title: '减员', status: 'RETURNED_ZG', opinion: '减员日期有误',
          returnedAt: '2026-05-01 10:00:00', to: '/view/checkDetail?id=4',
        }],
        campaigns: [],
      },
    }, 'en');
    expect(await screen.findByTestId('workbench-status-DRAFT-count')).toHaveProperty('textContent', '2');
    expect(href('workbench-status-DRAFT')).toBe('/checkjc/listPage?status=DRAFT');
    expect(href('workbench-status-PENDING_RSJ')).toBe('/checklist/index?status=PENDING_RSJ');
    const returned = within(screen.getByTestId('workbench-returned')).getByRole('link');
    expect(returned.getAttribute('href')).toBe('/view/checkDetail?id=4');
    expect(returned.textContent).toContain("Reviewer's opinion: 减员日期有误");
  });

  it('shows the admin its three counts and says so when nothing failed', async () => {
    show({
      ...NONE, role: 'admin',
      admin: {
        pendingRegistrations: { count: 1, to: '/check/list/registrationReview?status=PENDING' },
        lockedAccounts: { count: 0, to: '/setting/userManagement?status=locked' },
        recentErrors: { count: 0, to: '/setting/systemLog?result=failure&from=2026-05-01' }, recentErrorDays: 7, latestErrors: [],
      },
    });
    expect(await screen.findByTestId('workbench-registrations-count')).toHaveProperty('textContent', '1');
    expect(href('workbench-locked')).toBe('/setting/userManagement?status=locked');
    expect(href('workbench-errors')).toBe('/setting/systemLog?result=failure&from=2026-05-01');
    expect(screen.getByText('近 7 天错误')).toBeTruthy();
    expect(screen.getByTestId('workbench-empty').textContent).toBe('近期没有错误');
  });

  it('shows a unit the campaigns it must file: the days left, due today, overdue marked, filed; each linking to its filing or the page that starts it', async () => {
    const round = { filingType: 'ASSESSMENT_REPORT', year: 2026, note: null, filed: false, overdue: false, status: 'NOT_REPORTED', to: '/yearcheckManage/yearcheckreport' } as const;
    show({
      ...NONE, role: 'jc',
      unit: {
        drafts: { status: 'DRAFT', count: 0, to: '/checkjc/listPage?status=DRAFT' }, returned: [], inReview: [], latestReturned: [],
        campaigns: [
          { ...round, id: 1, filingType: 'POST_SETTING', deadline: '2026-11-26', daysLeft: -1, overdue: true, to: '/jobplanrecord/jobplanrecord1' },
          { ...round, id: 2, deadline: '2026-11-27', daysLeft: 0, note: '请按时上报' },
          { ...round, id: 3, year: 2025, deadline: '2026-12-07', daysLeft: 10, filed: true, status: 'PENDING_ZG', to: '/view/checkDetail?id=8' },
        ],
      },
    });
    const items = within(await screen.findByTestId('workbench-campaigns')).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/jobplanrecord/jobplanrecord1', '/yearcheckManage/yearcheckreport', '/view/checkDetail?id=8']);
    expect(within(items[0]).getByText('已逾期 1 天').closest('[data-overdue]')!.getAttribute('data-overdue')).toBe('true');
    expect(within(items[0]).getByText('2026 年岗位设置审批备案')).toBeTruthy();
    expect(within(items[1]).getByText('今天截止').closest('[data-overdue]')!.getAttribute('data-overdue')).toBe('false');
    expect(within(items[1]).getByText('截止 2026-11-27 · 请按时上报')).toBeTruthy();
    expect(within(items[2]).getByText('已上报')).toBeTruthy();
    // A campaign not yet filed is work to do: the page does not say there is none.
    expect(screen.queryByTestId('workbench-empty')).toBeNull();
  });

  it('shows a reviewer per campaign its units filed of those in scope and those overdue, linking to the progress view, in English too', async () => {
    show({
      ...NONE, role: 'rsj',
      review: {
        waiting: { count: 0, to: '/check/list/companyCheck' }, overdueAfterDays: 10, overdue: 0, byType: [], oldest: [],
        campaigns: [
          { id: 5, filingType: 'POST_SETTING', year: 2026, deadline: '2026-11-26', note: null, daysLeft: -1, filed: 3, expected: 5, overdue: 2, to: '/report/reportScheduleSearch?type=POST_SETTING&year=2026' },
          { id: 6, filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: null, daysLeft: 65, filed: 0, expected: 5, overdue: 0, to: '/report/reportScheduleSearch?type=ASSESSMENT_REPORT&year=2026' },
        ],
      },
    }, 'en');
    const items = within(await screen.findByTestId('workbench-campaigns')).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/report/reportScheduleSearch?type=POST_SETTING&year=2026', '/report/reportScheduleSearch?type=ASSESSMENT_REPORT&year=2026',
    ]);
    expect(screen.getByTestId('workbench-campaign-5-filed').textContent).toBe('3/5 filed');
    expect(within(items[0]).getByText('2 units overdue')).toBeTruthy();
    expect(within(items[0]).getByText('Deadline 2026-11-26 · 1 day overdue')).toBeTruthy();
    expect(within(items[1]).getByText('Deadline 2027-01-31 · 65 days left')).toBeTruthy();
    expect(within(items[1]).queryByText(/overdue/)).toBeNull();
  });

  it('shows a placeholder while loading', async () => {
    show(new Promise(() => {}));
    expect(screen.getByTestId('workbench-loading')).toBeTruthy();
  });

  it('tells a reviewer with an empty queue that nothing waits', async () => {
    show({ ...NONE, role: 'rsj', review: { waiting: { count: 0, to: '/check/list/companyCheck' }, overdueAfterDays: 10, overdue: 0, byType: [], oldest: [], campaigns: [] } });
    expect((await screen.findByTestId('workbench-empty')).textContent).toBe('暂无待审核的业务');
  });
});
