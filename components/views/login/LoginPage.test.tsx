/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadMessages } from '@/lib/client/i18n';
import { loadRoutes } from '@/lib/client/routeLoader';
import { preloadSignedIn } from '@/components/routing/preload';
import { useMessageStore } from '@/lib/client/stores/messages';
import { useUserStore } from '@/lib/client/stores/user';
import { renderToStaticMarkup } from 'react-dom/server';
import { FRAME_LOGIN_ID, SERVED_FORM_KEY } from './frameLogin';
import LoginForm from './LoginForm';
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
const onSignedIn = jest.fn();
const TEXTS = {
  title: '人事管理系统', subtitle: '编制备案与人事管理', username: '用户名', password: '密码', showPassword: '显示密码',
  hidePassword: '隐藏密码', submit: '登录', submitting: '登录中…', register: '注册',
};

const renderLogin = (search = '?redirect=%2Fcompany%2Fperson') => render(<LoginPage search={search} onSignedIn={onSignedIn} />);

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

// The page's messages and the request client's own texts, loaded as the page loads them.
beforeAll(() => loadMessages('zh', ['registration']));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  onSignedIn.mockClear();
  jest.mocked(loadRoutes).mockClear();
  jest.mocked(preloadSignedIn).mockClear();
  useMessageStore.getState().clear();
  useUserStore.getState().reset();
});

describe('LoginPage', () => {
  it('shows the form with its labels, required marks, autocomplete and lengths, the first field focused', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('人事管理系统');
    const username = screen.getByLabelText(/^用户名/) as HTMLInputElement;
    const password = screen.getByLabelText(/^密码/) as HTMLInputElement;
    expect(username).toBe(screen.getByTestId('login-username'));
    expect([username.required, username.autocomplete, username.maxLength, username.type]).toEqual([true, 'username', 50, 'text']);
    expect([password.required, password.autocomplete, password.maxLength, password.type]).toEqual([true, 'current-password', 128, 'password']);
    expect(document.activeElement).toBe(username);
    expect(screen.getByTestId('login-submit').textContent).toBe('登录');
    expect(screen.getByTestId('login-register-link').getAttribute('href')).toBe('#/register');
    expect(screen.getByRole('contentinfo').textContent).toMatch(/^© \d{4} 人事管理系统 · 浙ICP备/);
  });

  it('shows and hides the password with its button, named for what it does', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(screen.getByTestId('login-password').getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(screen.getByTestId('login-password').getAttribute('type')).toBe('password');
  });

  it('writes its stylesheet with the nonce of the page, in the theme\'s colours', () => {
    const { container } = renderLogin();
    expect(container.querySelector('style')?.textContent).toContain('.signin__field');
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--primary')).toBe('#1565d8');
  });

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
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('login-password-helper-text')?.textContent).toBe('密码不能少于6位');
    expect(screen.getByTestId('login-username').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByTestId('login-username').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('用户名不能为空')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token, welcomes the user, asks for the routes and hands over, busy meanwhile', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', { token: 'jwt' }));
    renderLogin();
    fillAndSubmit('jc', 'demo123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ username: 'jc', password: 'demo123' });
    expect(useUserStore.getState().token).toBe('jwt');
    expect(localStorage.getItem('admin-pro-token')).toBe('jwt');
    expect(toasts()).toEqual([expect.stringMatching(/^success:(早上|上午|中午|下午|晚上)好，欢迎登录人事管理系统$/)]);
    await waitFor(() => expect(loadRoutes).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('login-submit')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('login-submit').textContent).toBe('登录中…');
  });

  it('shows the server message as a warning on 401 and lets the user try again', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '帐户或密码不正确', null));
    renderLogin();
    fillAndSubmit('jc', 'wrong-password');
    await waitFor(() => expect(toasts()).toEqual(['warning:帐户或密码不正确']));
    expect(useUserStore.getState().token).toBeNull();
    expect(loadRoutes).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('login-submit')).toHaveProperty('disabled', false));
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
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('reports a missing server', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin();
    fillAndSubmit('jc', 'demo123');
    await waitFor(() => expect(toasts()).toEqual(['error:未知错误，无法连接服务器！']));
  });

  it('signs in with a QR ticket at once, busy, and spends each ticket once', async () => {
    fetchMock.mockResolvedValue(answer(200, 'success', { token: 'qr-jwt' }));
    const first = renderLogin('?qr=t1');
    expect(screen.getByTestId('login-submit')).toHaveProperty('disabled', true);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(useUserStore.getState().token).toBe('qr-jwt');
    expect(preloadSignedIn).toHaveBeenCalled();
    first.unmount();
    renderLogin('?qr=t1');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('taking over from the served frame\'s form', () => {
    /** The frame's form open for use, as its script leaves it, with what the person did in it. */
    function frameForm({ username, password, caret, submitted }: { username: string; password: string; caret?: [number, number]; submitted?: boolean }) {
      const frame = document.createElement('div');
      frame.innerHTML = renderToStaticMarkup(<LoginForm id={FRAME_LOGIN_ID} texts={TEXTS} />);
      document.body.appendChild(frame);
      const form = frame.querySelector('form')!;
      // As the frame's script leaves it (frameLoginScript.ts).
      (window as unknown as Record<string, unknown>)[SERVED_FORM_KEY] = form;
      form.setAttribute('data-ready', '');
      if (submitted) form.setAttribute('data-submitted', '');
      const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      input('username').value = username;
      input('password').value = password;
      if (caret) {
        input('password').focus();
        input('password').setSelectionRange(...caret);
      }
      return frame;
    }
    afterEach(() => document.querySelectorAll(`#${FRAME_LOGIN_ID}`).forEach((f) => f.parentElement!.remove()));

    it('keeps what was typed there and the caret where it was, and loads what a sign-in needs', () => {
      frameForm({ username: 'jc', password: 'demo1', caret: [1, 3] });
      renderLogin();
      const password = screen.getByTestId('login-password') as HTMLInputElement;
      expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('jc');
      expect(password.value).toBe('demo1');
      expect(document.activeElement).toBe(password);
      expect([password.selectionStart, password.selectionEnd]).toEqual([1, 3]);
      expect(preloadSignedIn).toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('sends a form sent there before the page showed', async () => {
      fetchMock.mockResolvedValueOnce(answer(200, 'success', { token: 'jwt' }));
      frameForm({ username: ' jc ', password: 'demo123', submitted: true });
      renderLogin();
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
      expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ username: 'jc', password: 'demo123' });
    });

    it('sends a held send once, though the page mounts twice (StrictMode)', async () => {
      fetchMock.mockResolvedValue(answer(200, 'success', { token: 'jwt' }));
      frameForm({ username: 'jc', password: 'demo123', submitted: true });
      render(<StrictMode><LoginPage search="" onSignedIn={onSignedIn} /></StrictMode>);
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('leaves a QR ticket to sign in alone, whatever the frame\'s form held', async () => {
      fetchMock.mockResolvedValue(answer(200, 'success', { token: 'qr-jwt' }));
      frameForm({ username: 'jc', password: 'demo123', submitted: true });
      renderLogin('?qr=t-held');
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining('qrLogin')]);
    });

    it('checks a form sent there as its own, saying what is missing under the field', async () => {
      frameForm({ username: 'jc', password: '', submitted: true });
      renderLogin();
      expect(await screen.findByText('密码不能少于6位')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('starts empty with the caret in the user name when the frame\'s form was not in use', () => {
      renderLogin();
      expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('');
      expect(document.activeElement).toBe(screen.getByTestId('login-username'));
      expect(preloadSignedIn).not.toHaveBeenCalled();
    });
  });
});

