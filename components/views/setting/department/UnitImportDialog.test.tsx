/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ImportJob } from '@/lib/contracts/importJob';
import type { UnitImportReport } from '@/lib/contracts/unitImport';
import { messages } from '@/components/testing/messages';
import UnitImportDialog from './UnitImportDialog';

const importUnits = jest.fn();
jest.mock('@/lib/client/api/unitImport', () => ({
  importUnits: (body: unknown) => importUnits(body),
  downloadUnitTemplate: jest.fn(async () => undefined),
  downloadRejectedUnits: jest.fn(async () => undefined),
}));
jest.mock('@/lib/client/api/fileUpload', () => ({ fileToBase64: async () => 'UEsDBA==' }));
const startJob = jest.fn();
const getJob = jest.fn();
const latestJob = jest.fn();
jest.mock('@/lib/client/api/importJob', () => ({
  importJobCalls: () => ({ start: (u: unknown) => startJob(u), get: (id: number) => getJob(id), latest: () => latestJob() }),
}));

const report = (over: Partial<UnitImportReport> = {}): UnitImportReport =>
  ({ dryRun: true, rows: 3, created: 2, updated: 1, unchanged: 0, rejected: 0, problems: [], ...over });

function show(onClose = jest.fn()) {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><UnitImportDialog onClose={onClose} /></ThemeProvider>
    </NextIntlClientProvider>,
  );
  return onClose;
}

const choose = (name = '单位名册.xlsx') => fireEvent.change(screen.getByTestId('unit-import-file'), {
  target: { files: [new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] },
});

const job = (over: Partial<ImportJob> = {}): ImportJob => ({
  id: 13, kind: 'UNITS', status: 'RUNNING', dryRun: false, phase: 'CHECK', rowsTotal: 3, rowsChecked: 0, writeTotal: 0, rowsWritten: 0, fileName: '单位名册.xlsx',
  report: null, message: null, messageEn: null, createdAt: '2026-11-27 09:30:02', finishedAt: null, ...over,
});
const ok = <T,>(data: T) => ({ code: 200, msg: 'success', data });

beforeEach(() => {
  for (const f of [importUnits, startJob, getJob, latestJob]) f.mockReset();
  latestJob.mockResolvedValue(ok(null));
});

describe('导入单位名册', () => {
  it('checks the chosen file and lists its problems by row and column; nothing to import while a problem remains', async () => {
    importUnits.mockResolvedValue({
      code: 200, msg: 'success',
      data: report({ rejected: 1, problems: [{ row: 4, column: '统一社会信用代码', columnEn: 'Credit code', field: 'uscc', message: '校验码不正确', messageEn: 'Wrong check character' }] }),
    });
    show();
    choose();
    await waitFor(() => expect(screen.getByTestId('unit-import-summary').textContent).toContain('有问题 1 行'));
    expect(importUnits).toHaveBeenCalledWith({ fileName: '单位名册.xlsx', content: 'UEsDBA==', dryRun: true });
    expect(screen.getByTestId('unit-import-problems').textContent).toContain('校验码不正确');
    expect(screen.getByTestId('unit-import-rejected')).toBeTruthy();
    expect(screen.getByTestId('unit-import-confirm')).toHaveProperty('disabled', true);
  });

  it('imports a file that passed the check as a job, showing the units written, and closes once it is done', async () => {
    importUnits.mockResolvedValueOnce({ code: 200, msg: 'success', data: report() });
    startJob.mockResolvedValueOnce(ok(job({ phase: 'WRITE', rowsChecked: 3, writeTotal: 3, rowsWritten: 1 })));
    getJob.mockResolvedValueOnce(ok(job({ status: 'DONE', phase: null, rowsChecked: 3, writeTotal: 3, rowsWritten: 3, report: report({ dryRun: false }) })));
    const onClose = show();
    choose();
    await waitFor(() => expect(screen.getByTestId('unit-import-confirm')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('unit-import-confirm'));
    await waitFor(() => expect(screen.getByTestId('unit-import-progress-text').textContent).toBe('已写入 1 行'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true), { timeout: 3000 });
    expect(startJob).toHaveBeenCalledWith({ fileName: '单位名册.xlsx', content: 'UEsDBA==' });
    expect(importUnits).toHaveBeenCalledTimes(1);
  }, 15000);

  it('shows, opened again, why the caller\'s job failed while it was closed', async () => {
    const failed = job({ status: 'FAILED', phase: null, message: '服务器在导入进行中停止，本次导入未写入任何数据，请重新导入' });
    latestJob.mockResolvedValue(ok(failed));
    getJob.mockResolvedValue(ok(failed));
    const onClose = show();
    await waitFor(() => expect(screen.getByTestId('unit-import-failure').textContent).toBe('服务器在导入进行中停止，本次导入未写入任何数据，请重新导入'));
    expect(screen.queryByTestId('unit-import-progress')).toBeNull();
    fireEvent.click(screen.getByTestId('unit-import-close'));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('shows a refused call and a file that is not an .xlsx, and imports nothing', async () => {
    importUnits.mockResolvedValue({ code: 413, msg: '请求体过大', data: null });
    show();
    choose();
    await waitFor(() => expect(screen.getByTestId('unit-import-failure').textContent).toBe('请求体过大'));
    expect(screen.getByTestId('unit-import-confirm')).toHaveProperty('disabled', true);
    choose('单位名册.xls');
    await waitFor(() => expect(screen.getByTestId('unit-import-failure').textContent).toBe('请选择 .xlsx 格式的单位导入模板'));
    expect(importUnits).toHaveBeenCalledTimes(1);
  });
});
