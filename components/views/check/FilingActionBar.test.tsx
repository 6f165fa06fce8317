/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import { filingKeys } from '@/lib/client/api/filing';
import { messages } from '@/lib/client/i18n';
import { useMessageStore } from '@/lib/client/stores/messages';
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
  const onFindings = jest.fn();
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <QueryClientProvider client={client}>
        <FilingActionBar filing={f} onFindings={onFindings} onDeleted={jest.fn()} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { client, onFindings };
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
    expect(onFindings).toHaveBeenCalledWith([warning]);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts()).toEqual(['success:已提交，等待主管部门审核']));
    expect(sent(1)).toMatchObject({ action: 'SUBMIT', version: 3, ackWarnings: ['R-USCC-02'] });
  });
});
