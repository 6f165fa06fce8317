/**
 * The frame's whole stylesheet, inlined in the page so that it paints with the HTML. Its measures are the login page's
 * (components/views/login/LoginPage.tsx with its signInStyle.ts): the bar of the language switch, a 400 px card with the
 * logo, the title and the subtitle, as tall as the card with its form, and the footer; in the shell looks, the spinner
 * sits where the app's own full-screen loading shows it (the middle of the window), under the logo and the title.
 */
export const FRAME_STYLE = `
.app-frame{position:fixed;inset:0;z-index:1250;display:flex;flex-direction:column;overflow:auto;background:#f0f2f5;color:rgba(0,0,0,.87);
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Helvetica Neue",Arial,sans-serif;
-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;font-size:1rem;line-height:1.5}
.app-frame__bar{flex:none;height:68.5px}
.app-frame__main{flex:1;display:flex;align-items:center;justify-content:center;padding:0 16px}
.app-frame__card{box-sizing:border-box;width:100%;max-width:400px;display:flex;flex-direction:column;align-items:center;text-align:center}
.app-frame__head{display:flex;flex-direction:column;align-items:center}
.app-frame__logo{display:block;width:48px;height:48px}
.app-frame__title{margin:6px 0 0;font-size:1.5rem;font-weight:700;line-height:1.334}
.app-frame__subtitle{margin:6px 0 0;font-size:.875rem;line-height:1.43;letter-spacing:.01071em;color:rgba(0,0,0,.6)}
.app-frame__loading{display:flex;align-items:center;justify-content:center}
.app-frame__spinner{box-sizing:border-box;width:32px;height:32px;border-radius:50%;border:3.6px solid rgba(21,101,216,.18);border-top-color:#1565d8;
animation:app-frame-spin .9s linear infinite}
@keyframes app-frame-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.app-frame__spinner{animation-duration:3s}}
.app-frame__hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.app-frame__footer{flex:none;margin:0;padding:16px;text-align:center;font-size:.875rem;line-height:1.43;letter-spacing:.01071em;color:rgba(255,255,255,.85)}
.app-frame--login{background:linear-gradient(135deg,#0b3d91 0%,#1677ff 55%,#69b1ff 100%)}
.app-frame--login .app-frame__card{padding:24px;border-radius:18px;background:#fff;
box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12)}
.app-frame--login .app-frame__loading{height:238.25px;margin-top:20px;align-self:stretch}
@media (min-width:600px){.app-frame--login .app-frame__card{padding:32px}}
.app-frame--shell .app-frame__bar,.app-frame--shell .app-frame__footer,.app-frame--dark .app-frame__bar,.app-frame--dark .app-frame__footer{display:none}
.app-frame--shell .app-frame__card,.app-frame--dark .app-frame__card{position:relative}
.app-frame--shell .app-frame__head,.app-frame--dark .app-frame__head{position:absolute;bottom:100%;left:0;right:0;padding-bottom:24px}
.app-frame--dark{background:#0c0c0c;color:#fff}
.app-frame--dark .app-frame__subtitle{color:rgba(255,255,255,.7)}
.app-frame--dark .app-frame__spinner{border-color:rgba(64,150,255,.2);border-top-color:#4096ff}
`.replace(/\n/g, '');
