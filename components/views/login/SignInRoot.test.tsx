/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message, useMessageStore } from '@/lib/client/stores/messages';
import { useSettingsStore } from '@/lib/client/stores/settings';
import SignInRoot from './SignInRoot';

jest.mock('./DemoHint', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/routing/preload', () => ({ preloadSignedIn: jest.fn() }));

const onLeave = jest.fn();

beforeEach(() => {
  onLeave.mockClear();
  useMessageStore.getState().clear();
  useSettingsStore.getState().setLanguage('zh');
  window.history.replaceState(null, '', '/');
});

describe('SignInRoot', () => {
  it('shows the login page once its messages are in, titled, in the chosen language', async () => {
    window.history.replaceState(null, '', '/#/login');
    render(<SignInRoot entry="/login" onLeave={onLeave} />);
    expect(await screen.findByTestId('login-submit')).toHaveProperty('textContent', '登录');
    expect(screen.getByTestId('login-register-link').textContent).toBe('没有账号？注册');
    await waitFor(() => expect(document.title).toBe('登录 - 人事管理系统'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.body.classList.contains('theme-white')).toBe(true);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('puts a deep link\'s redirect in the address, as the guard would', async () => {
    window.history.replaceState(null, '', '/#/company/person');
    render(<SignInRoot entry="/login?redirect=%2Fcompany%2Fperson" onLeave={onLeave} />);
    await screen.findByTestId('login-submit');
    expect(window.location.hash).toBe('#/login?redirect=%2Fcompany%2Fperson');
  });

  it('hands over to the app when the address leaves the login page, not while it stays there', async () => {
    window.history.replaceState(null, '', '/#/login');
    render(<SignInRoot entry="/login" onLeave={onLeave} />);
    await screen.findByTestId('login-submit');
    act(() => {
      window.history.replaceState(null, '', '/#/login?redirect=%2Findex');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(onLeave).not.toHaveBeenCalled();
    act(() => {
      window.history.replaceState(null, '', '/#/register');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('switches the language from its menu, keeps the choice and retitles the page', async () => {
    window.history.replaceState(null, '', '/#/login');
    render(<SignInRoot entry="/login" onLeave={onLeave} />);
    const toggle = await screen.findByTestId('language-switch');
    expect(toggle.getAttribute('aria-label')).toBe('简体中文（切换语言）');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('language-zh'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('language-en'));
    fireEvent.click(screen.getByTestId('language-en'));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toBe('Sign in'));
    await waitFor(() => expect(document.title).toBe('Sign in - Personnel Management System'));
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem('admin-pro-settings') ?? '{}').state.language).toBe('en');
    fireEvent.click(screen.getByTestId('language-switch'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('language-switch'));
  });

  it('shows the toasts the app would, in a live region', async () => {
    window.history.replaceState(null, '', '/#/login');
    render(<SignInRoot entry="/login" onLeave={onLeave} />);
    await screen.findByTestId('login-submit');
    act(() => void message.warning('帐户或密码不正确'));
    const toast = screen.getByTestId('message-warning');
    expect(toast.textContent).toBe('帐户或密码不正确');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.parentElement?.getAttribute('aria-live')).toBe('polite');
  });
});
