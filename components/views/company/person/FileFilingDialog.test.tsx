/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import FileFilingDialog from './FileFilingDialog';

const createPersonInfoFiling = jest.fn(async (_body: object) => ({ code: 400, msg: '不能上报', data: null }));
jest.mock('@/lib/client/api/person', () => ({ createPersonInfoFiling: (body: object) => createPersonInfoFiling(body) }));
jest.mock('@/lib/client/api/filing', () => ({
  ...jest.requireActual('@/lib/client/api/filing'), actOnFiling: jest.fn(), deleteFiling: jest.fn(),
}));
jest.mock('@/components/views/check/AttachmentPanel', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/views/check/filingStatus', () => ({ useFilingStatusName: () => (s: string) => s }));

function show(contact = { name: '', phone: '' }) {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <FileFilingDialog title="人员信息上报" intro={null} lines={[{ personId: 1, payload: { op: 'NEW' } }]} contact={contact} onClose={jest.fn()} />
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const helpOf = (id: string) => document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent ?? null;

beforeEach(() => createPersonInfoFiling.mockClear());

describe('人员信息上报 contact', () => {
  it('lets 检查 be clicked with the contact empty and says on each field what is missing, sending nothing', async () => {
    show();
    expect(input('file-check')).toHaveProperty('disabled', false);
    fireEvent.click(input('file-check'));
    await waitFor(() => expect(helpOf('file-contactName')).toBe('上报联系人不能为空'));
    expect(helpOf('file-contactPhone')).toBe('联系电话应为手机号或固定电话（如 0572-2398001）');
    expect(input('file-contactName').getAttribute('aria-invalid')).toBe('true');
    expect(createPersonInfoFiling).not.toHaveBeenCalled();
    await waitFor(() => expect(input('file-check')).toHaveProperty('disabled', false));
  });

  it('refuses a phone that is neither a mobile nor a fixed line, and checks a good contact with the server', async () => {
    show({ name: '孙晓燕', phone: '12345' });
    fireEvent.click(input('file-check'));
    await waitFor(() => expect(helpOf('file-contactPhone')).toBe('联系电话应为手机号或固定电话（如 0572-2398001）'));
    expect(input('file-contactName').getAttribute('aria-invalid')).toBe('false');
    expect(createPersonInfoFiling).not.toHaveBeenCalled();
    fireEvent.change(input('file-contactPhone'), { target: { value: '0572-2398203' } });
    expect(input('file-contactPhone').getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(input('file-check')).toHaveProperty('disabled', false));
    fireEvent.click(input('file-check'));
    await waitFor(() => expect(createPersonInfoFiling).toHaveBeenCalledWith(expect.objectContaining({ contactName: '孙晓燕', contactPhone: '0572-2398203' })));
    expect(await screen.findByTestId('file-error')).toHaveProperty('textContent', '不能上报');
  });
});
