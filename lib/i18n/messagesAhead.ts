import type { MessagePart } from '@/data/i18n/parts';
import type { Language } from '@/lib/config/settings';

/**
 * Where a part of one language's messages is served as JSON (app/i18n): the page links the parts its first screen
 * shows in its head, so they download beside the page's scripts instead of after them. `version` is the part's content
 * hash, which lets the answer be cached for good.
 */
export const messagesPath = (language: Language, part: MessagePart, version: string): string =>
  `/i18n/${language}/${part}?v=${version}`;

/** The prefix of a part's address, whatever its version: how the browser finds the page's link to it. */
export const messagesPathPrefix = (language: Language, part: MessagePart): string => `/i18n/${language}/${part}?`;
