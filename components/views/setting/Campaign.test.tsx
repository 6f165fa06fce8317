/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter } from 'react-router';
import type { CampaignItem } from '@/lib/contracts/campaign';
import { useAclStore } from '@/lib/client/stores/acl';
import { messages } from '@/components/testing/messages';
import Campaign from './Campaign';

const ours: CampaignItem = {
  id: 3, filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: '请按时上报', regionCode: '330500', regionName: '湖州市',
  editable: true, updatedAt: '2026-11-20 09:30:00', version: 1,
};
const above: CampaignItem = { ...ours, id: 2, filingType: 'POST_SETTING', deadline: '2026-11-15', note: null, regionCode: null, regionName: null, editable: false };

const getCampaigns = jest.fn(async (_q: unknown) => ({ list: [ours, above], total: 2 }));
const saveCampaign = jest.fn(async (_d: unknown) => ({ kind: 'done', data: ours }) as unknown);
const deleteCampaign = jest.fn(async (_c: unknown) => ({ kind: 'done', data: null }));
jest.mock('@/lib/client/api/campaign', () => ({
  campaignKeys: { all: ['campaign'], list: (q: unknown) => ['campaign', 'list', q] },
  getCampaigns: (q: unknown) => getCampaigns(q),
  saveCampaign: (d: unknown) => saveCampaign(d),
  deleteCampaign: (c: unknown) => deleteCampaign(c),
}));

const getDepartmentTree = jest.fn(async () => ({
  regions: [
    { code: '330000', name: '浙江省', level: 'PROVINCE', parentCode: null },
    { code: '330100', name: '杭州市', level: 'CITY', parentCode: '330000' },
    { code: '330500', name: '湖州市', level: 'CITY', parentCode: '330000' },
  ],
  competents: [],
}));
jest.mock('@/lib/client/api/department', () => ({
  departmentKeys: { tree: () => ['department', 'tree'] },
  getDepartmentTree: () => getDepartmentTree(),
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><MemoryRouter><Campaign /></MemoryRouter></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  act(() => useAclStore.getState().reset());
});

describe('上报任务', () => {
  it('lists the campaigns, offering edit and delete only on those the caller set, and deletes after asking', async () => {
    show();
    expect(await screen.findByText('2027-01-31')).toBeTruthy();
    expect(screen.getByText('全部区划')).toBeTruthy();
    expect(screen.getByText('上级设定')).toBeTruthy();
    expect(screen.queryByTestId('campaign-delete-2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '删除 2026 年年度考核上报' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定删除“2026 年年度考核上报”（截止 2027-01-31）吗/)).toBeTruthy();
    expect(deleteCampaign).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(deleteCampaign).toHaveBeenCalledWith(ours));
  });

  it('names every field out of bounds at once and sends nothing', async () => {
    show();
    fireEvent.click(await screen.findByTestId('campaign-add'));
    fireEvent.change(screen.getByTestId('campaign-year'), { target: { value: '1999' } });
    fireEvent.change(screen.getByTestId('campaign-note'), { target: { value: '说'.repeat(201) } });
    fireEvent.click(screen.getByTestId('campaign-save'));
    expect(await screen.findByText('年度应在 2000 至 2100 之间')).toBeTruthy();
    expect(screen.getByText('请选择截止日期')).toBeTruthy();
    expect(screen.getByText('说明不能超过 200 个字')).toBeTruthy();
    expect(saveCampaign).not.toHaveBeenCalled();
  });

  it('shows a refusal of the server under its field', async () => {
    saveCampaign.mockResolvedValueOnce({ kind: 'refused', code: 400, message: 'year: 该年度已有此类上报任务', data: { field: 'year' } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 2026 年年度考核上报' }));
    fireEvent.click(screen.getByTestId('campaign-save'));
    await waitFor(() => expect(saveCampaign).toHaveBeenCalledWith({
      id: 3, version: 1, filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: '请按时上报',
    }));
    expect(await screen.findByText('该年度已有此类上报任务')).toBeTruthy();
  });

  it("gives the bureau's dialog no region field: its campaigns are its own region's", async () => {
    show();
    fireEvent.click(await screen.findByTestId('campaign-add'));
    expect(screen.getByTestId('campaign-note')).toBeTruthy();
    expect(screen.queryByTestId('campaign-region')).toBeNull();
    expect(getDepartmentTree).not.toHaveBeenCalled();
  });

  describe("the admin's region field", () => {
    beforeEach(() => act(() => useAclStore.getState().setGrants(['admin'], [])));
    const choose = async (name: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '适用区划' }));
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
    };

    it('sets a new campaign for all regions by default and offers the regions of the region table', async () => {
      show();
      fireEvent.click(await screen.findByTestId('campaign-add'));
      expect(screen.getByRole('combobox', { name: '适用区划' }).textContent).toBe('全部区划');
      await waitFor(() => expect(getDepartmentTree).toHaveBeenCalled());
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '适用区划' }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
      expect(options).toEqual(['全部区划', '浙江省', '杭州市', '湖州市']);
    });

    it("shows an edited campaign's region and sends null once all regions are chosen", async () => {
      show();
      fireEvent.click(await screen.findByRole('button', { name: '编辑 2026 年年度考核上报' }));
      expect(screen.getByRole('combobox', { name: '适用区划' }).textContent).toBe('湖州市');
      await choose('全部区划');
      fireEvent.click(screen.getByTestId('campaign-save'));
      await waitFor(() => expect(saveCampaign).toHaveBeenCalledWith({
        id: 3, version: 1, filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: '请按时上报', regionCode: null,
      }));
    });

    it("sends the region chosen and shows the server's refusal of it under the field", async () => {
      saveCampaign.mockResolvedValueOnce({ kind: 'refused', code: 400, message: 'regionCode: 行政区划不存在', data: { field: 'regionCode' } });
      show();
      fireEvent.click(await screen.findByRole('button', { name: '编辑 2026 年年度考核上报' }));
      await waitFor(() => expect(getDepartmentTree).toHaveBeenCalled());
      await choose('杭州市');
      fireEvent.click(screen.getByTestId('campaign-save'));
      await waitFor(() => expect(saveCampaign).toHaveBeenCalledWith({
        id: 3, version: 1, filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: '请按时上报', regionCode: '330100',
      }));
      expect(await screen.findByText('行政区划不存在')).toBeTruthy();
    });
  });

  it('asks before dropping what was typed', async () => {
    show();
    fireEvent.click(await screen.findByTestId('campaign-add'));
    fireEvent.change(screen.getByTestId('campaign-note'), { target: { value: '新的说明' } });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByText('放弃未保存的修改？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(screen.queryByTestId('campaign-save')).toBeNull());
  });
});
