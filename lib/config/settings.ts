import { configuredSiteTitle } from './siteTitle';

/** The product's settings with the spec's defaults (§2.4 theme, §4, §9). */

/** The interface languages, the default first. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether a stored or requested value names one of the interface languages. */
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
export type TokenStorage = 'localStorage' | 'sessionStorage' | 'cookie';
export type LayoutName = 'vertical' | 'horizontal' | 'comprehensive' | 'common' | 'column' | 'float';
export type ThemeName = 'default' | 'black' | 'white' | 'ocean' | 'green' | 'red';
export type ColumnStyle = 'vertical' | 'horizontal' | 'card' | 'arrow';
export type TabsBarStyle = 'card' | 'smart' | 'smooth';
export type Device = 'desktop' | 'mobile';

export interface ThemeSettings {
  layout: LayoutName;
  themeName: ThemeName;
  columnStyle: ColumnStyle;
  fixedHeader: boolean;
  showProgressBar: boolean;
  showTabs: boolean;
  tabsBarStyle: TabsBarStyle;
  showTabsBarIcon: boolean;
  showLanguage: boolean;
  showRefresh: boolean;
  showSearch: boolean;
  showTheme: boolean;
  showNotice: boolean;
  showFullScreen: boolean;
  showThemeSetting: boolean;
}

/** Default theme settings (spec §2.4). */
export const defaultTheme: Readonly<ThemeSettings> = Object.freeze({
  layout: 'horizontal',
  themeName: 'white',
  columnStyle: 'horizontal',
  fixedHeader: true,
  showProgressBar: true,
  showTabs: true,
  tabsBarStyle: 'smooth',
  showTabsBarIcon: false,
  showLanguage: false,
  showRefresh: true,
  showSearch: false,
  showTheme: false,
  showNotice: true,
  showFullScreen: true,
  showThemeSetting: false,
});

export interface Settings {
  /** The site title in Chinese (the chosen variant, lib/config/siteTitle); the interface reads it in either language from app.title. */
  title: string;
  /** The filing number shown in the footer. */
  filingNumber: string;
  logo: string;
  defaultAvatar: string;
  defaultLanguage: Language;
  /** Base URL of the JSON API; a build may point it elsewhere, e.g. at the mock API (NEXT_PUBLIC_API_BASE=/api/mock). */
  baseURL: string;
  requestTimeout: number;
  chunkLoadTimeout: number;
  /** How long a writing button ignores further clicks after one when its action does not say when it is answered. */
  repeatClickGuard: number;
  messageDuration: number;
  tokenName: string;
  tokenTableName: string;
  storage: TokenStorage;
  recordRoute: boolean;
  rolesControl: boolean;
  loginInterception: boolean;
  authentication: 'all';
  keepAliveMax: number;
  /** Navigation progress bar (spec §9): animation speed, trickle interval, and how long after a refresh it finishes. */
  progress: { speed: number; trickleSpeed: number; refreshDoneAfter: number };
  successCode: readonly (number | string)[];
  encryptLogin: boolean;
  mobileBreakpoint: number;
  uniqueOpened: boolean;
  /** Clicking a first-level entry of the comprehensive or column layout opens its first page. */
  openFirstMenu: boolean;
  /** Menu groups open when the side menu first shows (their paths). */
  defaultOpeneds: readonly string[];
  /** Delay before the search dialog filters its suggestions. */
  searchDelay: number;
  /** How long the random theme's loading overlay shows. */
  randomThemeOverlay: number;
  /** The environments where the error log records and shows errors (spec §8); NEXT_PUBLIC_ERROR_LOG=on adds production. */
  errorLog: readonly string[];
  /** The template source of the current page on its code host, opened after the key check (spec §2.4). */
  sourceCode: { key: string; url: string };
  /** Page title: route title + separator + site title (reversed when titleReverse). */
  titleSeparator: string;
  titleReverse: boolean;
  /** Key of the persisted settings in localStorage. */
  settingsKey: string;
  manuals: { district: string; general: string };
  /** The CompanyType value of a district-level direct unit (spec §3). */
  districtCompanyType: string;
  /**
   * Whether the server gives the admin the template's demo screens (spec §2.3) in one 模板示例 menu group
   * (TEMPLATE_DEMOS=on, read by the server); off, the menu does not offer them, and the admin opens them by address. The mock API (§7.2) answers either way.
   */
  templateDemos: boolean;
}

export const settings: Settings = {
  title: configuredSiteTitle.zh,
  filingNumber: '浙ICP备2025000000号',
  logo: '/logo.svg',
  defaultAvatar: '/avatar.svg',
  defaultLanguage: 'zh',
  baseURL: process.env.NEXT_PUBLIC_API_BASE || '/api',
  requestTimeout: 600000,
  chunkLoadTimeout: 120000,
  repeatClickGuard: 6000,
  messageDuration: 3000,
  tokenName: 'token',
  tokenTableName: 'admin-pro-token',
  storage: 'localStorage',
  recordRoute: true,
  rolesControl: true,
  loginInterception: true,
  authentication: 'all',
  keepAliveMax: 20,
  progress: { speed: 500, trickleSpeed: 200, refreshDoneAfter: 200 },
  successCode: [200, 0, '200', '0'],
  encryptLogin: false,
  mobileBreakpoint: 992,
  uniqueOpened: true,
  openFirstMenu: true,
  defaultOpeneds: [],
  searchDelay: 500,
  randomThemeOverlay: 1000,
  errorLog: process.env.NEXT_PUBLIC_ERROR_LOG === 'on' ? ['development', 'production'] : ['development'],
  sourceCode: { key: process.env.NEXT_PUBLIC_SOURCE_CODE_KEY || 'vab-source', url: 'https://github.com/zxwk1998/vue-admin-better/blob/master/src/views' },
  titleSeparator: ' - ',
  titleReverse: false,
  settingsKey: 'admin-pro-settings',
  manuals: { district: '/manuals/manual-district.pdf', general: '/manuals/manual-general.pdf' },
  districtCompanyType: '区直',
  templateDemos: process.env.TEMPLATE_DEMOS === 'on',
};
