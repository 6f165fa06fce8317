/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import EstabConversionEditor from './EstabConversionEditor';

// The person API module also holds the file endpoints, whose contracts need a Response jsdom lacks: the picker's two names suffice.
jest.mock('@/lib/client/api/person', () => ({
  personKeys: { list: (q: unknown) => ['person', 'list', q] },
  getPersonList: async () => ({ list: [contractor, locked], total: 2 }),
}));

const fetchMock = jest.fn();
const ok = (data: unknown) => ({ status: 200, text: async () => JSON.stringify({ code: 200, msg: 'success', data }) });
const contractor = {
  id: 41, unitId: 3, unitName: '湖州市中心医院', name: '陈丽', idNumber: '330502********1234', gender: '2', birthDate: '1995-04-02', age: 31,
  education: '21', deptName: null, estabStatus: 'OUT', estabType: null, postCategory: null, postLevel: null, personStatus: 'ON_DUTY',
  recordStatus: 'FILED', lockFilingId: null, version: 1, allowedActions: [],
};
const locked = { ...contractor, id: 42, name: '王芳', lockFilingId: 99 };
const codes = {
  estabStatus: [{ code: 'IN', zh: '在编', en: 'In', selectable: true }, { code: 'OUT', zh: '编外', en: 'Out', selectable: true }],
  estabType: [{ code: 'INST', zh: '事业编制', en: 'Institution', selectable: true }],
  outEmployForm: [], postCategory: [], postLevel: [], personStatus: [],
};

function answerFor(url: string, body: unknown) {
  if (url.endsWith('/Code/getLists')) return ok({ lists: codes });
  if (url.endsWith('/Company/getInfo')) return ok({ unit: { contactName: '吴志强', contactPhone: '13705721188' } });
  if (url.endsWith('/Filing/create')) return ok({ ...(body as object), id: 5, version: 1, violations: [], allowedActions: ['EDIT', 'SUBMIT'] });
  if (url.endsWith('/Attachment/getList')) return ok({ list: [], required: [] });
  return ok({ id: 5, version: 2, violations: [], allowedActions: [] });
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(init.body as string));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => answerFor(url, JSON.parse((init.body as string) || '{}')));
});

function renderEditor(onClose = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <EstabConversionEditor onClose={onClose} />
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
  return onClose;
}

describe('EstabConversionEditor', () => {
  it('marks the missing reason and persons without sending anything', async () => {
    renderEditor();
    fireEvent.click(screen.getByTestId('filing-submit'));
    expect(await screen.findByText('转换事由不能少于 5 个字')).toBeTruthy();
    expect(screen.getByText('请至少添加一名转换人员')).toBeTruthy();
    expect(calls('/Filing/create')).toEqual([]);
  });

  it('adds a picked person, refuses a locked one, and files the line with its before and after', async () => {
    const onClose = renderEditor();
    fireEvent.change(screen.getByTestId('field-reason'), { target: { value: '编外护士经公开招聘转入事业编制' } });
    const picker = screen.getByTestId('person-picker');
    fireEvent.mouseDown(picker);
    const option = await screen.findByTestId('pick-41');
    expect(screen.getByTestId('pick-42').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('pick-42').textContent).toContain('在途业务中');
    fireEvent.click(option);
    const line = await screen.findByTestId('conversion-line-0');
    expect(within(line).getByText(/现为：编外/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('filing-submit'));
    expect(await screen.findByText('请填写依据文件')).toBeTruthy();
    expect(screen.getByText('请选择生效日期')).toBeTruthy();
    fireEvent.change(screen.getByTestId('line-0-basisDoc'), { target: { value: '湖中医〔2026〕21号' } });
    fireEvent.change(screen.getByTestId('line-0-effectiveDate'), { target: { value: '2026-10-08' } });
    fireEvent.click(screen.getByTestId('filing-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [created] = calls('/Filing/create');
    expect(created).toMatchObject({
      filingType: 'ESTAB_CONVERSION', header: { reason: '编外护士经公开招聘转入事业编制' }, contactName: '吴志强',
      lines: [{
        personId: 41,
        payload: {
          fromEstabStatus: 'OUT', fromEstabType: null, toEstabStatus: 'IN', toEstabType: 'INST', toOutEmployForm: null, toCategory: null,
          toLevel: null, basisDoc: '湖中医〔2026〕21号', effectiveDate: '2026-10-08',
        },
      }],
    });
    expect(calls('/Filing/act')).toEqual([expect.objectContaining({ id: 5, action: 'SUBMIT' })]);
  });
});
