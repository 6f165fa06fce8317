/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FRAME_COOKIE } from './frameState';
import { rememberFrame, showsPage, useAppFrame } from './useAppFrame';

function Probe({ children }: { children?: ReactNode }) {
  const { root, stage } = useAppFrame();
  return (
    <>
      <output data-testid="stage">{stage}</output>
      <div ref={root}>{children}</div>
    </>
  );
}

const stage = () => screen.getByTestId('stage').textContent;
/** MutationObserver records arrive in a microtask. */
const observed = () => act(async () => undefined);

describe('useAppFrame', () => {
  it('keeps the frame alone before the app renders, over the app while it shows only its loading status and toasts, and drops it for a page', async () => {
    const { rerender } = render(<Probe><template /></Probe>);
    expect(stage()).toBe('alone');

    rerender(<Probe><div role="status" aria-label="加载中…" /><div aria-live="polite" /></Probe>);
    await observed();
    expect(stage()).toBe('overApp');

    rerender(<Probe><div data-testid="login-page" /><div aria-live="polite" /></Probe>);
    await observed();
    expect(stage()).toBe('gone');

    // Once gone it stays gone, whatever the app shows next.
    rerender(<Probe><div role="status" /></Probe>);
    await observed();
    expect(stage()).toBe('gone');
  });

  it('drops the frame at once when the app already shows a page', () => {
    render(<Probe><main /></Probe>);
    expect(stage()).toBe('gone');
  });
});

describe('showsPage', () => {
  it('counts any element but React\'s markers and live regions as a page', () => {
    const root = document.createElement('div');
    expect(showsPage(root)).toBe(false);
    root.innerHTML = '<template></template><div role="status"></div><div aria-live="polite"></div>';
    expect(showsPage(root)).toBe(false);
    root.insertAdjacentHTML('beforeend', '<div></div>');
    expect(showsPage(root)).toBe(true);
  });
});

describe('rememberFrame', () => {
  const kept = () => document.cookie.split('; ').find((c) => c.startsWith(`${FRAME_COOKIE}=`))?.slice(FRAME_COOKIE.length + 1);
  let forget: () => void;
  beforeEach(() => {
    document.cookie = `${FRAME_COOKIE}=; max-age=0; path=/`;
    document.documentElement.lang = 'zh-CN';
    document.body.className = '';
    window.location.hash = '#/login';
    forget = rememberFrame();
  });
  afterEach(() => forget());

  it('keeps the language the app sets on <html> and the look of the address', async () => {
    document.documentElement.lang = 'en';
    await observed();
    expect(kept()).toBe('en.login');
  });

  it('keeps the dark look when the app puts the dark theme on <body> inside the shell', async () => {
    window.history.replaceState(null, '', '#/index');
    document.body.classList.add('theme-black');
    await observed();
    expect(kept()).toBe('zh.dark');
  });

  it('keeps the address\'s look when the page is left', () => {
    window.history.replaceState(null, '', '#/company/person');
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toBe('zh.shell');
  });

  it('stops keeping once cleaned up', async () => {
    forget();
    document.documentElement.lang = 'en';
    window.dispatchEvent(new Event('pagehide'));
    await observed();
    expect(kept()).toBeUndefined();
  });
});
