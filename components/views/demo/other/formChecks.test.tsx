/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { messages } from '@/components/testing/messages';
import DynamicMeta from './DynamicMeta';
import ExcelExport from './excel/ExcelExport';
import IframeSearch from './iframe/IframeSearch';
import Workflow from './workflow/Workflow';

const graph = {
  nodes: [{ id: 'node-1', type: 'rect', x: 100, y: 200, text: '开始' }, { id: 'node-2', type: 'rect', x: 300, y: 200, text: '审核' }],
  edges: [],
};
const saveWorkflow = jest.fn(async (_graph: object) => null);
const getTableList = jest.fn(async (_q: object) => ({ list: [], total: 0 }));
jest.mock('@/lib/client/api/mock', () => ({
  ...jest.requireActual('@/lib/client/api/mock'),
  getWorkflow: async () => graph,
  saveWorkflow: (g: object) => saveWorkflow(g),
  getTableList: (q: object) => getTableList(q),
}));
const buildWorkbook = jest.fn();
jest.mock('./excel/workbook', () => ({ ...jest.requireActual('./excel/workbook'), buildWorkbook: () => buildWorkbook() }));
const navigate = jest.fn();
jest.mock('react-router', () => ({ ...jest.requireActual('react-router'), useNavigate: () => navigate }));

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
const helpOf = (id: string) => input(id).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? null;

beforeEach(() => jest.clearAllMocks());

describe('动态 Meta', () => {
  it('keeps 应用 enabled and says on the field that a blank title is missing, until a title is typed', () => {
    show(<DynamicMeta />);
    expect(input('meta-apply')).toHaveProperty('disabled', false);
    type('meta-title', '   ');
    fireEvent.click(input('meta-apply'));
    expect(helpOf('meta-title')).toBe('请输入新标题');
    type('meta-title', '新');
    expect(helpOf('meta-title')).toBe('1/20');
    fireEvent.click(input('meta-apply'));
    expect(helpOf('meta-title')).toBe('1/20');
  });
});

describe('工作流', () => {
  it('keeps 保存 enabled with a blank node, selects it and says on the field that its name is missing, and saves once it has one', async () => {
    show(<Workflow />);
    await screen.findByTestId('workflow-node-node-2');
    fireEvent.focus(screen.getByTestId('workflow-node-node-2'));
    await waitFor(() => expect(input('workflow-text').value).toBe('审核'));
    type('workflow-text', ' ');
    fireEvent.focus(screen.getByTestId('workflow-node-node-1'));
    await waitFor(() => expect(input('workflow-text').value).toBe('开始'));
    expect(input('workflow-save')).toHaveProperty('disabled', false);
    fireEvent.click(input('workflow-save'));
    await waitFor(() => expect(input('workflow-text').value).toBe(' '));
    expect(helpOf('workflow-text')).toBe('名称不能为空');
    expect(saveWorkflow).not.toHaveBeenCalled();
    type('workflow-text', '复核');
    await waitFor(() => expect(input('workflow-save')).toHaveProperty('disabled', false));
    fireEvent.click(input('workflow-save'));
    await waitFor(() => expect(saveWorkflow).toHaveBeenCalledTimes(1));
  });
});

describe('Excel 导出', () => {
  it('keeps 导出 enabled with a blank file name and says on the field that it is missing, building nothing', async () => {
    show(<ExcelExport mode="all" />);
    await waitFor(() => expect(getTableList).toHaveBeenCalled());
    expect(helpOf('excel-name')).not.toBe('请输入文件名');
    type('excel-name', '  ');
    await waitFor(() => expect(input('excel-export')).toHaveProperty('disabled', false));
    fireEvent.click(input('excel-export'));
    expect(helpOf('excel-name')).toBe('请输入文件名');
    expect(buildWorkbook).not.toHaveBeenCalled();
    type('excel-name', '表');
    expect(helpOf('excel-name')).not.toBe('请输入文件名');
  });
});

describe('内嵌页面搜索', () => {
  it('says on the field that the text is missing, and opens nothing', () => {
    show(<IframeSearch />);
    type('iframe-search', ' ');
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(helpOf('iframe-search')).toBe('请输入网址或关键词');
    expect(navigate).not.toHaveBeenCalled();
    type('iframe-search', 'example.com');
    expect(helpOf('iframe-search')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
