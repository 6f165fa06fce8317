/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import { codeKeys } from '@/lib/client/api/codes';
import { filingKeys } from '@/lib/client/api/filing';
import { messages } from '@/components/testing/messages';
import { useMessageStore } from '@/lib/client/stores/messages';
import { FIELD_CODE_LIST_NAMES } from './fieldFormat';
import FilingActionBar from './FilingActionBar';

const fetchMock = jest.fn();
const answer = (code: number, msg: string, data: unknown) => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });
const sent = (n = 0) => JSON.parse(fetchMock.mock.calls[n][1].body as string);
const toasts = () => useMessageStore.getState().queue.map((m) => `${m.kind}:${m.text}`);

const filing = {
  id: 7, version: 3, status: 'PENDING_ZG', route: 'ZG_RSJ', filingType: 'PERSON_INFO', allowedActions: ['ZG_APPROVE', 'ZG_RETURN'],
  lines: [{ lineNo: 1, personId: 11, payload: { op: 'NEW' } }], linePersons: { 11: { name: '沈佳怡' } },
} as unknown as FilingDetail;

function renderBar(f: FilingDetail = filing) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The page has its code lists by the time a dialog names fields and levels.
  client.setQueryData(codeKeys.lists(FIELD_CODE_LIST_NAMES), {});
  const onFindings = jest.fn();
  const { unmount } = render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}>
        <FilingActionBar filing={f} onFindings={onFindings} onDeleted={jest.fn()} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { client, onFindings, unmount };
}

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  useMessageStore.getState().clear();
});

describe('FilingActionBar', () => {
  it('shows exactly the allowed actions', () => {
    renderBar();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['审核通过', '退回']);
  });

  it('shows no action bar to a reader the server allows none (the bureau reading a filing at the competent authority)', () => {
    renderBar({ ...filing, allowedActions: [] } as FilingDetail);
    expect(screen.queryByTestId('filing-actions')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('refuses a short return opinion before sending, and keeps what was typed when the server refuses', async () => {
    renderBar();
    fireEvent.click(screen.getByTestId('action-ZG_RETURN'));
    fireEvent.change(screen.getByTestId('review-opinion'), { target: { value: '不行' } });
    fireEvent.click(screen.getByTestId('review-confirm'));
    expect(await screen.findByText('退回意见不能少于 5 个字')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(answer(422, '该业务不在主管部门审核环节', null));
    fireEvent.change(screen.getByTestId('review-opinion'), { target: { value: '请补充学历证明材料' } });
    fireEvent.click(screen.getByTestId('review-confirm'));
    expect((await screen.findByTestId('review-error')).textContent).toBe('该业务不在主管部门审核环节');
    expect((screen.getByTestId('review-opinion') as HTMLTextAreaElement).value).toBe('请补充学历证明材料');
    expect(sent()).toMatchObject({ id: 7, version: 3, action: 'ZG_RETURN', opinion: '请补充学历证明材料', lineIssues: [] });
  });

  it('sends the version it read, and on a conflict says so and reloads the filing', async () => {
    const { client } = renderBar();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    fetchMock.mockResolvedValueOnce(answer(409, '数据已被他人修改，请刷新后重试', null));
    fireEvent.click(screen.getByTestId('action-ZG_APPROVE'));
    fireEvent.click(screen.getByTestId('review-confirm'));
    await waitFor(() => expect(toasts()).toEqual(['warning:数据已被他人修改，已为您重新加载，请核对后再操作']));
    expect(sent()).toMatchObject({ id: 7, version: 3, action: 'ZG_APPROVE' });
    expect(sent().opinion).toBeUndefined();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: filingKeys.detail(7) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: filingKeys.lists() });
  });

  it('asks for each warning to be acknowledged and resubmits with their codes', async () => {
    const draft = { ...filing, status: 'DRAFT', allowedActions: ['EDIT', 'SUBMIT', 'VOID', 'DELETE'] } as unknown as FilingDetail;
    const warning = { code: 'R-USCC-02', level: 'WARN', message: '事业单位信用代码通常以12开头，请确认', field: 'header.unit.uscc' };
    const { onFindings } = renderBar(draft);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['提交', '作废', '删除']);
    fetchMock
      .mockResolvedValueOnce(answer(422, '请确认提示后再提交', { violations: [warning], needsAcknowledgement: ['R-USCC-02'] }))
      .mockResolvedValueOnce(answer(200, 'success', { ...draft, status: 'PENDING_ZG', version: 4 }));
    fireEvent.click(screen.getByTestId('action-SUBMIT'));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    const confirm = await screen.findByTestId('ack-confirm');
    // The warning is listed once: in the acknowledgement, not also among the page's findings.
    expect(onFindings).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('dialog').textContent).toContain('单位信息 › 统一社会信用代码：事业单位信用代码通常以12开头，请确认');
    expect(screen.getByRole('dialog').textContent).not.toContain('R-USCC-02');
    expect(screen.getByRole('dialog').querySelector('[data-testid="finding-code"]')!.getAttribute('aria-label')).toBe('规则 R-USCC-02');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts()).toEqual(['success:已提交，等待主管部门审核']));
    expect(sent(1)).toMatchObject({ action: 'SUBMIT', version: 3, ackWarnings: ['R-USCC-02'] });
    expect(onFindings).toHaveBeenLastCalledWith(null);
  });

  it('puts the warnings back among the findings when the acknowledgement is left, beside the other findings', async () => {
    const draft = { ...filing, status: 'DRAFT', allowedActions: ['SUBMIT'] } as unknown as FilingDetail;
    const warning = { code: 'R-USCC-02', level: 'WARN', message: '事业单位信用代码通常以12开头，请确认', field: 'header.unit.uscc' };
    const other = { code: 'R-GW-04', level: 'WARN', message: '高级岗位占比超过控制目标' };
    const { onFindings } = renderBar(draft);
    fetchMock.mockResolvedValueOnce(answer(422, '请确认提示后再提交', { violations: [warning, other], needsAcknowledgement: ['R-USCC-02'] }));
    fireEvent.click(screen.getByTestId('action-SUBMIT'));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await screen.findByTestId('ack-confirm');
    expect(onFindings).toHaveBeenLastCalledWith([other]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('ack-confirm')).toBeNull());
    expect(onFindings).toHaveBeenLastCalledWith([warning, other]);
  });

  it('says an approval type is approved, the others filed', async () => {
    for (const [filingType, word] of [['POST_SETTING', '已核准'], ['PERSON_INFO', '已备案']]) {
      useMessageStore.getState().clear();
      const pending = { ...filing, filingType, status: 'PENDING_RSJ', allowedActions: ['RSJ_APPROVE'] } as unknown as FilingDetail;
      const { unmount } = renderBar(pending);
      fetchMock.mockResolvedValueOnce(answer(200, 'success', { ...pending, status: 'APPROVED', version: 4 }));
      fireEvent.click(screen.getByTestId('action-RSJ_APPROVE'));
      fireEvent.click(screen.getByTestId('review-confirm'));
      await waitFor(() => expect(toasts()).toEqual([`success:已审核通过，业务${word}`]));
      unmount();
    }
  });
});
