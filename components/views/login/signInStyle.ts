/** The sign-in page's font stack: its form's and its toasts' (which sit outside the page's box). */
export const SIGN_IN_FONT = '-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Helvetica Neue",Arial,sans-serif';

/**
 * The sign-in page's whole stylesheet, written with the page under the CSP nonce (no MUI, no Emotion): the measures and
 * colours of MUI's parts it replaces under the app's theme (an outlined text field, a contained large button, a text
 * button, a link, an elevated paper, filled alerts), the way the served frame (components/shell/frame/frameStyle.ts)
 * already paints it. The theme's colours come as custom properties on the page (signInLook.ts); as under the app's
 * theme, whose font family is not MUI's, no text has a letter spacing of its own.
 */
export const SIGN_IN_STYLE = `
body{margin:0}
.signin{--text:rgba(0,0,0,.87);--muted:rgba(0,0,0,.6);--icon:rgba(0,0,0,.54);--line:rgba(0,0,0,.23);--line-hover:rgba(0,0,0,.87);
--error:#d32f2f;--paper:#fff;--overlay:none;--hover:rgba(0,0,0,.04);--disabled:rgba(0,0,0,.26);--disabled-bg:rgba(0,0,0,.12);
box-sizing:border-box;min-height:100vh;display:flex;flex-direction:column;background:linear-gradient(135deg,#0b3d91 0%,#1677ff 55%,#69b1ff 100%);
font-family:${SIGN_IN_FONT};
font-size:1rem;line-height:1.5;color:var(--text);-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
.signin--dark{--text:#fff;--muted:rgba(255,255,255,.7);--icon:#fff;--line:rgba(255,255,255,.23);--line-hover:#fff;--error:#f44336;--paper:#1c1c1c;
--overlay:linear-gradient(rgba(255,255,255,.119),rgba(255,255,255,.119));--hover:rgba(255,255,255,.08);--disabled:rgba(255,255,255,.3);--disabled-bg:rgba(255,255,255,.12)}
.signin *,.signin *::before,.signin *::after{box-sizing:inherit}
.signin__bar{display:flex;justify-content:flex-end;padding:16px;color:#fff}
.signin__main{flex:1;display:flex;align-items:center;justify-content:center;padding:0 16px}
.signin__card{width:100%;max-width:400px;padding:24px;border-radius:18px;background-color:var(--paper);background-image:var(--overlay);color:var(--text);
box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12)}
@media (min-width:600px){.signin__card{padding:32px}}
.signin__form{display:flex;flex-direction:column;gap:20px;margin:0}
.signin__body{position:relative;display:flex;flex-direction:column;gap:20px}
.signin__head{display:flex;flex-direction:column;align-items:center;gap:6px}
.signin__logo{display:block;width:48px;height:48px}
.signin__title{margin:0;font-size:1.5rem;font-weight:700;line-height:1.334;text-align:center}
.signin__subtitle,.signin__footer{margin:0;font-size:.875rem;line-height:1.43;text-align:center}
.signin__subtitle{color:var(--muted)}
.signin__hint{margin:0;font-size:.75rem;line-height:1.66;color:var(--muted);text-align:center}
.signin__footer{padding:16px;color:rgba(255,255,255,.85)}
.signin__footer p{margin:0}
.signin__footer a{color:inherit;text-decoration:none}
.signin__footer a:hover,.signin__link:hover{text-decoration:underline}
.signin__link{align-self:center;color:var(--primary);text-decoration:none}
.signin__link:focus-visible,.signin__icon-button:focus-visible,.signin__button:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.signin__field{position:relative;display:flex;flex-direction:column;min-width:0}
.signin__label{position:absolute;left:0;top:0;z-index:1;max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(.75);transform-origin:top left;
white-space:nowrap;overflow:hidden;text-overflow:ellipsis;pointer-events:none;line-height:1.4375em;color:var(--muted)}
.signin__field:has(input:focus) .signin__label{color:var(--primary)}
.signin__field--error .signin__label,.signin__field--error:has(input:focus) .signin__label{color:var(--error)}
.signin__box{position:relative;display:flex;align-items:center;padding-left:14px;border-radius:6px;line-height:1.4375em;cursor:text}
.signin__box--end{padding-right:14px}
.signin__input{display:block;box-sizing:content-box;width:100%;min-width:0;height:1.4375em;margin:0;padding:16.5px 14px 16.5px 0;border:0;outline:0;
background:none;color:currentColor;font:inherit;letter-spacing:inherit;-webkit-tap-highlight-color:transparent}
.signin__box--end .signin__input{padding-right:0}
.signin__outline{position:absolute;inset:-5px 0 0;margin:0;padding:0 8px;min-width:0;overflow:hidden;pointer-events:none;text-align:left;
border:1px solid var(--line);border-radius:inherit}
.signin__outline legend{float:unset;display:block;width:auto;max-width:100%;height:11px;padding:0;overflow:hidden;font-size:.75em;white-space:nowrap;visibility:hidden}
.signin__outline legend>span{display:inline-block;padding:0 5px;opacity:0;visibility:visible}
.signin__box:hover .signin__outline{border-color:var(--line-hover)}
.signin__input:focus~.signin__outline{border:2px solid var(--primary)}
.signin__field--error .signin__outline,.signin__field--error .signin__box:hover .signin__outline,.signin__field--error .signin__input:focus~.signin__outline{border-color:var(--error)}
.signin__adornment{display:flex;align-items:center;height:.01em;max-height:2em;margin-right:8px;white-space:nowrap;color:var(--icon)}
.signin__adornment--end{margin:0 0 0 8px}
.signin__help{margin:3px 14px 0;font-size:.75rem;line-height:1.66;color:var(--error)}
.signin__icon-button{display:inline-flex;align-items:center;justify-content:center;flex:none;margin:0 -12px 0 0;padding:8px;border:0;border-radius:50%;
background:transparent;color:var(--icon);cursor:pointer;-webkit-tap-highlight-color:transparent}
.signin__icon-button:hover{background-color:var(--hover)}
.signin__button{display:inline-flex;align-items:center;justify-content:center;min-width:64px;margin:0;padding:8px 22px;border:0;border-radius:6px;
background-color:var(--primary);color:var(--on-primary);font:inherit;font-size:.9375rem;font-weight:500;line-height:1.75;cursor:pointer;
-webkit-tap-highlight-color:transparent}
.signin__button:hover{background-color:var(--primary-dark)}
.signin__button:disabled{background-color:var(--disabled-bg);color:var(--disabled);cursor:default}
.signin__language{position:relative}
.signin__language-button{display:inline-flex;align-items:center;justify-content:center;min-width:64px;margin:0;padding:6px 8px;border:0;border-radius:6px;
background:transparent;color:inherit;font:inherit;font-size:.875rem;font-weight:500;line-height:1.75;cursor:pointer}
.signin__language-button:hover{background-color:rgba(0,0,0,.04)}
.signin__language-button:focus-visible{outline:2px solid #fff;outline-offset:2px}
.signin__language-icon{display:inherit;margin:0 8px 0 -4px}
.signin__menu{position:absolute;top:100%;right:0;z-index:1300;min-width:128px;margin:4px 0 0;padding:8px 0;list-style:none;border-radius:6px;
background-color:var(--paper);background-image:var(--overlay);color:var(--text);
box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12)}
.signin__menu-item{display:flex;align-items:center;min-height:48px;padding:6px 16px;white-space:nowrap;cursor:pointer;outline:0}
@media (min-width:600px){.signin__menu-item{min-height:auto}}
.signin__menu-item:hover{background-color:var(--hover)}
.signin__menu-item[aria-checked="true"]{background-color:color-mix(in srgb,var(--primary) 8%,transparent)}
.signin__menu-item:focus-visible{outline:2px solid var(--primary);outline-offset:-2px}
.signin__toasts{position:fixed;top:64px;left:50%;z-index:1400;display:flex;flex-direction:column;gap:8px;width:max-content;max-width:calc(100vw - 32px);
transform:translateX(-50%);font-family:${SIGN_IN_FONT};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
@media (min-width:600px){.signin__toasts{top:16px;max-width:calc(100vw - 320px)}}
.signin__toast{display:flex;align-items:flex-start;padding:6px 16px;border-radius:6px;color:#fff;font-size:.875rem;font-weight:500;line-height:1.43;
box-shadow:0 3px 3px -2px rgba(0,0,0,.2),0 3px 4px 0 rgba(0,0,0,.14),0 1px 8px 0 rgba(0,0,0,.12)}
.signin__toast-text{min-width:0;padding:8px 0;overflow-wrap:anywhere}
.signin__toast-close{display:inline-flex;flex:none;align-items:center;justify-content:center;margin:3px -8px 0 16px;padding:5px;border:0;border-radius:50%;
background:transparent;color:inherit;cursor:pointer;-webkit-tap-highlight-color:transparent}
.signin__toast-close:hover{background-color:rgba(255,255,255,.12)}
.signin__toast-close:focus-visible{outline:2px solid #fff;outline-offset:-2px}
.signin__toast--success{background-color:#2e7d32}
.signin__toast--info{background-color:#0277bd}
.signin__toast--warning{background-color:#b95000}
.signin__toast--error{background-color:#d32f2f}
`.replace(/\n/g, '');
