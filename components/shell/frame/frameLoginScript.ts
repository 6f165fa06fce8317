import { settings, type TokenStorage } from '@/lib/config/settings';
import { PUBLIC_PATHS } from '@/lib/domain/routes';
import { FRAME_LOGIN_ID, SERVED_FORM_KEY } from '@/components/views/login/frameLogin';

/**
 * What the inline script reads the stored token with: lib/client/token.ts's getToken, written out for a script that runs
 * before any module (frameLogin.test.tsx holds the two equal on every store).
 */
function tokenRead(storage: TokenStorage, key: string): string {
  if (storage === 'cookie') {
    const prefix = JSON.stringify(`${encodeURIComponent(key)}=`);
    return `decodeURIComponent((document.cookie.split("; ").filter(function(c){return c.indexOf(${prefix})===0})[0]||"").slice(${prefix}.length))`;
  }
  return `${storage === 'sessionStorage' ? 'sessionStorage' : 'localStorage'}.getItem(${JSON.stringify(key)})`;
}

/**
 * The served frame's inline script, run as the HTML is parsed, before the page's scripts. It keeps the form from ever
 * being sent by the browser itself, then opens it for use when the visit starts on the sign-in page alone
 * (signInEntry.ts: no token, and an address the navigation guard leaves to the login page), else its loading status
 * stays. What the person does with the form is kept for the page that takes over (takeFrameLogin): what they typed
 * stays in its fields, and a send is held, marked on the form, which it keeps under SERVED_FORM_KEY; leaving the login
 * page (the register link) closes the form and drops a held send.
 */
export function frameLoginScript(storage: TokenStorage = settings.storage, key: string = settings.tokenTableName): string {
  const others = PUBLIC_PATHS.filter((p) => p !== '/login');
  return `(function(){
var f=document.getElementById(${JSON.stringify(FRAME_LOGIN_ID)});if(!f)return;window[${JSON.stringify(SERVED_FORM_KEY)}]=f;
var b=f.querySelector("[type=submit]");
f.addEventListener("submit",function(e){e.preventDefault();if(!f.hasAttribute("data-ready"))return;f.setAttribute("data-submitted","");b.disabled=true});
var others=${JSON.stringify(others)};
function token(){try{return ${tokenRead(storage, key)}}catch(e){return null}}
function entry(){var p=(location.hash.replace(/^#/,"")||"/").split("?")[0]||"/";return ${settings.loginInterception}&&!token()&&others.indexOf(p)<0}
function follow(){if(!f.isConnected)return removeEventListener("hashchange",follow);if(entry())return f.setAttribute("data-ready","");f.removeAttribute("data-ready");f.removeAttribute("data-submitted");b.disabled=false}
follow();
addEventListener("hashchange",follow);
var a=document.activeElement;if(f.hasAttribute("data-ready")&&(!a||a===document.body))f.elements.namedItem("username").focus();
})()`.replace(/\n/g, '');
}
