/** The product's title in both interface languages (spec §1). */
export interface SiteTitle {
  zh: string;
  en: string;
}

/** The title variants of spec §1: the product's own, and the regional one a region's deployment carries. */
export const SITE_TITLES = {
  default: { zh: '人事管理系统', en: 'Personnel Management System' },
  regional: { zh: '湖州市事业单位人事管理系统', en: 'Huzhou Public Institution Personnel Management System' },
} as const satisfies Record<string, SiteTitle>;

export type SiteTitleVariant = keyof typeof SITE_TITLES;

export interface SiteTitleSetting {
  /** NEXT_PUBLIC_SITE_TITLE: `default` or `regional`; anything else keeps the default. */
  variant?: string;
  /** NEXT_PUBLIC_SITE_TITLE_ZH / NEXT_PUBLIC_SITE_TITLE_EN: the chosen variant's wording, for a region naming itself. */
  zh?: string;
  en?: string;
}

const isVariant = (v: string | undefined): v is SiteTitleVariant => v !== undefined && Object.hasOwn(SITE_TITLES, v);

/** The title the build shows on the login page, in the header and in the document title. */
export function siteTitle(setting: SiteTitleSetting): SiteTitle {
  const base = SITE_TITLES[isVariant(setting.variant?.trim()) ? (setting.variant!.trim() as SiteTitleVariant) : 'default'];
  return { zh: setting.zh?.trim() || base.zh, en: setting.en?.trim() || base.en };
}

/** The build's setting; each NEXT_PUBLIC_ variable is named in full so that Next.js inlines it into the browser bundle. */
export const configuredSiteTitle: SiteTitle = siteTitle({
  variant: process.env.NEXT_PUBLIC_SITE_TITLE,
  zh: process.env.NEXT_PUBLIC_SITE_TITLE_ZH,
  en: process.env.NEXT_PUBLIC_SITE_TITLE_EN,
});
