/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import UnitAccountsDialog from './UnitAccountsDialog';

const planUnitAccounts = jest.fn(async (_body: object) => ({ kind: 'done', data: { units: [], creatable: 0, clashes: 0 } }));
jest.mock('@/lib/client/api/unitAccounts', () => ({ planUnitAccounts: (body: object) => planUnitAccounts(body), createUnitAccounts: jest.fn() }));

function show() {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}><UnitAccountsDialog onClose={jest.fn()} /></ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const helpOf = (id: string) => document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent ?? null;

beforeEach(() => planUnitAccounts.mockClear());

describe('批量创建单位账号 by prefix', () => {
  it('lets 预览 be clicked without a prefix and says on each field what is wrong, asking nothing', async () => {
    show();
    fireEvent.click(screen.getByRole('radio', { name: /前缀加序号/ }));
    expect(helpOf('unit-accounts-prefix')).toBe('以字母开头；已被使用的序号自动跳过');
    type('unit-accounts-digits', '9');
    type('unit-accounts-start', '-1');
    expect(input('unit-accounts-dry-run')).toHaveProperty('disabled', false);
    fireEvent.click(input('unit-accounts-dry-run'));
    expect(helpOf('unit-accounts-prefix')).toBe('按前缀生成用户名时须填写前缀');
    expect(helpOf('unit-accounts-digits')).toBe('序号位数应为 2 到 8 的整数');
    expect(helpOf('unit-accounts-start')).toBe('起始序号应为 0 到 99999999 的整数');
    type('unit-accounts-prefix', '1hz');
    expect(helpOf('unit-accounts-prefix')).toBe('前缀须以字母开头，只能包含字母、数字、下划线、点和减号');
    expect(planUnitAccounts).not.toHaveBeenCalled();
  });

  it('previews a good prefix, and the credit code rule with nothing to fill in', async () => {
    show();
    fireEvent.click(input('unit-accounts-dry-run'));
    await waitFor(() => expect(planUnitAccounts).toHaveBeenCalledWith({ usernameRule: 'uscc', digits: 4, start: 1 }));
    fireEvent.click(screen.getByRole('radio', { name: /前缀加序号/ }));
    type('unit-accounts-prefix', ' hz ');
    fireEvent.click(input('unit-accounts-dry-run'));
    await waitFor(() => expect(planUnitAccounts).toHaveBeenCalledWith({ usernameRule: 'prefix', prefix: 'hz', digits: 4, start: 1 }));
    expect(helpOf('unit-accounts-prefix')).toBe('以字母开头；已被使用的序号自动跳过');
    await screen.findByTestId('unit-accounts-summary');
  });
});
