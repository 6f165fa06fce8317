/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter } from 'react-router';
import { messages } from '@/components/testing/messages';
import SystemLog from './SystemLog';

const getSystemLog = jest.fn(async (_q: unknown) => ({ list: [], total: 0 }));
jest.mock('@/lib/client/api/systemLog', () => ({
  systemLogKeys: { all: ['systemLog'], list: (q: unknown) => ['systemLog', 'list', q] },
  getSystemLog: (q: unknown) => getSystemLog(q),
  exportSystemLog: jest.fn(),
}));

function show(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><MemoryRouter initialEntries={[address]}><SystemLog /></MemoryRouter></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => getSystemLog.mockClear());

describe('the system log read from its address', () => {
  it('opens filtered by the address, as the workbench links it, and shows the filters in the form', async () => {
    show('/setting/systemLog?result=failure&from=2026-05-01');
    await waitFor(() => expect(getSystemLog).toHaveBeenCalledWith({ result: 'failure', from: '2026-05-01', pageNo: 1, pageSize: 20 }));
    expect(screen.getByLabelText('开始日期')).toHaveProperty('value', '2026-05-01');
  });

  it('ignores a value the form does not offer, and clears the filters on reset', async () => {
    show('/setting/systemLog?type=nonsense&account=jc');
    await waitFor(() => expect(getSystemLog).toHaveBeenLastCalledWith({ account: 'jc', pageNo: 1, pageSize: 20 }));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(getSystemLog).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 }));
  });
});
