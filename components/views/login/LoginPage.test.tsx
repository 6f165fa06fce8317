/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { messages } from '@/components/testing/messages';
import { loadMessages } from '@/lib/client/i18n';
import { loadRoutes } from '@/lib/client/routeLoader';
import { preloadSignedIn } from '@/components/routing/preload';
import { useMessageStore } from '@/lib/client/stores/messages';
import { useUserStore } from '@/lib/client/stores/user';
import LoginPage from './LoginPage';

// The demo database's hint asks the server on its own (DemoHint.test.tsx); here every fetch is a sign-in.
jest.mock('./DemoHint', () => ({ __esModule: true, default: () => null }));
// What the page loads ahead for a sign-in (preload.test.ts), and what a sign-in starts at once: the profile and the
// route tree (routeLoader.test.ts).
jest.mock('@/components/routing/preload', () => ({ preloadSignedIn: jest.fn() }));
jest.mock('@/lib/client/routeLoader', () => ({ loadRoutes: jest.fn(() => Promise.resolve(true)) }));

const fetchMock = jest.fn();
const answer = (code: number, msg: string, data: unknown) => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });
const toasts = () => useMessageStore.getState().queue.map((m) => `${m.kind}:${m.text}`);

function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where" data-after-sign-in={String(Boolean((state as { afterSignIn?: boolean } | null)?.afterSignIn))}>{pathname}</p>;
}

function renderLogin(entry = '/login?redirect=%2Fcompany%2Fperson') {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </NextIntlClientProvider>,
  );
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

// The request client's own texts (a missing server), loaded as the app loads them.
beforeAll(() => loadMessages('zh'));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(loadRoutes).mockClear();
  jest.mocked(preloadSignedIn).mockClear();
  useMessageStore.getState().clear();
  useUserStore.getState().reset();
});

describe('LoginPage', () => {
  it('loads what a sign-in needs at the first input or key on the form, not to show it', () => {
    renderLogin();
    expect(preloadSignedIn).not.toHaveBeenCalled();
    fireEvent.input(screen.getByTestId('login-username'), { target: { value: 'j' } });
    expect(preloadSignedIn).toHaveBeenCalled();
    jest.mocked(preloadSignedIn).mockClear();
    fireEvent.keyDown(screen.getByTestId('login-password'), { key: 'a' });
    expect(preloadSignedIn).toHaveBeenCalled();
  });

  it('checks the username and the password length before sending anything', async () => {
    renderLogin();
    fillAndSubmit('  ', '12345');
    expect(await screen.findByText('用户名不能为空')).toBeTruthy();
    expect(screen.getByText('密码不能少于6位')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says each mistake under its own field, and only there', async () => {
    renderLogin();
    fillAndSubmit('jc', '12345');
    const password = screen.getByTestId('login-password');
    await waitFor(() => expect(password.getAttribute('aria-describedby')).toBe('login-password-helper-text'));
    expect(document.getElementById('login-password-helper-text')?.textContent).toBe('密码不能少于6位');
    expect(screen.getByTestId('login-username').getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('用户名不能为空')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token, welcomes the user and goes to the recorded redirect', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', { token: 'jwt' }));
    renderLogin();
    fillAndSubmit('jc', 'demo123');
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/company/person');
    // Marked as the move after sign-in: the guard sends the user home if the page is not one of theirs (AppRoutes).
    expect(screen.getByTestId('where').dataset.afterSignIn).toBe('true');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ username: 'jc', password: 'demo123' });
    expect(useUserStore.getState().token).toBe('jwt');
    expect(localStorage.getItem('admin-pro-token')).toBe('jwt');
    expect(toasts()).toEqual([expect.stringMatching(/^success:(早上|上午|中午|下午|晚上)好，欢迎登录人事管理系统$/)]);
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('shows the server message as a warning on 401 and lets the user try again', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '帐户或密码不正确', null));
    renderLogin();
    fillAndSubmit('jc', 'wrong-password');
    await waitFor(() => expect(toasts()).toEqual(['warning:帐户或密码不正确']));
    expect(useUserStore.getState().token).toBeNull();
    expect(loadRoutes).not.toHaveBeenCalled();
    expect(screen.getByTestId('login-submit')).toHaveProperty('disabled', false);
  });

  it('on 408 warns, then sends the browser to the URL in data after 5 s', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValueOnce(answer(408, '单位账号已过期，即将跳转到续费页面', '#/renew'));
      renderLogin();
      fillAndSubmit('jc', 'demo123');
      await waitFor(() => expect(toasts()).toEqual(['warning:单位账号已过期，即将跳转到续费页面']));
      expect(screen.getByTestId('login-submit')).toHaveProperty('disabled', true);
      expect(window.location.hash).not.toBe('#/renew');
      act(() => jest.advanceTimersByTime(5000));
      expect(window.location.hash).toBe('#/renew');
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports any other code as a login interface error', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, '登录尝试过于频繁', null));
    renderLogin();
    fillAndSubmit('jc', 'demo123');
    await waitFor(() => expect(toasts()).toEqual(['error:登录接口异常，登录尝试过于频繁...']));
  });

  it('reports a success without a token', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', {}));
    renderLogin();
    fillAndSubmit('jc', 'demo123');
    await waitFor(() => expect(toasts()).toEqual(['error:登录接口异常，未正确返回token...']));
    expect(useUserStore.getState().token).toBeNull();
  });

  it('reports a missing server', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin();
    fillAndSubmit('jc', 'demo123');
    await waitFor(() => expect(toasts()).toEqual(['error:未知错误，无法连接服务器！']));
  });
});
