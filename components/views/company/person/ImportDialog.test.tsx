/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import ImportDialog from './ImportDialog';

const importPersons = jest.fn();
jest.mock('@/lib/client/api/person', () => ({
  ...jest.requireActual('@/lib/client/api/person'),
  importPersons: (body: unknown) => importPersons(body),
  downloadImportTemplate: jest.fn(async () => undefined),
}));
jest.mock('@/lib/client/api/fileUpload', () => ({ fileToBase64: async () => 'UEsDBA==' }));
const success = jest.fn();
jest.mock('@/lib/client/stores/messages', () => ({ message: { success: (text: string) => success(text), error: jest.fn() } }));

function show(onClose = jest.fn()) {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><ImportDialog onClose={onClose} /></ThemeProvider>
    </NextIntlClientProvider>,
  );
  return onClose;
}

const choose = (name = '人员.xlsx') => fireEvent.change(screen.getByTestId('import-file'), {
  target: { files: [new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] },
});

const badRows = {
  code: 422, msg: '导入文件有 1 处错误',
  data: { errors: [{ row: 3, column: '民族', message: '民族“火星族”不在代码表中', field: 'ethnicity' }] },
};

beforeEach(() => {
  importPersons.mockReset();
  success.mockReset();
});

describe('导入人员', () => {
  it('checks the chosen file, says how many rows passed, imports it and closes with the count', async () => {
    importPersons.mockResolvedValueOnce({ code: 200, msg: 'success', data: { rows: 2, imported: 0 } })
      .mockResolvedValueOnce({ code: 200, msg: 'success', data: { rows: 2, imported: 2 } });
    const onClose = show();
    choose();
    await waitFor(() => expect(screen.getByTestId('import-clean').textContent).toBe('人员.xlsx：共 2 行，全部通过校验。'));
    expect(importPersons).toHaveBeenCalledWith({ fileName: '人员.xlsx', content: 'UEsDBA==', dryRun: true });
    expect(screen.queryByTestId('import-errors')).toBeNull();
    fireEvent.click(screen.getByTestId('import-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(2));
    expect(importPersons).toHaveBeenLastCalledWith({ fileName: '人员.xlsx', content: 'UEsDBA==', dryRun: false });
    expect(success).toHaveBeenCalledWith('已导入 2 人（待上报）');
  });

  it('lists the bad rows of a refused check by row and column, and has nothing to import', async () => {
    importPersons.mockResolvedValue(badRows);
    show();
    choose();
    await waitFor(() => expect(screen.getByTestId('import-errors').textContent).toContain('共 1 处错误，未保存任何数据'));
    expect(screen.getByTestId('import-error-table').textContent).toContain('民族“火星族”不在代码表中');
    expect(screen.queryByTestId('import-clean')).toBeNull();
    expect(screen.getByTestId('import-confirm')).toHaveProperty('disabled', true);
  });

  it('lists the bad rows when the import itself is refused after a clean check', async () => {
    importPersons.mockResolvedValueOnce({ code: 200, msg: 'success', data: { rows: 2, imported: 0 } }).mockResolvedValueOnce(badRows);
    const onClose = show();
    choose();
    await waitFor(() => expect(screen.getByTestId('import-confirm')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('import-confirm'));
    await waitFor(() => expect(screen.getByTestId('import-error-table').textContent).toContain('民族“火星族”不在代码表中'));
    expect(screen.getByTestId('import-confirm')).toHaveProperty('disabled', true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal without bad rows as its message, the field name left off', async () => {
    importPersons.mockResolvedValue({ code: 400, msg: 'content: 文件过大，请分批导入', data: { field: 'content' } });
    show();
    choose();
    await waitFor(() => expect(screen.getByTestId('import-failure').textContent).toBe('文件过大，请分批导入'));
    expect(screen.queryByTestId('import-error-table')).toBeNull();
    expect(screen.getByTestId('import-confirm')).toHaveProperty('disabled', true);
  });

  it('refuses a file that is not an .xlsx, or larger than 700 KB, before sending it', async () => {
    show();
    choose('人员.xls');
    await waitFor(() => expect(screen.getByTestId('import-failure').textContent).toBe('请选择 .xlsx 格式的导入模板'));
    const large = new File([new Uint8Array(700 * 1024 + 1)], '人员.xlsx');
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [large] } });
    await waitFor(() => expect(screen.getByTestId('import-failure').textContent).toBe('文件过大，请分批导入（单个文件不超过 700 KB）'));
    expect(importPersons).not.toHaveBeenCalled();
  });
});
