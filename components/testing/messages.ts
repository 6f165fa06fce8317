import { enMessages, zhMessages } from '@/data/i18n';
import type { Language } from '@/lib/config/settings';
import { configuredSiteTitle } from '@/lib/config/siteTitle';
import type { Messages } from '@/lib/client/i18n';
import { withSiteTitle } from '@/lib/client/title';

/** Every message of each language at once, as the browser has them once loaded: for tests that render a screen. */
export const messages: Record<Language, Messages> = {
  zh: withSiteTitle(zhMessages, configuredSiteTitle.zh),
  en: withSiteTitle(enMessages, configuredSiteTitle.en),
};
