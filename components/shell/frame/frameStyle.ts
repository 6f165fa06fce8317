import { FRAME_LOGIN_ID } from '@/components/views/login/frameLogin';

/**
 * The frame's own stylesheet, inlined in the page so that it paints with the HTML. On the sign-in pages the frame is the
 * login page (FrameLogin.tsx, with the page's own stylesheet): its fields wait under a loading status until its script
 * lets them be used. In the shell looks the spinner sits where the app's own full-screen loading shows it (the middle of
 * the window), under the logo and the title.
 */
export const FRAME_STYLE = `
.app-frame{position:fixed;inset:0;z-index:1250;display:flex;flex-direction:column;overflow:auto;background:#f0f2f5;color:rgba(0,0,0,.87);
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Helvetica Neue",Arial,sans-serif;
-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;font-size:1rem;line-height:1.5}
.app-frame__main{flex:1;display:flex;align-items:center;justify-content:center;padding:0 16px}
.app-frame__card{position:relative;box-sizing:border-box;width:100%;max-width:400px;display:flex;flex-direction:column;align-items:center;text-align:center}
.app-frame__head{position:absolute;bottom:100%;left:0;right:0;padding-bottom:24px;display:flex;flex-direction:column;align-items:center}
.app-frame__logo{display:block;width:48px;height:48px}
.app-frame__title{margin:6px 0 0;font-size:1.5rem;font-weight:700;line-height:1.334}
.app-frame__loading{display:flex;align-items:center;justify-content:center}
.app-frame__spinner{box-sizing:border-box;width:32px;height:32px;border-radius:50%;border:3.6px solid rgba(21,101,216,.18);border-top-color:#1565d8;
animation:app-frame-spin .9s linear infinite}
@keyframes app-frame-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.app-frame__spinner{animation-duration:3s}}
.app-frame__hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.app-frame--login{background:linear-gradient(135deg,#0b3d91 0%,#1677ff 55%,#69b1ff 100%)}
.app-frame--login .app-frame__loading{position:absolute;inset:0}
#${FRAME_LOGIN_ID}:not([data-ready]) .signin__body>:not(.app-frame__loading){visibility:hidden}
#${FRAME_LOGIN_ID}[data-ready] .app-frame__loading{display:none}
.app-frame--dark{background:#0c0c0c;color:#fff}
.app-frame--dark .app-frame__spinner{border-color:rgba(64,150,255,.2);border-top-color:#4096ff}
`.replace(/\n/g, '');
