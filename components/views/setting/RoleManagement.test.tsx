/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { RoleItem } from '@/lib/contracts/role';
import { messages } from '@/components/testing/messages';
import RoleManagement from './RoleManagement';

const ROLE: RoleItem = { id: 2, code: 'jc', nameZh: '基层单位', nameEn: 'Base unit', abilities: ['read:system', 'Bad'], menuIds: [], userCount: 3 };
const saveRole = jest.fn(async (_body: object) => ({ kind: 'done', data: ROLE }));
jest.mock('@/lib/client/api/user', () => ({
  roleKeys: { all: ['role'] },
  getRoles: async () => ({ list: [ROLE], menus: [] }),
  saveRole: (body: object) => saveRole(body),
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><QueryClientProvider client={client}><RoleManagement /></QueryClientProvider></ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(`role-${id}`) as HTMLInputElement;
/** Whether MUI marks the field invalid, and the help text it ties to it (aria-describedby). */
const helpOf = (id: string) => [input(id).getAttribute('aria-invalid'), document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent ?? null];

beforeEach(() => saveRole.mockClear());

describe('角色管理 form', () => {
  it('shows every mistake on its field at once on save, sends nothing, and sends the corrected role', async () => {
    show();
    await screen.findByTestId('role-editor');
    expect(helpOf('nameZh')).toEqual(['false', null]);
    fireEvent.change(input('nameZh'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('role-save'));
    expect(helpOf('nameZh')).toEqual(['true', '名称不能为空']);
    expect(helpOf('nameEn')).toEqual(['false', null]);
    expect(helpOf('abilities')).toEqual(['true', '权限标识 Bad 格式不对，应形如 read:system']);
    expect(saveRole).not.toHaveBeenCalled();

    fireEvent.change(input('nameZh'), { target: { value: ' 基层 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bad' }).querySelector('.MuiChip-deleteIcon')!);
    expect(helpOf('nameZh')).toEqual(['false', null]);
    expect(helpOf('abilities')).toEqual(['false', '输入后回车添加，形如 read:system']);
    await waitFor(() => expect(screen.getByTestId('role-save')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(saveRole).toHaveBeenCalledWith({ id: 2, nameZh: '基层', nameEn: 'Base unit', abilities: ['read:system'], menuIds: [] }));
  });
});
