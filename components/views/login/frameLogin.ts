import { settings, type TokenStorage } from '@/lib/config/settings';
import { PUBLIC_PATHS } from '@/lib/domain/routes';
import type { LoginValues } from './loginForm';

/** The id of the served frame's copy of the login form (FrameLogin.tsx). */
export const FRAME_LOGIN_ID = 'frame-login';

/** What the inline script reads the stored token with, as lib/client/token.ts's getToken does. */
function tokenRead(storage: TokenStorage, key: string): string {
  if (storage === 'cookie') {
    const prefix = JSON.stringify(`${encodeURIComponent(key)}=`);
    return `decodeURIComponent((document.cookie.split("; ").filter(function(c){return c.indexOf(${prefix})===0})[0]||"").slice(${prefix}.length))`;
  }
  return `${storage === 'sessionStorage' ? 'sessionStorage' : 'localStorage'}.getItem(${JSON.stringify(key)})`;
}

/**
 * The served frame's inline script, run as the HTML is parsed, before the page's scripts: the frame's login form is
 * usable at once when the visit starts on the sign-in page alone (signInEntry.ts: no token, and an address the navigation
 * guard leaves to the login page), else its loading status stays. What the person does with the form is kept for the
 * page that takes over (takeFrameLogin): what they typed stays in its fields, and a send is held, marked on the form.
 */
export function frameLoginScript(storage: TokenStorage = settings.storage, key: string = settings.tokenTableName): string {
  const others = PUBLIC_PATHS.filter((p) => p !== '/login');
  return `(function(){
var f=document.getElementById(${JSON.stringify(FRAME_LOGIN_ID)});if(!f)return;
var others=${JSON.stringify(others)};
function token(){try{return ${tokenRead(storage, key)}}catch(e){return null}}
function entry(){var p=(location.hash.replace(/^#/,"")||"/").split("?")[0]||"/";return ${settings.loginInterception}&&!token()&&others.indexOf(p)<0}
function follow(){if(!f.isConnected)return removeEventListener("hashchange",follow);if(entry())f.setAttribute("data-ready","");else f.removeAttribute("data-ready")}
follow();
addEventListener("hashchange",follow);
var a=document.activeElement;if(f.hasAttribute("data-ready")&&(!a||a===document.body))f.elements.namedItem("username").focus();
f.addEventListener("submit",function(e){e.preventDefault();if(!f.hasAttribute("data-ready"))return;f.setAttribute("data-submitted","");f.querySelector("[type=submit]").disabled=true});
})()`.replace(/\n/g, '');
}

/** What a person did with the served frame's login form before the page took over. */
export interface FrameLogin extends LoginValues {
  /** The field they were typing in, with its selection. */
  focus: { field: keyof LoginValues; start: number; end: number } | null;
  /** Whether they sent the form. */
  submitted: boolean;
  /** Whether the form said what the demo database's accounts' password is (the server told it). */
  demoHint: boolean;
}

/** The served frame's login form as the person left it, or null when it was not in use (or is gone). */
export function takeFrameLogin(): FrameLogin | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(FRAME_LOGIN_ID);
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
