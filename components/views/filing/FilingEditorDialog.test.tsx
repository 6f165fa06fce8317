/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Violation } from '@/lib/contracts/filing';
import { mockApi, ok, reply } from '@/components/testing/fetchMock';
import { messages } from '@/components/testing/messages';
import EditorFindingList from './EditorFindingList';
import FilingEditorDialog, { type FilingContent } from './FilingEditorDialog';

/** The findings of a filing editor: sentences naming the line by its person, the rule code in a tooltip, a warning shown once. */

const lineError: Violation = { code: 'R-GEN-01', level: 'ERROR', field: 'lines[0].changes', message: '第 1 行：请填写要变更的关键信息' };
const lineWarn: Violation = { code: 'R-ID-09', level: 'WARN', field: 'lines[0].payload.birthDate', message: '第 1 行 沈佳怡：年龄已超过 60 周岁，请确认' };
const headerWarn: Violation = { code: 'R-USCC-02', level: 'WARN', field: 'header.uscc', message: '事业单位信用代码通常以12开头，请确认' };

const detail = (version: number, violations: Violation[]) => ({
  id: 5, version, filingType: 'PERSON_INFO', status: 'DRAFT', allowedActions: ['EDIT', 'SUBMIT'], violations,
  lines: [{ lineNo: 1, personId: 11, payload: { op: 'CHANGE' } }], linePersons: { 11: { name: '沈佳怡' } },
});

/** What the server answers, in order, to each save and submission. */
let saves: unknown[] = [];
let acts: [number, string, unknown][] = [];

mockApi((path) => {
  if (path === '/Code/getLists') return ok({ lists: {} });
  if (path === '/Attachment/getList') return ok({ list: [], required: [] });
  if (path === '/Filing/create' || path === '/Filing/update') return ok(saves.shift());
  if (path === '/Filing/act') return reply(...acts.shift()!);
});

const content = (): FilingContent => ({ header: {}, lines: [{ personId: 11, payload: { op: 'CHANGE' } }] } as unknown as FilingContent);

function renderEditor(locale: 'zh' | 'en' = 'zh', live: Violation[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <FilingEditorDialog
            filingType="PERSON_INFO" title="人员信息备案" contact={{ contactName: '吴志强', contactPhone: '13705721188' }} content={content}
            onClose={jest.fn()} liveFindings={live}
          >
            <EditorFindingList violations={live} testId="live-findings" />
          </FilingEditorDialog>
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const box = () => screen.getByTestId('filing-editor-findings');
const items = (within_: HTMLElement) => within(within_).getAllByTestId('finding');
const sentences = (el: HTMLElement) => items(el).map((i) => i.querySelector('.MuiAlert-message')!.textContent);

async function click(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
}

describe('FilingEditorDialog findings', () => {
  it('reads each finding of a save as a sentence naming the line by its person, the code only in a tooltip', async () => {
    saves = [detail(1, [lineError, headerWarn])];
    renderEditor();
    await click('filing-save');
    await waitFor(() => expect(box()).toBeTruthy());
    expect(sentences(box())).toEqual(['沈佳怡 › 变更内容：请填写要变更的关键信息', '统一社会信用代码：事业单位信用代码通常以12开头，请确认']);
    expect(items(box()).map((i) => [i.dataset.code, i.dataset.level])).toEqual([['R-GEN-01', 'ERROR'], ['R-USCC-02', 'WARN']]);
    expect(box().textContent).not.toMatch(/R-[A-Z]+-\d+|第 1 行/);
    const hint = within(items(box())[1]).getByTestId('finding-code');
    expect([hint.tabIndex, hint.getAttribute('aria-label')]).toEqual([0, '规则 R-USCC-02']);
    act(() => hint.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('规则 R-USCC-02');
  });

  it('shows a warning once: in the acknowledgement, named by person there, and back in the list when it is closed', async () => {
    saves = [detail(1, [lineWarn, headerWarn]), detail(2, [lineWarn, headerWarn])];
    acts = [[422, '请确认提示后再提交', { violations: [lineWarn, headerWarn], needsAcknowledgement: ['R-ID-09', 'R-USCC-02'] }]];
    renderEditor();
    await click('filing-save');
    await waitFor(() => expect(items(box())).toHaveLength(2));

    await click('filing-submit');
    const dialog = await screen.findByRole('dialog', { name: '请确认以下提示' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(dialog.textContent).toContain('沈佳怡 › 出生日期：年龄已超过 60 周岁，请确认');
    expect(screen.queryByTestId('filing-editor-findings')).toBeNull();
    expect(screen.getAllByText(/年龄已超过 60 周岁/)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '请确认以下提示' })).toBeNull());
    expect(items(box()).map((i) => i.dataset.code)).toEqual(['R-ID-09', 'R-USCC-02']);
  });

  it('leaves out of the save\'s list what the form shows live, and a live warning steps aside while it is acknowledged', async () => {
    saves = [detail(1, [lineError, headerWarn]), detail(2, [headerWarn])];
    acts = [[422, '请确认提示后再提交', { violations: [headerWarn], needsAcknowledgement: ['R-USCC-02'] }]];
    renderEditor('zh', [headerWarn]);
    expect(items(screen.getByTestId('live-findings')).map((i) => i.dataset.code)).toEqual(['R-USCC-02']);
    await click('filing-save');
    await waitFor(() => expect(items(box()).map((i) => i.dataset.code)).toEqual(['R-GEN-01']));

    await click('filing-submit');
    await screen.findByRole('dialog', { name: '请确认以下提示' });
    expect(screen.queryByTestId('live-findings')).toBeNull();
    expect(screen.getAllByText(/事业单位信用代码通常以12开头/)).toHaveLength(1);
  });

  it('says the same in English', async () => {
    saves = [detail(1, [{ ...lineError, message: 'Line 1: fill in the key fields to change' }])];
    renderEditor('en');
    await click('filing-save');
    await waitFor(() => expect(sentences(box())).toEqual(['沈佳怡 › Changes: Fill in the key fields to change']));
    expect(within(items(box())[0]).getByTestId('finding-code').getAttribute('aria-label')).toBe('Rule R-GEN-01');
    expect(within(items(box())[0]).getByRole('img', { name: 'Error' })).toBeTruthy();
  });
});
