import { isLanguage, settings, type Language } from '@/lib/config/settings';

/** How the page looks before the app's script runs: the sign-in pages' blue, or the shell's light or dark page. */
export type FrameLook = 'login' | 'shell' | 'dark';

export interface FrameState {
  language: Language;
  look: FrameLook;
}

/**
 * The browser keeps the last language and look in this cookie for the next visit's first paint: the app's own settings
 * and token live in localStorage, which the server cannot read.
 */
export const FRAME_COOKIE = 'admin-pro-frame';

/** A first visit: the default language, on the way to the login page. */
export const DEFAULT_FRAME: Readonly<FrameState> = Object.freeze({ language: settings.defaultLanguage, look: 'login' });

const LOOKS: readonly FrameLook[] = ['login', 'shell', 'dark'];

/** The cookie's value (`zh.login`, `en.shell`…); anything else is the default. */
export function parseFrame(value: string | undefined): FrameState {
  const [language, look] = (value ?? '').split('.');
  return {
    language: isLanguage(language) ? language : DEFAULT_FRAME.language,
    look: LOOKS.includes(look as FrameLook) ? (look as FrameLook) : DEFAULT_FRAME.look,
  };
}

/** The sign-in pages (spec §2.1) stand on the login page's background; every other address is inside the shell. */
const SIGN_IN = /^#\/(?:login|register|callback|renewal)(?:[/?]|$)/;

/** What the page shows now: its `lang`, its address's hash, and whether the theme is the dark one. */
export function frameOf({ lang, hash, dark }: { lang: string; hash: string; dark: boolean }): FrameState {
  return { language: lang.startsWith('en') ? 'en' : 'zh', look: SIGN_IN.test(hash) ? 'login' : dark ? 'dark' : 'shell' };
}

/** The `document.cookie` assignment that keeps `state` for a year, for the whole site. */
export const frameCookie = ({ language, look }: FrameState): string =>
  `${FRAME_COOKIE}=${language}.${look}; path=/; max-age=31536000; SameSite=Lax`;
