import type { SearchSuggestion } from '@/lib/contracts/search';

/** The web search run for a word that names no page of the product. */
export const webSearchUrl = (word: string): string => `https://www.baidu.com/s?wd=${encodeURIComponent(word)}`;

/** The suggestions whose value holds the word, ignoring case; all of them for a blank word. */
export function filterSuggestions(list: readonly SearchSuggestion[], word: string): SearchSuggestion[] {
  const needle = word.trim().toLowerCase();
  return needle ? list.filter((s) => s.value.toLowerCase().includes(needle)) : [...list];
}

/** Where an entry leads: its own url, else a web search of its value (spec §2.4). */
export const searchTarget = (entry: SearchSuggestion): string => entry.url || webSearchUrl(entry.value);

/**
 * Where the search dialog goes for what was chosen: an entry's target, or a web search of a typed word (trimmed);
 * null for a blank word, which goes nowhere.
 */
export function searchDestination(chosen: SearchSuggestion | string | null): string | null {
  if (chosen === null) return null;
  if (typeof chosen !== 'string') return searchTarget(chosen);
  const word = chosen.trim();
  return word ? webSearchUrl(word) : null;
}
