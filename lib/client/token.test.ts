/** @jest-environment jsdom */
import { getToken, removeToken, setToken } from './token';

const KEY = 'admin-pro-token';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${KEY}=; path=/; expires=${new Date(0).toUTCString()}`;
});

describe('token storage', () => {
  it('keeps the token under admin-pro-token in localStorage by default', () => {
    expect(getToken()).toBeNull();
    setToken('abc.def');
    expect(localStorage.getItem(KEY)).toBe('abc.def');
    expect(getToken()).toBe('abc.def');
    removeToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('uses sessionStorage when configured so', () => {
    setToken('s-token', 'sessionStorage');
    expect(sessionStorage.getItem(KEY)).toBe('s-token');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(getToken('sessionStorage')).toBe('s-token');
    removeToken('sessionStorage');
    expect(getToken('sessionStorage')).toBeNull();
  });

  it('uses a cookie on path / when configured so, surviving characters that need encoding', () => {
    setToken('a b;c=d', 'cookie');
    expect(document.cookie).toContain(`${KEY}=`);
    expect(getToken('cookie')).toBe('a b;c=d');
    removeToken('cookie');
    expect(getToken('cookie')).toBeNull();
  });

  it('removing the token leaves the other settings in storage alone', () => {
    localStorage.setItem('admin-pro-settings', '{"state":{"language":"en"}}');
    setToken('t');
    removeToken();
    expect(localStorage.getItem('admin-pro-settings')).toContain('en');
  });
});
