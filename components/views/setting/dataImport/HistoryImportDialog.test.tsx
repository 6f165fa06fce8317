/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { HistoryImportReport } from '@/lib/contracts/historyImport';
import { messages } from '@/components/testing/messages';
import HistoryImportDialog from './HistoryImportDialog';

const importHistory = jest.fn();
jest.mock('@/lib/client/api/historyImport', () => ({
  importHistory: (body: unknown) => importHistory(body),
  downloadHistoryTemplate: jest.fn(async () => undefined),
  downloadRejectedHistory: jest.fn(async () => undefined),
}));
jest.mock('@/lib/client/api/fileUpload', () => ({ fileToBase64: async () => 'UEsDBA==' }));

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

beforeEach(() => importHistory.mockReset());

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

  it('imports a file that passed the check, and closes', async () => {
    importHistory.mockResolvedValueOnce({ code: 200, msg: 'success', data: report() })
      .mockResolvedValueOnce({ code: 200, msg: 'success', data: report({ dryRun: false, batchId: 7 }) });
    const onClose = show();
    choose();
    await waitFor(() => expect(screen.getByTestId('history-import-confirm')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('history-import-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(importHistory).toHaveBeenLastCalledWith({ fileName: '历史数据.xlsx', content: 'UEsDBA==', dryRun: false });
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
      .mockResolvedValueOnce({ code: 200, msg: 'success', data: warned })
      .mockResolvedValueOnce({ code: 200, msg: 'success', data: { ...warned, dryRun: false, batchId: 8 } });
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
    expect(importHistory).toHaveBeenLastCalledWith({ fileName: '历史数据.xlsx', content: 'UEsDBA==', dryRun: false });
  });

  it('refuses a file that is not an .xlsx before sending it', async () => {
    show();
    fireEvent.change(screen.getByTestId('history-import-file'), { target: { files: [new File(['x'], '历史数据.csv')] } });
    await waitFor(() => expect(screen.getByTestId('history-import-failure').textContent).toBe('请选择 .xlsx 格式的历史数据导入模板'));
    expect(importHistory).not.toHaveBeenCalled();
  });
});
