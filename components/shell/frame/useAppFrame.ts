import { useEffect, useRef, useState } from 'react';
import { frameCookie, frameOf } from './frameState';

/** Where the frame stands: alone (before the app), over the app's own loading status, or gone (the app shows a page). */
export type FrameStage = 'alone' | 'overApp' | 'gone';

/**
 * Whether the app's root shows a page: any element besides live regions (its full-screen loading status, the toasts'
 * region) and React's markers of the part rendered in the browser (a <template>). Until then the frame stays over it,
 * so that a person sees one loading state, not the frame and then another.
 */
export const showsPage = (root: Element): boolean =>
  [...root.children].some((el) => !el.matches('template, [role="status"], [aria-live]'));

const stageOf = (root: Element): FrameStage =>
  showsPage(root) ? 'gone' : root.querySelector(':scope > [role="status"]') ? 'overApp' : 'alone';

/** The frame's stage as the app's root (the returned ref) fills. */
export function useAppFrame() {
  const root = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<FrameStage>('alone');
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const update = () => {
      const next = stageOf(el);
      setStage(next);
      if (next === 'gone') observer.disconnect();
    };
    const observer = new MutationObserver(update);
    // A page may also reuse the loading status's element: its role and live region attributes count too.
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-live'] });
    update();
    return () => observer.disconnect();
  }, []);
  return { root, stage };
}

/**
 * Keeps the page's language, look and theme in the frame's cookie whenever one changes, for the next visit's first
 * paint. The app sets `lang` on <html> and the theme as a class of <body>; the address changes by the history API, which
 * the Navigation API reports where the browser has it, else leaving the page does. Returns the cleanup.
 */
export function rememberFrame(): () => void {
  let kept = '';
  const remember = () => {
    const cookie = frameCookie(frameOf({
      lang: document.documentElement.lang,
      hash: window.location.hash,
      dark: document.body.classList.contains('theme-black'),
    }));
    if (cookie === kept) return;
    kept = cookie;
    document.cookie = cookie;
  };
  const observer = new MutationObserver(remember);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', remember);
  window.addEventListener('hashchange', remember);
  window.addEventListener('pagehide', remember);
  return () => {
    observer.disconnect();
    navigation?.removeEventListener('currententrychange', remember);
    window.removeEventListener('hashchange', remember);
    window.removeEventListener('pagehide', remember);
  };
}
