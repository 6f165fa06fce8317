/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, useLocation } from 'react-router';
import { messages } from '@/components/testing/messages';
import { useAclStore } from '@/lib/client/stores/acl';
import OpenRecruitmentPlan from './OpenRecruitmentPlan';

const UNITS = [{ id: 7, unitName: '湖州市第一中学' }, { id: 9, unitName: '织里实验小学' }];
const room = { estabType: 'INST', approved: 150, actual: 111, approvedNotArrived: 1, inTransit: 0, vacancy: 38, reservedByPlans: 3, available: 35 };

const getRecruitQuota = jest.fn(async (_unitId?: number) => [room]);
jest.mock('@/lib/client/api/recruit', () => ({
  recruitKeys: { all: ['recruit'], quota: (unitId?: number) => ['recruit', 'quota', unitId ?? 'own'] },
  getRecruitQuota: (unitId?: number) => getRecruitQuota(unitId),
}));
jest.mock('@/lib/client/api/company', () => ({
  companyKeys: { all: ['company'], info: (unitId?: number) => ['company', 'info', unitId ?? 'own'] },
  getCompanyInfo: async (unitId: number) => ({ unit: { id: unitId, unitName: UNITS.find((u) => u.id === unitId)!.unitName } }),
}));
jest.mock('@/lib/client/api/user', () => ({
  accountKeys: { all: ['account'], companies: (k: string) => ['account', 'companies', k] },
  getCompanyOptions: async () => ({ list: UNITS, total: UNITS.length }),
}));
jest.mock('@/lib/client/api/codes', () => ({
  codeKeys: { lists: (names: readonly string[]) => ['codes', ...names] },
  getCodeLists: async () => ({ estabType: [{ code: 'INST', zh: '事业编制', en: 'Public institution establishment' }] }),
}));
// The list is FilingList's (its unit filter comes from the same ?unitId=); here, what the page asks of it.
jest.mock('@/components/views/check/FilingList', () => ({
  __esModule: true,
  default: ({ preset }: { preset: object }) => <div data-testid="filing-list-stub">{JSON.stringify(preset)}</div>,
}));

function Address() {
  const l = useLocation();
  return <output data-testid="address">{`${l.pathname}${l.search}`}</output>;
}

function show(at: string, role: string) {
  act(() => useAclStore.setState({ admin: role === 'admin', role: [role] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[at]}><OpenRecruitmentPlan /><Address /></MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => getRecruitQuota.mockClear());

describe('公开招聘计划 for the admin, who has no unit of its own', () => {
  it('asks for a unit instead of failing, and calls nothing until one is chosen', async () => {
    show('/recruit/openRecruitmentPlan', 'admin');
    expect(screen.getByTestId('unit-picker-empty').textContent).toContain('请选择单位');
    await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
    expect(getRecruitQuota).not.toHaveBeenCalled();
    expect(screen.queryByTestId('filing-list-stub')).toBeNull();
    expect(screen.queryByTestId('new-RECRUIT_PLAN')).toBeNull();
  });

  it("keeps the chosen unit in the address and reads its room for recruitment and its plans, without the unit's new plan", async () => {
    show('/recruit/openRecruitmentPlan', 'admin');
    fireEvent.mouseDown(screen.getByTestId('unit-picker-input'));
    fireEvent.click(await screen.findByRole('option', { name: '湖州市第一中学' }));
    await waitFor(() => expect(getRecruitQuota).toHaveBeenCalledWith(7));
    expect(screen.getByTestId('address').textContent).toBe('/recruit/openRecruitmentPlan?unitId=7');
    expect((await screen.findByTestId('recruit-quota-INST')).textContent).toContain('35');
    expect(JSON.parse(screen.getByTestId('filing-list-stub').textContent!)).toEqual({ box: 'all', types: ['RECRUIT_PLAN'] });
    expect(screen.getByTestId('recruit-plan-read-only').textContent).toContain('管理员只能查看');
    expect(screen.queryByTestId('new-RECRUIT_PLAN')).toBeNull();
  });

  it('opens the unit the address names, and names it in the picker', async () => {
    show('/recruit/openRecruitmentPlan?unitId=9', 'admin');
    await waitFor(() => expect(getRecruitQuota).toHaveBeenCalledWith(9));
    await waitFor(() => expect(screen.getByTestId('unit-picker-input')).toHaveProperty('value', '织里实验小学'));
  });
});

describe('公开招聘计划 for a base unit', () => {
  it('lists its own plans with the new plan button, whatever the address names', async () => {
    show('/recruit/openRecruitmentPlan?unitId=9', 'jc');
    expect(screen.getByTestId('new-RECRUIT_PLAN')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('filing-list-stub').textContent!)).toEqual({ box: 'mine', types: ['RECRUIT_PLAN'] });
    expect(screen.queryByTestId('unit-picker')).toBeNull();
  });
});
