/** The app's version and build date (spec §1), shown in the personal center. */
export const APP_VERSION = '2.7.0';
export const BUILD_DATE = '2025-5-28';
