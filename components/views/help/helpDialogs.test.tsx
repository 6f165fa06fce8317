/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { messages } from '@/components/testing/messages';
import { MAX_UPLOAD_BYTES } from '@/lib/client/api/fileUpload';
import CommonFileDialog from './CommonFileDialog';
import HelpDocDialog from './HelpDocDialog';
import PolicyAssistant from './PolicyAssistant';

const saveHelpDoc = jest.fn(async (body: object) => ({ kind: 'done', data: { id: 1, ...body } }));
jest.mock('@/lib/client/api/helpDoc', () => ({ saveHelpDoc: (body: object) => saveHelpDoc(body) }));
const saveCommonFile = jest.fn(async (_body: object) => ({ kind: 'done', data: null }));
jest.mock('@/lib/client/api/commonFile', () => ({ saveCommonFile: (body: object) => saveCommonFile(body) }));
const askAssistant = jest.fn(async (_body: object) => ({ answer: '答', sources: [] }));
jest.mock('@/lib/client/api/assistant', () => ({ askAssistant: (body: object) => askAssistant(body) }));

function show(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><MemoryRouter>{ui}</MemoryRouter></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
/** The help text under a field (its FormControl's). */
const helpOf = (id: string) => input(id).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? null;

beforeEach(() => jest.clearAllMocks());

describe('帮助文档 dialog', () => {
  it('shows the title’s, the answer’s and the order’s mistakes on their fields at once, and saves nothing', async () => {
    show(<HelpDocDialog kind="faq" onClose={jest.fn()} onSaved={jest.fn()} />);
    type('help-doc-title', '  ');
    type('help-doc-sort', '10000');
    fireEvent.click(input('help-doc-submit'));
    expect(helpOf('help-doc-title')).toBe('请填写标题');
    expect(helpOf('help-doc-body')).toBe('请填写解答');
    expect(helpOf('help-doc-sort')).toBe('排序应为 0 到 9999 的整数');
    expect(saveHelpDoc).not.toHaveBeenCalled();
    await waitFor(() => expect(input('help-doc-submit')).toHaveProperty('disabled', false));
  });

  it('saves an FAQ at the last place 9999', async () => {
    show(<HelpDocDialog kind="faq" onClose={jest.fn()} onSaved={jest.fn()} />);
    type('help-doc-title', ' 如何备案 ');
    type('help-doc-body', '先填写');
    type('help-doc-sort', '9999');
    fireEvent.click(input('help-doc-submit'));
    await waitFor(() => expect(saveHelpDoc).toHaveBeenCalledWith(expect.objectContaining({ title: '如何备案', sort: 9999 })));
    expect(helpOf('help-doc-sort')).toBe('数字小的排在前面');
  });
});

describe('常用文件 dialog', () => {
  it('shows the category’s, the title’s and the file’s mistakes at once, and publishes nothing', async () => {
    show(<CommonFileDialog onClose={jest.fn()} onSaved={jest.fn()} />);
    fireEvent.click(input('common-file-submit'));
    expect(helpOf('common-file-category')).toBe('请选择文件类别');
    expect(helpOf('common-file-title')).toBe('请填写文件标题');
    expect(input('common-file-name').textContent).toBe('请选择要发布的文件');
    expect(saveCommonFile).not.toHaveBeenCalled();
    await waitFor(() => expect(input('common-file-submit')).toHaveProperty('disabled', false));
  });

  it('refuses a file over the upload limit on its field', async () => {
    show(<CommonFileDialog onClose={jest.fn()} onSaved={jest.fn()} />);
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    fireEvent.change(input('common-file-input'), { target: { files: [big] } });
    type('common-file-title', '通知');
    fireEvent.click(input('common-file-submit'));
    expect(input('common-file-name').textContent).toBe('单个文件不能超过 20 MB');
    expect(helpOf('common-file-title')).toBeNull();
    expect(saveCommonFile).not.toHaveBeenCalled();
    await waitFor(() => expect(input('common-file-submit')).toHaveProperty('disabled', false));
  });
});

describe('政策问答', () => {
  it('asks for two characters on the question field and sends a question of two', async () => {
    show(<PolicyAssistant />);
    type('assistant-question', ' 编 ');
    fireEvent.click(input('assistant-send'));
    expect(helpOf('assistant-question')).toBe('请至少输入 2 个字的问题');
    expect(askAssistant).not.toHaveBeenCalled();
    type('assistant-question', '编制');
    fireEvent.click(input('assistant-send'));
    await waitFor(() => expect(askAssistant).toHaveBeenCalledWith(expect.objectContaining({ question: '编制' })));
  });
});
