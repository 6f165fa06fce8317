import type { Language } from '@/lib/config/settings';

type Part = Record<string, unknown>;
type Loaders = Record<Language, () => Promise<Part>>;

/**
 * The browser's messages, one chunk per language and part, each imported when a screen first needs it: the shell's
 * (the frame, sign-in, requests, the shared form texts), the sign-in pages' (the registration module, whose link and
 * form they show) and every module's (the screens inside the shell). index.ts holds the same messages at once.
 */
export const messageParts = {
  shell: {
    zh: () => import('./zh.json').then((m) => m.default),
    en: () => import('./en.json').then((m) => m.default),
  },
  registration: {
    zh: () => import('./modules/registration.zh.json').then((m) => m.default),
    en: () => import('./modules/registration.en.json').then((m) => m.default),
  },
  modules: {
    zh: () => import('./modules/zh').then((m) => m.zhModules),
    en: () => import('./modules/en').then((m) => m.enModules),
  },
} satisfies Record<string, Loaders>;

export type MessagePart = keyof typeof messageParts;
