/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, useLocation } from 'react-router';
import type { CompanyView as Company } from '@/lib/contracts/unit';
import { messages } from '@/components/testing/messages';
import { useAclStore } from '@/lib/client/stores/acl';
import CompanyView from './CompanyView';

const UNITS = [{ id: 7, unitName: '湖州市第一中学' }, { id: 9, unitName: '织里实验小学' }];

const company = (id: number): Company => ({
  unit: {
    id, unitName: UNITS.find((u) => u.id === id)!.unitName, shortName: null, uscc: '12330500000000000X', unitCategory: 'INST', instClass: null,
    unitTier: 'CITY', unitRank: 'DEPT', affiliation: 'CITY', regionCode: '330500', regionName: '湖州市', fundingForm: 'FULL',
    mainPostType: null, estabDocNo: '湖编〔2020〕1号', estabDocDate: '2020-01-01', legalRep: null, contactName: '张三',
    contactPhone: '13800000000', address: null, postcode: null, competentDeptName: '湖州市教育局', unitStatus: 'NORMAL',
    recordStatus: 'FILED', companyType: 'INST', version: 1,
  },
  establishment: null,
  quota: [],
  pendingFilingId: null,
});

const getCompanyInfo = jest.fn(async (unitId?: number) => company(unitId ?? 7));
jest.mock('@/lib/client/api/company', () => ({
  companyKeys: { all: ['company'], info: (unitId?: number) => ['company', 'info', unitId ?? 'own'] },
  getCompanyInfo: (unitId?: number) => getCompanyInfo(unitId),
}));
jest.mock('@/lib/client/api/user', () => ({
  accountKeys: { all: ['account'], companies: (k: string) => ['account', 'companies', k] },
  getCompanyOptions: async () => ({ list: UNITS, total: UNITS.length }),
}));
jest.mock('@/lib/client/api/codes', () => ({
  codeKeys: { lists: (names: readonly string[]) => ['codes', ...names] },
  getCodeLists: async () => ({}),
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
          <MemoryRouter initialEntries={[at]}><CompanyView /><Address /></MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => getCompanyInfo.mockClear());

describe('单位信息 for the admin, who has no unit of its own', () => {
  it('asks for a unit and calls nothing until one is chosen', async () => {
    show('/company/companyview', 'admin');
    expect(screen.getByTestId('unit-picker-empty').textContent).toContain('请选择单位');
    await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
    expect(getCompanyInfo).not.toHaveBeenCalled();
    expect(screen.queryByTestId('company-view')).toBeNull();
  });

  it('keeps the chosen unit in the address, and shows it read only', async () => {
    show('/company/companyview', 'admin');
    fireEvent.mouseDown(screen.getByTestId('unit-picker-input'));
    fireEvent.click(await screen.findByRole('option', { name: '湖州市第一中学' }));
    await waitFor(() => expect(getCompanyInfo).toHaveBeenCalledWith(7));
    expect(screen.getByTestId('address').textContent).toBe('/company/companyview?unitId=7');
    expect(await screen.findByTestId('company-view')).toBeTruthy();
    expect(screen.getByTestId('unit-fields').textContent).toContain('湖州市第一中学');
    expect(screen.queryByTestId('change-unit-info')).toBeNull();
    expect(screen.getByTestId('unit-read-only').textContent).toContain('管理员只能查看单位信息');
  });

  it('opens the unit the address names, as after a reload or from a link, and names it in the picker', async () => {
    show('/company/companyview?unitId=9', 'admin');
    await waitFor(() => expect(getCompanyInfo).toHaveBeenCalledWith(9));
    await waitFor(() => expect(screen.getByTestId('unit-picker-input')).toHaveProperty('value', '织里实验小学'));
    expect(screen.queryByTestId('unit-picker-empty')).toBeNull();
  });
});

describe('单位信息 for a base unit', () => {
  it('shows its own unit without a picker, whatever the address names, and offers the change', async () => {
    show('/company/companyview?unitId=9', 'jc');
    await waitFor(() => expect(getCompanyInfo).toHaveBeenCalledWith(undefined));
    expect(screen.queryByTestId('unit-picker')).toBeNull();
    expect(await screen.findByTestId('change-unit-info')).toBeTruthy();
  });
});
