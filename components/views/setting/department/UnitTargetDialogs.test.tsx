/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messages } from '@/components/testing/messages';
import type { DepartmentItem } from '@/lib/contracts/department';
import UnitMergeDialog from './UnitMergeDialog';
import UnitMoveDialog from './UnitMoveDialog';
import type { UnitTreeData } from './UnitTreePanel';

const moveDepartment = jest.fn();
const mergeDepartment = jest.fn();
jest.mock('@/lib/client/api/department', () => ({
  departmentKeys: { list: (q: object) => ['department', 'list', q] },
  getDepartmentList: async () => ({ list: [], total: 0 }),
  moveDepartment: (body: object) => moveDepartment(body),
  mergeDepartment: (body: object) => mergeDepartment(body),
}));

function show(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><QueryClientProvider client={client}>{ui}</QueryClientProvider></ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const unit = { id: 7, version: 1, unitName: '某学校', regionCode: '330502', competentDeptId: 2, personCount: 3, openCount: 1 } as unknown as DepartmentItem;
const helpText = (el: HTMLElement) => el.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? null;

beforeEach(() => jest.clearAllMocks());

describe('改隶 dialog', () => {
  it('says on the field that the new competent authority is required, keeps the button enabled, and sends nothing', () => {
    show(<UnitMoveDialog unit={unit} tree={{ competents: [] } as unknown as UnitTreeData} onClose={jest.fn()} onDone={jest.fn()} />);
    const button = screen.getByTestId('confirm-ok');
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(helpText(screen.getByTestId('move-target'))).toBe('请选择新的主管部门');
    expect(screen.queryByText('新的主管部门', { selector: '.MuiAlert-message' })).toBeNull();
    expect(moveDepartment).not.toHaveBeenCalled();
  });
});

describe('合并单位 dialog', () => {
  it('says on the field that the receiving unit is required instead of the search hint, and sends nothing', () => {
    show(<UnitMergeDialog unit={unit} onClose={jest.fn()} onDone={jest.fn()} />);
    const field = screen.getByRole('combobox');
    expect(helpText(field)).toBe('输入名称搜索单位');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(helpText(field)).toBe('请选择并入单位');
    expect(screen.queryByText('并入单位', { selector: '.MuiAlert-message' })).toBeNull();
    expect(mergeDepartment).not.toHaveBeenCalled();
  });
});
