/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import type { FilingDetail } from '@/lib/contracts/filing';
import AttachmentPanel from './AttachmentPanel';

jest.mock('@/lib/client/api/attachment', () => ({
  attachmentKeys: { list: (id: number) => ['attachments', id] },
  getAttachments: async () => ({ list: [], required: [], categories: ['其他材料'] }),
  downloadAttachment: jest.fn(),
  useAttachmentChange: () => ({ upload: { isPending: false, mutateAsync: jest.fn() }, remove: { isPending: false, mutateAsync: jest.fn() } }),
}));

function show() {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={new QueryClient()}>
          <AttachmentPanel filing={{ id: 7, version: 1, allowedActions: ['EDIT'] } as unknown as FilingDetail} />
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const category = () => screen.getByTestId('attachment-category') as HTMLInputElement;
const helpOfCategory = () => document.getElementById(category().getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('an attachment’s category', () => {
  it('is asked for on its field when 选择文件上传 is clicked without one, and no file is chosen', () => {
    const choose = jest.spyOn(HTMLInputElement.prototype, 'click');
    show();
    const upload = screen.getByTestId('attachment-upload');
    expect(upload).toHaveProperty('disabled', false);
    fireEvent.click(upload);
    expect(helpOfCategory()).toBe('请填写附件类目');
    expect(category().getAttribute('aria-invalid')).toBe('true');
    expect(choose).not.toHaveBeenCalled();

    fireEvent.change(category(), { target: { value: '超编消化计划' } });
    expect(helpOfCategory()).toBeNull();
    fireEvent.click(upload);
    expect(choose).toHaveBeenCalledTimes(1);
    choose.mockRestore();
  });
});
