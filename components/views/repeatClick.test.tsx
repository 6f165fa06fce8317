/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/zh-cn';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail, PersonListItem } from '@/lib/contracts/person';
import { messages } from '@/components/testing/messages';
import { useMessageStore } from '@/lib/client/stores/messages';
import FilingActionBar from './check/FilingActionBar';
import FilingEditorDialog, { type FilingContent } from './filing/FilingEditorDialog';
import PersonDialogs from './company/person/PersonDialogs';
import PersonForm from './company/person/PersonForm';

/**
 * Spec §5 repeat-click guard on real screens: a triple click on a writing button sends one request; once its answer
 * is in, a further click sends again. Each write is held until the test answers it, as a slow network would.
 */

interface Held {
  path: string;
  body: Record<string, unknown>;
  answer(code: number, msg: string, data: unknown): Promise<void>;
}

const fetchMock = jest.fn();
let held: Held[] = [];
const reply = (code: number, msg: string, data: unknown) => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });
const sent = (path: string) => held.filter((h) => h.path === path);
const toasts = () => useMessageStore.getState().queue.map((m) => `${m.kind}:${m.text}`);

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(async () => {
  // Nothing is left waiting on an answer (or on the client's request timer) when the test ends.
  for (const h of held) await h.answer(200, 'success', null);
});
beforeEach(() => {
  held = [];
  useMessageStore.getState().clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/Code/getLists') return Promise.resolve(reply(200, 'success', { lists: {} }));
    if (path === '/Attachment/getList') return Promise.resolve(reply(200, 'success', { list: [], required: [] }));
    return new Promise((resolve) => {
      held.push({
        path, body: JSON.parse((init.body as string | undefined) ?? 'null'),
        answer: (code, msg, data) => act(async () => resolve(reply(code, msg, data))),
      });
    });
  });
});

/**
 * Three clicks with no re-render in between, as a fast triple click can arrive; then time for whatever they started
 * (a mutation reaches fetch a few ticks later) to be sent.
 */
async function tripleClick(testId: string) {
  const button = screen.getByTestId(testId);
  act(() => {
    button.click();
    button.click();
    button.click();
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
const isDisabled = (testId: string) => (screen.getByTestId(testId) as HTMLButtonElement).disabled;

function renderScreen(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn">
          <QueryClientProvider client={client}>{ui}</QueryClientProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const filing = {
  id: 7, version: 3, status: 'PENDING_ZG', route: 'ZG_RSJ', filingType: 'PERSON_INFO', allowedActions: ['ZG_APPROVE', 'ZG_RETURN'],
  lines: [{ lineNo: 1, personId: 11, payload: { op: 'NEW' } }], linePersons: { 11: { name: '沈佳怡' } },
} as unknown as FilingDetail;
const bar = (f: FilingDetail) => <FilingActionBar filing={f} onFindings={jest.fn()} onDeleted={jest.fn()} />;

describe('a filing\'s actions', () => {
  it('approves once per click in the review dialog, and again after a refusal', async () => {
    renderScreen(bar(filing));
    fireEvent.click(screen.getByTestId('action-ZG_APPROVE'));
    await tripleClick('review-confirm');
    expect(sent('/Filing/act')).toHaveLength(1);
    expect(sent('/Filing/act')[0].body).toMatchObject({ id: 7, version: 3, action: 'ZG_APPROVE' });
    expect(isDisabled('review-confirm')).toBe(true);

    await sent('/Filing/act')[0].answer(422, '该业务不在主管部门审核环节', null);
    expect(screen.getByTestId('review-error').textContent).toBe('该业务不在主管部门审核环节');
    expect(isDisabled('review-confirm')).toBe(false);
    await tripleClick('review-confirm');
    expect(sent('/Filing/act')).toHaveLength(2);
  });

  it('submits once per click, and acknowledges the warnings once per click', async () => {
    const draft = { ...filing, status: 'DRAFT', allowedActions: ['EDIT', 'SUBMIT', 'VOID', 'DELETE'] } as unknown as FilingDetail;
    const warning = { code: 'R-USCC-02', level: 'WARN', message: '事业单位信用代码通常以12开头，请确认', field: 'header.unit.uscc' };
    renderScreen(bar(draft));
    fireEvent.click(screen.getByTestId('action-SUBMIT'));
    await tripleClick('confirm-ok');
    expect(sent('/Filing/act')).toHaveLength(1);
    expect(sent('/Filing/act')[0].body).toMatchObject({ action: 'SUBMIT', ackWarnings: [] });

    await sent('/Filing/act')[0].answer(422, '请确认提示后再提交', { violations: [warning], needsAcknowledgement: ['R-USCC-02'] });
    fireEvent.click(screen.getByRole('checkbox'));
    await tripleClick('ack-confirm');
    expect(sent('/Filing/act')).toHaveLength(2);
    expect(sent('/Filing/act')[1].body).toMatchObject({ action: 'SUBMIT', ackWarnings: ['R-USCC-02'] });

    await sent('/Filing/act')[1].answer(200, 'success', { ...draft, status: 'PENDING_ZG', version: 4 });
    expect(toasts()).toEqual(['success:已提交，等待主管部门审核']);
  });
});

describe('a filing form', () => {
  it('creates its draft once per click of 保存草稿, and submits once per click of 提交', async () => {
    const onClose = jest.fn();
    const content = (): FilingContent => ({ header: { reason: '编制调整' }, lines: [{ personId: 41, payload: { op: 'NEW' } }] } as unknown as FilingContent);
    renderScreen(
      <FilingEditorDialog
        filingType="PERSON_INFO" title="人员信息备案" contact={{ contactName: '吴志强', contactPhone: '13705721188' }} content={content} onClose={onClose}
      >
        <div />
      </FilingEditorDialog>,
    );
    await tripleClick('filing-save');
    expect(sent('/Filing/create')).toHaveLength(1);
    // Save and submit share the guard: neither goes out while the other waits for its answer.
    await tripleClick('filing-submit');
    expect(held).toHaveLength(1);

    const draft = { id: 5, version: 1, filingType: 'PERSON_INFO', status: 'DRAFT', violations: [], allowedActions: ['EDIT', 'SUBMIT'] };
    await sent('/Filing/create')[0].answer(200, 'success', draft);
    expect(toasts()).toEqual(['success:草稿已保存']);

    await tripleClick('filing-submit');
    expect(sent('/Filing/update')).toHaveLength(1);
    expect(sent('/Filing/update')[0].body).toMatchObject({ id: 5, version: 1, contactName: '吴志强' });
    await sent('/Filing/update')[0].answer(200, 'success', { ...draft, version: 2 });
    expect(sent('/Filing/act')).toHaveLength(1);
    expect(sent('/Filing/act')[0].body).toMatchObject({ id: 5, version: 2, action: 'SUBMIT' });
    await sent('/Filing/act')[0].answer(200, 'success', { ...draft, version: 3, status: 'PENDING_ZG' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent('/Filing/create')).toHaveLength(1);
  });
});

const person = {
  id: 9, version: 2, unitId: 3, recordStatus: 'DRAFT', lockFilingId: null, allowedActions: ['EDIT', 'DELETE'],
  name: '顾晓彤', idType: '01', idNumber: '330502********0028', gender: '2', birthDate: '1994-05-20', ethnicity: '01', politicalStatus: '13',
  education: '21', graduateSchool: '湖州师范学院', major: '数学', workStartDate: '2016-08-01', unitEntryDate: '2016-08-01',
  entryMethod: 'OPEN_RECRUIT', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', appointDate: '2017-08-01',
  contractType: 'TO_RETIRE', contractStart: '2016-08-01', personStatus: 'ON_DUTY', dualPost: false,
  histories: { educations: [], resumes: [] },
} as unknown as PersonDetail;

describe('a person', () => {
  it('is saved once per click of the form\'s save, and again after the answer', async () => {
    const onSaved = jest.fn();
    renderScreen(
      <PersonForm person={person} unitCategory="PUBLIC_INST" onClose={jest.fn()} onSaved={onSaved} onFileChange={jest.fn()} onReload={jest.fn()} />,
    );
    await tripleClick('person-save');
    expect(sent('/Person/update')).toHaveLength(1);
    expect(sent('/Person/update')[0].body).toMatchObject({ id: 9, version: 2, name: '顾晓彤' });
    expect(isDisabled('person-save')).toBe(true);

    await sent('/Person/update')[0].answer(500, '服务器繁忙', null);
    expect(onSaved).not.toHaveBeenCalled();
    expect(isDisabled('person-save')).toBe(false);
    await tripleClick('person-save');
    expect(sent('/Person/update')).toHaveLength(2);
    await sent('/Person/update')[1].answer(200, 'success', { ...person, version: 3 });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('is deleted once per click of the confirmation', async () => {
    const row = { id: 9, version: 2, name: '顾晓彤' } as unknown as PersonListItem;
    const onDeleted = jest.fn();
    renderScreen(
      <PersonDialogs
        state={{ kind: 'delete', person: row }} unit={null}
        onChange={jest.fn()} onChanged={jest.fn()} onFiled={jest.fn()} onDeleted={onDeleted}
      />,
    );
    await tripleClick('confirm-ok');
    expect(sent('/Person/delete')).toHaveLength(1);
    expect(sent('/Person/delete')[0].body).toEqual({ id: 9, version: 2 });
    expect(isDisabled('confirm-ok')).toBe(true);

    await sent('/Person/delete')[0].answer(409, '数据已被他人修改，请刷新后重试', null);
    expect(onDeleted).not.toHaveBeenCalled();
    // The list's own handler closes the dialog; here it stays, so a further click shows the guard has let go.
    expect(isDisabled('confirm-ok')).toBe(false);
    await tripleClick('confirm-ok');
    expect(sent('/Person/delete')).toHaveLength(2);
    await sent('/Person/delete')[1].answer(200, 'success', null);
    expect(onDeleted).toHaveBeenCalledWith(9);
  });
});
