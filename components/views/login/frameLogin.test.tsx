/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import DemoHintText from './DemoHintText';
import { frameLoginScript } from '@/components/shell/frame/frameLoginScript';
import { FRAME_LOGIN_ID, SERVED_FORM_KEY, takeFrameLogin } from './frameLogin';
import LoginForm from './LoginForm';
import { signInEntry } from './signInEntry';

const TEXTS = {
  title: '人事管理系统', subtitle: '编制备案与人事管理', username: '用户名', password: '密码', showPassword: '显示密码',
  hidePassword: '隐藏密码', submit: '登录', submitting: '登录中…', register: '注册',
};
const KEY = 'admin-pro-token';

/** The frame's form as the server serves it, then its script run as the browser runs it while parsing. */
function serve(hash: string, script = frameLoginScript('localStorage', KEY), hint?: ReactNode) {
  window.history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML = renderToStaticMarkup(<LoginForm id={FRAME_LOGIN_ID} texts={TEXTS} hint={hint} />);
  new Function(script)();
  return document.getElementById(FRAME_LOGIN_ID) as HTMLFormElement;
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`#${FRAME_LOGIN_ID} [name="${name}"]`)!;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[SERVED_FORM_KEY];
});

describe('the frame\'s login script', () => {
  it('opens the form exactly on the visits the login page serves alone, as signInEntry decides them', () => {
    const hashes = ['', '#/', '#/login', '#/login?redirect=%2Fcompany%2Fperson', '#/login?qr=t1', '#/company/person?x=1', '#/loginHistory',
      '#/register', '#/callback?code=1', '#/renewal?ticket=t', '#/404', '#/403', '#/index'];
    for (const withToken of [false, true]) {
      if (withToken) localStorage.setItem(KEY, 'a.b.c');
      for (const hash of hashes) {
        expect([hash, withToken, serve(hash).hasAttribute('data-ready')]).toEqual([hash, withToken, signInEntry(hash, withToken) !== null]);
      }
    }
  });

  it('reads the token where the settings keep it: a session\'s storage or a cookie', () => {
    sessionStorage.setItem(KEY, 'a.b.c');
    expect(serve('#/login', frameLoginScript('sessionStorage', KEY)).hasAttribute('data-ready')).toBe(false);
    expect(serve('#/login', frameLoginScript('localStorage', KEY)).hasAttribute('data-ready')).toBe(true);
    document.cookie = `${KEY}=; path=/`;
    expect(serve('#/login', frameLoginScript('cookie', KEY)).hasAttribute('data-ready')).toBe(true);
    document.cookie = `${KEY}=a.b.c; path=/`;
    expect(serve('#/login', frameLoginScript('cookie', KEY)).hasAttribute('data-ready')).toBe(false);
  });

  it('puts the caret in the user name, unless something else has the focus already', () => {
    serve('#/login');
    expect(document.activeElement).toBe(field('username'));
    const other = document.createElement('input');
    document.documentElement.appendChild(other);
    other.focus();
    serve('#/login');
    expect(document.activeElement).toBe(other);
    other.remove();
  });

  it('holds a send: nothing leaves the page, the form is marked and its button turns busy', () => {
    const form = serve('#/login');
    const sent = new Event('submit', { cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submitted')).toBe(true);
    expect(form.querySelector<HTMLButtonElement>('[type="submit"]')!.disabled).toBe(true);
  });

  it('closes the form again when the address leaves the login page (the register link)', () => {
    const form = serve('#/login');
    window.location.hash = '#/register';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(form.hasAttribute('data-ready')).toBe(false);
    const sent = new Event('submit', { cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submitted')).toBe(false);
  });

  it('never lets the browser send the form itself, open or not: the password would go into an address', () => {
    localStorage.setItem(KEY, 'a.b.c');
    const form = serve('#/login');
    expect(form.hasAttribute('data-ready')).toBe(false);
    const sent = new Event('submit', { cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
  });

  it('drops a held send when the address leaves the login page, so coming back does not send it', () => {
    const form = serve('#/login');
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    window.location.hash = '#/register';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(form.hasAttribute('data-submitted')).toBe(false);
    expect(form.querySelector<HTMLButtonElement>('[type="submit"]')!.disabled).toBe(false);
    window.location.hash = '#/login';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(takeFrameLogin()).toMatchObject({ submitted: false });
  });
});

describe('takeFrameLogin', () => {
  it('gives what was typed, the field with the caret and its selection, and a send held', () => {
    const form = serve('#/login');
    field('username').value = 'jc';
    field('password').value = 'demo12';
    field('password').focus();
    field('password').setSelectionRange(2, 4);
    expect(takeFrameLogin()).toEqual({ username: 'jc', password: 'demo12', focus: { field: 'password', start: 2, end: 4 }, submitted: false, demoHint: false });
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    field('password').blur();
    expect(takeFrameLogin()).toEqual({ username: 'jc', password: 'demo12', focus: null, submitted: true, demoHint: false });
  });

  it('reads the form it served when React drew the frame anew (hydration did not match), and nothing once the frame is gone', () => {
    const form = serve('#/login');
    field('username').value = 'jc';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    document.body.innerHTML = renderToStaticMarkup(<LoginForm id={FRAME_LOGIN_ID} texts={TEXTS} />);
    expect(field('username').value).toBe('');
    expect(takeFrameLogin()).toMatchObject({ username: 'jc', submitted: true });
    document.body.innerHTML = '';
    expect(takeFrameLogin()).toBeNull();
  });

  it('tells whether the form said what the demo accounts\' password is', () => {
    serve('#/login', undefined, <DemoHintText text="演示数据库" />);
    expect(takeFrameLogin()).toMatchObject({ demoHint: true });
  });

  it('gives nothing when the form was not open for use, or is gone', () => {
    localStorage.setItem(KEY, 'a.b.c');
    serve('#/login');
    expect(takeFrameLogin()).toBeNull();
    document.body.innerHTML = '';
    expect(takeFrameLogin()).toBeNull();
  });
});
