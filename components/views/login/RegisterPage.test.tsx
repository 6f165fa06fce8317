/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter } from 'react-router';
import { usccCheckChar } from '@/lib/domain/uscc';
import { messages } from '@/components/testing/messages';
import RegisterPage from './RegisterPage';

const fetchMock = jest.fn();
const answer = (code: number, msg: string, data: unknown) => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });
const UNIT_CODE = `12330500470128562${usccCheckChar('12330500470128562')}`;

function renderPage(locale: 'zh' | 'en' = 'zh') {
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <MemoryRouter initialEntries={['/register']}><RegisterPage /></MemoryRouter>
    </NextIntlClientProvider>,
  );
}
const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`register-${field}`), { target: { value } });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('RegisterPage', () => {
  it('names every missing field with the §5 messages before sending anything', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('register-submit'));
    for (const text of ['请输入正确的统一社会信用代码', '请输入正确的手机号', '请输入手机验证码', '用户名不能为空', '请输入密码']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    fireEvent.click(screen.getByTestId('register-send-code'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks each field with its own message at once, at both sides of the length and format limits', async () => {
    renderPage();
    const helpOf = (f: string) => {
      const input = screen.getByTestId(`register-${f}`);
      return [input.getAttribute('aria-invalid'), document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null];
    };
    type('unitCode', UNIT_CODE);
    type('contactName', ' 王 ');
    type('mobile', '1390000000');
    type('code', '12345');
    type('username', 'ab');
    type('password', 'Secret#66x');
    type('confirmPassword', 'Secret#66y');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(helpOf('unitCode')).toEqual(['false', '本单位的 18 位统一社会信用代码']);
    expect(helpOf('contactName')).toEqual(['true', '请输入联系人姓名（2 至 30 个字）']);
    expect(helpOf('mobile')).toEqual(['true', '请输入正确的手机号']);
    expect(helpOf('code')).toEqual(['true', '验证码为 6 位数字']);
    expect(helpOf('username')).toEqual(['true', '用户名以字母开头，至少 3 位，只含字母、数字和下划线']);
    expect(helpOf('password')).toEqual(['false', null]);
    expect(helpOf('confirmPassword')).toEqual(['true', '两次输入的密码不一致']);
    type('contactName', '王芳');
    type('mobile', '13900000001');
    type('code', '123456');
    type('username', 'abc');
    type('confirmPassword', 'Secret#66x');
    fetchMock.mockResolvedValueOnce(answer(200, 'success', { id: 1, status: 'PENDING' }));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-done')).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ contactName: '王芳', code: '123456', username: 'abc' });
  });

  it('applies the password policy before sending: 8 characters of 3 classes, not the username', async () => {
    renderPage();
    type('username', 'yz_clerk');
    type('password', 'Secret6');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('密码至少 8 位')).toBeTruthy();
    type('password', 'Yz_Clerk#1');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('密码不能包含用户名或其倒序')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code, counts down, and shows a refusal under the field it names', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', { resendAfter: 60, expiresIn: 300 }));
    renderPage();
    type('mobile', '13900000001');
    fireEvent.click(screen.getByTestId('register-send-code'));
    expect(await screen.findByText('重新获取（60s）')).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ mobile: '13900000001' });

    fetchMock.mockResolvedValueOnce(answer(400, '验证码错误', { field: 'code' }));
    type('unitCode', UNIT_CODE.toLowerCase());
    type('contactName', '王小明');
    type('code', '123456');
    type('username', 'yz_clerk');
    type('password', 'Secret#66x');
    type('confirmPassword', 'Secret#66x');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({ unitCode: UNIT_CODE, username: 'yz_clerk', code: '123456' });
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('yz_clerk');
  });

  it('tells the applicant the account waits for approval, in English too', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', { id: 1, status: 'PENDING' }));
    renderPage('en');
    type('unitCode', UNIT_CODE);
    type('contactName', 'Wang Xiaoming');
    type('mobile', '13900000001');
    type('code', '123456');
    type('username', 'yz_clerk');
    type('password', 'Secret#66x');
    type('confirmPassword', 'Secret#66x');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-done')).textContent).toContain('The account yz_clerk is waiting for approval');
  });
});
