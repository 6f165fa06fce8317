/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { HistoryImportReport } from '@/lib/contracts/historyImport';
import type { ImportJob } from '@/lib/contracts/importJob';
import { messages } from '@/components/testing/messages';
import HistoryImportDialog from './HistoryImportDialog';
import { CHECK_AS_JOB_CHARS } from '@/components/ui/useImportDryRun';

const importHistory = jest.fn();
jest.mock('@/lib/client/api/historyImport', () => ({
  importHistory: (body: unknown) => importHistory(body),
  downloadHistoryTemplate: jest.fn(async () => undefined),
  downloadRejectedHistory: jest.fn(async () => undefined),
}));
let mockBase64 = 'UEsDBA==';
jest.mock('@/lib/client/api/fileUpload', () => ({ fileToBase64: async () => mockBase64 }));
const startJob = jest.fn();
const startCheck = jest.fn();
const getJob = jest.fn();
const latestJob = jest.fn();
jest.mock('@/lib/client/api/importJob', () => ({
  importJobCalls: () => ({
    start: (u: unknown, dryRun?: boolean) => (dryRun ? startCheck(u) : startJob(u)), get: (id: number) => getJob(id), latest: () => latestJob(),
  }),
}));

const sheet = (key: HistoryImportReport['sheets'][number]['sheet'], sheetName: string, rows: number, created: number, unchanged: number, rejected: number) =>
  ({ sheet: key, sheetName, sheetNameEn: sheetName, rows, created, unchanged, rejected });

function report(over: Partial<HistoryImportReport> = {}): HistoryImportReport {
  return {
    dryRun: true, rows: 4, rejected: 0, problemCount: 0, problems: [], warningCount: 0, warnings: [], batchId: null,
    sheets: [sheet('persons', '人员', 2, 1, 1, 0), sheet('posts', '岗位聘任', 0, 0, 0, 0), sheet('assessments', '年度考核', 2, 2, 0, 0),
      sheet('rewardPunish', '奖惩', 0, 0, 0, 0), sheet('estabs', '编制变动', 0, 0, 0, 0)],
    matched: [{ row: 3, name: '王凤丹', unitName: '湖州市第一中学' }],
    ...over,
  };
}

function show(onClose = jest.fn()) {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><HistoryImportDialog onClose={onClose} /></ThemeProvider>
    </NextIntlClientProvider>,
  );
  return onClose;
}

const choose = () => fireEvent.change(screen.getByTestId('history-import-file'), {
  target: { files: [new File(['x'], '历史数据.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] },
});

/** A job of the historical records import, as the server answers it. */
function job(over: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 12, kind: 'HISTORY', status: 'RUNNING', dryRun: false, phase: 'CHECK', rowsTotal: 4, rowsChecked: 0, writeTotal: 0, rowsWritten: 0, fileName: '历史数据.xlsx',
    report: null, message: null, messageEn: null, createdAt: '2026-11-27 09:30:02', finishedAt: null, ...over,
  };
}
const ok = <T,>(data: T) => ({ code: 200, msg: 'success', data });

beforeEach(() => {
  for (const f of [importHistory, startJob, startCheck, getJob, latestJob]) f.mockReset();
  mockBase64 = 'UEsDBA==';
  latestJob.mockResolvedValue(ok(null));
});

describe('导入人员历史数据', () => {
  it('checks the chosen file and lists each sheet, the persons on record and every problem by sheet and column; nothing to import yet', async () => {
    importHistory.mockResolvedValue({
      code: 200, msg: 'success',
      data: report({
        rejected: 1, problemCount: 1,
        problems: [{
          sheet: 'assessments', sheetName: '年度考核', sheetNameEn: 'Annual assessments', row: 3, column: '考核年度', columnEn: 'Year', field: 'year',
          message: '考核年度不能晚于今年（2026）', messageEn: 'The year cannot be after this year (2026)',
        }],
      }),
    });
    show();
    choose();
    await waitFor(() => expect(screen.getByTestId('history-import-summary').textContent).toContain('共 4 行，有问题 1 行'));
    expect(importHistory).toHaveBeenCalledWith({ fileName: '历史数据.xlsx', content: 'UEsDBA==', dryRun: true });
    expect(screen.getByTestId('history-import-sheets').textContent).toContain('年度考核');
    expect(screen.getByTestId('history-import-matched').textContent).toContain('王凤丹（湖州市第一中学，第 3 行）');
    expect(screen.getByTestId('history-import-problems').textContent).toContain('年度考核 · 考核年度');
    expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', true);
  });

  it('checks a big file as a job, with the rows checked each second, and shows its report to import (a small one in one request)', async () => {
    mockBase64 = 'A'.repeat(CHECK_AS_JOB_CHARS + 1);
    const check = (over: Partial<ImportJob>) => job({ dryRun: true, rowsTotal: 4, ...over });
    startCheck.mockResolvedValueOnce(ok(check({ status: 'QUEUED', phase: null })));
    getJob.mockResolvedValueOnce(ok(check({ rowsChecked: 2 })))
      .mockResolvedValueOnce(ok(check({ status: 'DONE', phase: null, rowsChecked: 4, report: report() })));
    show();
    choose();
    await waitFor(() => expect(screen.getByTestId('history-import-progress-text').textContent).toBe('已检查 2 / 共 4 行'), { timeout: 3000 });
    expect(startCheck).toHaveBeenCalledWith({ fileName: '历史数据.xlsx', content: mockBase64 });
    expect(screen.getByTestId('history-import-close')).toHaveProperty('disabled', false);
    await waitFor(() => expect(screen.getByTestId('history-import-summary').textContent).toContain('共 4 行'), { timeout: 3000 });
    expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', false);
    expect(importHistory).not.toHaveBeenCalled();
    expect(startJob).not.toHaveBeenCalled();

    mockBase64 = 'A'.repeat(CHECK_AS_JOB_CHARS);
    importHistory.mockResolvedValueOnce(ok(report()));
    choose();
    await waitFor(() => expect(importHistory).toHaveBeenCalledWith({ fileName: '历史数据.xlsx', content: mockBase64, dryRun: true }));
    expect(startCheck).toHaveBeenCalledTimes(1);
  });

  it('imports a file that passed the check as a job, showing the rows checked then written each second, and closes once it is done', async () => {
    importHistory.mockResolvedValueOnce(ok(report()));
    startJob.mockResolvedValueOnce(ok(job({ status: 'QUEUED', phase: null })));
    getJob.mockResolvedValueOnce(ok(job({ rowsChecked: 2 })))
      .mockResolvedValueOnce(ok(job({ phase: 'WRITE', rowsChecked: 4, writeTotal: 4, rowsWritten: 3 })))
      .mockResolvedValueOnce(ok(job({ status: 'DONE', phase: null, rowsChecked: 4, writeTotal: 4, rowsWritten: 4, report: report({ dryRun: false, batchId: 7 }) })));
    const onClose = show();
    choose();
    await waitFor(() => expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('history-import-confirm'));
    await waitFor(() => expect(screen.getByTestId('history-import-progress-text').textContent).toBe('导入任务已提交，即将开始…'));
    expect(startJob).toHaveBeenCalledWith({ fileName: '历史数据.xlsx', content: 'UEsDBA==' });
    expect(screen.getByTestId('history-import-close')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByTestId('history-import-progress-text').textContent).toBe('已检查 2 / 共 4 行'), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('history-import-progress-text').textContent).toBe('已写入 3 行'), { timeout: 3000 });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true), { timeout: 3000 });
    expect(getJob).toHaveBeenCalledWith(12);
    expect(importHistory).toHaveBeenCalledTimes(1);
  }, 15000);

  it('shows why a job failed, with the refused rows of its report, and lets the file be chosen again', async () => {
    importHistory.mockResolvedValueOnce(ok(report()));
    startJob.mockResolvedValueOnce(ok(job()));
    getJob.mockResolvedValueOnce(ok(job({
      status: 'FAILED', phase: null, message: '导入文件有 1 行、1 处错误，未导入任何数据，请修改后重新上传',
      report: report({
        dryRun: false, rejected: 1, problemCount: 1,
        problems: [{
          sheet: 'persons', sheetName: '人员', sheetNameEn: 'Persons', row: 3, column: '公民身份号码', columnEn: 'ID number', field: 'idNumber',
          message: '与他人同时录入的记录冲突', messageEn: 'Clashed',
        }],
      }),
    })));
    const onClose = show();
    choose();
    await waitFor(() => expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('history-import-confirm'));
    await waitFor(() => expect(screen.getByTestId('history-import-failure').textContent).toBe('导入文件有 1 行、1 处错误，未导入任何数据，请修改后重新上传'), { timeout: 3000 });
    expect(screen.getByTestId('history-import-problems').textContent).toContain('与他人同时录入的记录冲突');
    expect(screen.queryByTestId('history-import-progress')).toBeNull();
    expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', true);
    expect(onClose).not.toHaveBeenCalled();
  }, 15000);

  it('shows, opened again, the caller\'s job still running and follows it; closing it leaves the job running', async () => {
    latestJob.mockResolvedValue(ok(job({ phase: 'WRITE', rowsChecked: 4, writeTotal: 4, rowsWritten: 1 })));
    getJob.mockResolvedValue(ok(job({ phase: 'WRITE', rowsChecked: 4, writeTotal: 4, rowsWritten: 2 })));
    const onClose = show();
    await waitFor(() => expect(screen.getByTestId('history-import-progress-text').textContent).toBe('已写入 1 行'));
    await waitFor(() => expect(screen.getByTestId('history-import-progress-text').textContent).toBe('已写入 2 行'), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('history-import-close'));
    expect(onClose).toHaveBeenCalledWith(false);
  }, 15000);

  it('shows, opened again, the result of the job that ended while it was closed, reading it once', async () => {
    const finished = job({ status: 'DONE', phase: null, rowsChecked: 4, writeTotal: 4, rowsWritten: 4, report: report({ dryRun: false, batchId: 7 }) });
    latestJob.mockResolvedValue(ok(finished));
    getJob.mockResolvedValue(ok(finished));
    const onClose = show();
    await waitFor(() => expect(screen.getByTestId('history-import-ended').textContent).toBe('已导入：新增人员 1 人，历史记录 2 条'));
    expect(getJob).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    // Another file may be chosen at once.
    expect(screen.getByTestId('history-import-file').closest('label')!.className).not.toContain('Mui-disabled');
    fireEvent.click(screen.getByTestId('history-import-close'));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('shows the units over their establishment or posts, and imports only once they are acknowledged; a new check asks again', async () => {
    const warned = report({
      warningCount: 1,
      warnings: [{
        unitId: 4, unitName: '湖州市第一中学', kind: 'POST', code: 'T11', name: '专业技术十一级', nameEn: 'professional-technical grade 11', approved: 6, after: 7, adding: 1,
        message: '湖州市第一中学：专业技术十一级岗位设置 6，导入后聘用 7（本次新增 1），超岗 1 人',
        messageEn: '湖州市第一中学: posts of professional-technical grade 11 set 6, held 7 after the import (1 added), 1 over',
      }],
    });
    importHistory.mockResolvedValueOnce({ code: 200, msg: 'success', data: warned })
      .mockResolvedValueOnce({ code: 200, msg: 'success', data: warned });
    startJob.mockResolvedValueOnce(ok(job({ status: 'DONE', phase: null, report: { ...warned, dryRun: false, batchId: 8 } })));
    const onClose = show();
    choose();
    await waitFor(() => expect(screen.getByTestId('history-import-warnings').textContent).toContain('超岗 1 人'));
    expect(screen.getByTestId('history-import-warnings').textContent).toContain('共 1 处');
    expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('history-import-acknowledge').querySelector('input')!);
    expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', false);

    choose();
    await waitFor(() => expect(importHistory).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('history-import-warnings')).toBeTruthy());
    expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('history-import-acknowledge').querySelector('input')!);
    fireEvent.click(screen.getByTestId('history-import-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(startJob).toHaveBeenCalledWith({ fileName: '历史数据.xlsx', content: 'UEsDBA==' });
  });

  it('refuses a file that is not an .xlsx before sending it', async () => {
    show();
    fireEvent.change(screen.getByTestId('history-import-file'), { target: { files: [new File(['x'], '历史数据.csv')] } });
    await waitFor(() => expect(screen.getByTestId('history-import-failure').textContent).toBe('请选择 .xlsx 格式的历史数据导入模板'));
    expect(importHistory).not.toHaveBeenCalled();
  });
});
