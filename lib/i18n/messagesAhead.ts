import type { MessagePart } from '@/data/i18n/parts';
import type { Language } from '@/lib/config/settings';

/**
 * Where parts of one language's messages are served together as JSON, `{ part: messages }` (app/i18n): the page links
 * the parts its first screen shows in its head, so they download beside the page's scripts, in one request, instead of
 * after them. `version` is the answer's content hash, which lets it be cached for good.
 */
export const messagesPath = (language: Language, parts: readonly MessagePart[], version: string): string =>
  `/i18n/${language}?parts=${parts.join(',')}&v=${version}`;

/** The prefix of such an address for a language, whatever its parts and version: how the browser finds the link. */
export const messagesPathPrefix = (language: Language): string => `/i18n/${language}?`;

/** The parts an address of messagesPath holds. */
export const partsOf = (url: URL): string[] => url.searchParams.get('parts')?.split(',') ?? [];
