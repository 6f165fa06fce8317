/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { JobChangeSheet } from '@/lib/contracts/report';
import { messages } from '@/components/testing/messages';
import { downloadJobChangeSheetPdf, getJobChangeSheet } from '@/lib/client/api/report';
import JobChangeSheetPage from './JobChangeSheetPage';

const blank = { opinion: null, reviewer: null, date: null };
const sheet = (over: Partial<JobChangeSheet> = {}): JobChangeSheet => ({
  filingId: 41, filingType: 'POST_APPOINT', typeName: '岗位聘用', status: 'PENDING_RSJ', statusName: '待人社局审核',
  header: {
    unitName: '湖州市第一中学', uscc: '12330500470128562K', competentDeptName: '湖州市教育局', unitRank: '副处级', fundingForm: '全额拨款',
    approvedTotal: 150, postTotal: 150, managePosts: 10, techPosts: 132, workerPosts: 8, inEstab: 112, filingNo: 'GWPY-2026-000007', filingDate: '2026-11-20',
  },
  lines: [{
    lineNo: 1, name: '王晓燕', gender: '女', birthMonth: '1988-04', education: '大学本科毕业（教育学学士学位）', workStartDate: '2010-08-01',
    title: '中学一级教师（中级） 2016-09-01', currentPost: '专业技术岗位 专业技术十级', currentPostDate: '2017-09-01',
    assessments: [{ year: 2023, result: '优秀' }, { year: 2024, result: '合格' }, { year: 2025, result: null }],
    newPost: '专业技术岗位 专业技术九级', moveKind: '晋升', term: '2026-12-01至2029-11-30', reason: '业绩突出', remark: null,
  }],
  summary: [{ level: 'T09', levelName: '专业技术九级', approved: 20, heldBefore: 18, change: 1, heldAfter: 19, vacancy: 1 }],
  figuresAt: 'NOW',
  opinions: { zg: { opinion: '同意，报市人社局审核', reviewer: '钱立群', date: '2026-11-21' }, rsj: blank, rsjOnRoute: true },
  watermark: '审核中 仅供参考',
  ...over,
});

jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { jobChangeSheet: (id: number) => ['sheet', id] },
  getJobChangeSheet: jest.fn(),
  downloadJobChangeSheetPdf: jest.fn(async () => undefined),
}));
const getSheet = getJobChangeSheet as jest.MockedFunction<typeof getJobChangeSheet>;

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes><Route path="/report/reportMainTongji/:mode/:navTabId" element={<JobChangeSheetPage />} /></Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

describe('the job change sheet tab', () => {
  it('shows the filing of the tab as the paper form, watermarked while under review, and downloads its PDF', async () => {
    getSheet.mockResolvedValueOnce(sheet());
    show('/report/reportMainTongji/41/sheet41');
    const paper = await screen.findByTestId('job-change-sheet');
    expect(getSheet).toHaveBeenCalledWith(41);
    expect(within(paper).getByTestId('job-change-sheet-watermark').textContent).toBe('审核中 仅供参考');
    const rows = paper.querySelectorAll('table.lines tbody tr');
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByText('王晓燕')).toBeTruthy();
    expect(within(paper).getByText('150（管理 10 / 专技 132 / 工勤 8）')).toBeTruthy();
    expect(within(paper).getByText('同意，报市人社局审核')).toBeTruthy();
    expect(within(paper).getByText('人社局意见')).toBeTruthy();
    expect(within(paper).getByText('2025 无')).toBeTruthy();
    fireEvent.click(screen.getByTestId('job-change-sheet-pdf'));
    await waitFor(() => expect(downloadJobChangeSheetPdf).toHaveBeenCalledWith(41, '岗位聘用变动审核表-GWPY-2026-000007'));
  });

  it('has no watermark once approved and no bureau box for a filing that never goes there', async () => {
    getSheet.mockResolvedValueOnce(sheet({ status: 'APPROVED', statusName: '已备案', watermark: null, figuresAt: 'SUBMISSION', opinions: { zg: blank, rsj: blank, rsjOnRoute: false } }));
    show('/report/reportMainTongji/41/sheet41');
    const paper = await screen.findByTestId('job-change-sheet');
    expect(within(paper).queryByTestId('job-change-sheet-watermark')).toBeNull();
    expect(within(paper).queryByText('人社局意见')).toBeNull();
    expect(within(paper).getByText('编制数、在编人数与已聘人数为本件审核通过、生效前的数据。')).toBeTruthy();
  });

  it('says why a sheet cannot be shown', async () => {
    getSheet.mockRejectedValueOnce(new Error('业务不存在或无权查看'));
    show('/report/reportMainTongji/41/sheet41');
    expect(await screen.findByText('业务不存在或无权查看')).toBeTruthy();
    expect((screen.getByTestId('job-change-sheet-pdf') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a filing when the tab names none', () => {
    show('/report/reportMainTongji/abc/x');
    expect(screen.getByText('未指定业务，请从岗位聘用变动审核表列表中选择。')).toBeTruthy();
  });
});
