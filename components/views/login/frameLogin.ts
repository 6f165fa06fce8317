import type { LoginValues } from './loginForm';

/** The id of the served frame's copy of the login form (components/shell/frame/FrameLogin.tsx). */
export const FRAME_LOGIN_ID = 'frame-login';

/** What a person did with the served frame's login form before the page took over. */
export interface FrameLogin extends LoginValues {
  /** The field they were typing in, with its selection. */
  focus: { field: keyof LoginValues; start: number; end: number } | null;
  /** Whether they sent the form (its script held the send: components/shell/frame/frameLoginScript.ts). */
  submitted: boolean;
  /** Whether the form said what the demo database's accounts' password is (the server told it). */
  demoHint: boolean;
}

/**
 * Where the frame's script keeps the form it served. Should hydration not match the served HTML (an extension that adds
 * to a login form, say), React draws the frame anew and the served form, with what was typed in it, leaves the page.
 */
export const SERVED_FORM_KEY = '__servedLoginForm';

/** The served frame's login form as the person left it, or null when it was not in use (or the frame is gone). */
export function takeFrameLogin(): FrameLogin | null {
  if (typeof document === 'undefined' || !document.getElementById(FRAME_LOGIN_ID)) return null;
  const form = (window as unknown as Record<string, unknown>)[SERVED_FORM_KEY];
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-ready')) return null;
  const input = (name: keyof LoginValues) => form.elements.namedItem(name) as HTMLInputElement | null;
  const field = (['username', 'password'] as const).find((name) => input(name) === document.activeElement);
  const focused = field && input(field);
  return {
    username: input('username')?.value ?? '',
    password: input('password')?.value ?? '',
    focus: focused ? { field: field!, start: focused.selectionStart ?? focused.value.length, end: focused.selectionEnd ?? focused.value.length } : null,
    submitted: form.hasAttribute('data-submitted'),
    demoHint: form.querySelector('[data-demo-hint]') !== null,
  };
}
