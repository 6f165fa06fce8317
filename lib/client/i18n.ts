import { enMessages, zhMessages } from '@/data/i18n';
import type { Language } from '@/lib/config/settings';
import { configuredSiteTitle } from '@/lib/config/siteTitle';
import { currentLanguage } from './stores/settings';
import { withSiteTitle } from './title';

export type Messages = typeof zhMessages;

export const messages: Record<Language, Messages> = {
  zh: withSiteTitle(zhMessages, configuredSiteTitle.zh),
  en: withSiteTitle(enMessages, configuredSiteTitle.en),
};

/** The Accept-Language header value for a UI language. */
export const acceptLanguage = (language: Language): string => (language === 'en' ? 'en' : 'zh-CN,zh;q=0.9');

/**
 * Translates a message outside React (request client, route loader): dotted key, simple `{name}`
 * arguments. Components use next-intl's useTranslations on the same messages.
 */
export function translate(key: string, values: Record<string, string | number> = {}, language: Language = currentLanguage()): string {
  const found = key.split('.').reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    messages[language],
  );
  if (typeof found !== 'string') return key;
  return found.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The spec's default text for a response code (§8), in the UI language. */
export function defaultCodeText(code: number | string, language: Language = currentLanguage()): string {
  const codes = messages[language].request.codes as Record<string, string>;
  return codes[String(code)] ?? codes.default;
}
