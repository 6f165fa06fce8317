/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/zh-cn';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { PersonDetail } from '@/lib/contracts/person';
import { messages } from '@/components/testing/messages';
import KeyChangeDialog from './KeyChangeDialog';

jest.mock('@/lib/client/api/codes', () => ({
  codeKeys: { lists: (names: readonly string[]) => ['codes', ...names] },
  getCodeLists: async () => ({}),
}));
// What the dialog files once its form is right: here, the lines it would file.
jest.mock('./FileFilingDialog', () => ({
  __esModule: true,
  default: ({ lines }: { lines: object[] }) => <output data-testid="filing-lines">{JSON.stringify(lines)}</output>,
}));

const PERSON = {
  id: 11, name: '顾晓彤', idType: '01', idNumber: '330502********002X', gender: '2', birthDate: '1994-05-20', workStartDate: '2016-08-01',
  unitEntryDate: '2016-08-01', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', education: '21', degree: null,
  titleLevel: null, workerSkill: null, histories: { educations: [], resumes: [] },
} as unknown as PersonDetail;

function show(initialChanges: Record<string, string | null>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn">
          <QueryClientProvider client={client}>
            <KeyChangeDialog person={PERSON} initialChanges={initialChanges} contact={{ name: '吴志强', phone: '13705721188' }} onClose={jest.fn()} />
          </QueryClientProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const reason = () => screen.getByTestId('change-reason') as HTMLTextAreaElement;
/** Whether MUI marks the field invalid, and the help text it ties to it (aria-describedby). */
const helpOf = (input: HTMLElement) => [input.getAttribute('aria-invalid'), document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null];

describe('变更关键信息', () => {
  it('marks the missing reason of a file-backed change on its field, and files the change once it is given', () => {
    show({ workStartDate: '2016-09-01' });
    expect(helpOf(reason())[0]).toBe('false');
    fireEvent.click(screen.getByTestId('key-change-next'));
    expect(helpOf(reason())).toEqual(['true', '变更出生日期、参加工作时间或学历须填写变更原因，并在检查后上传“档案材料”']);
    expect(screen.queryByTestId('key-change-error')).toBeNull();
    fireEvent.change(reason(), { target: { value: ' 档案核实 ' } });
    expect(helpOf(reason())[0]).toBe('false');
    fireEvent.click(screen.getByTestId('key-change-next'));
    expect(JSON.parse(screen.getByTestId('filing-lines').textContent!)).toEqual([
      { personId: 11, payload: { op: 'CHANGE', changes: { workStartDate: '2016-09-01' }, reason: '档案核实' } },
    ]);
  });

  it('says a form that changes nothing needs a change, and takes a change that needs no reason', () => {
    show({});
    fireEvent.click(screen.getByTestId('key-change-next'));
    expect(screen.getByTestId('key-change-error').textContent).toBe('请至少修改一项关键信息');
    expect(helpOf(reason())[0]).toBe('false');
    fireEvent.change(screen.getByTestId('change-name'), { target: { value: '顾晓桐' } });
    expect(screen.queryByTestId('key-change-error')).toBeNull();
    fireEvent.click(screen.getByTestId('key-change-next'));
    expect(JSON.parse(screen.getByTestId('filing-lines').textContent!)).toEqual([{ personId: 11, payload: { op: 'CHANGE', changes: { name: '顾晓桐' } } }]);
  });
});
