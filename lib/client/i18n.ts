import { useCallback } from 'react';
import { create } from 'zustand';
import type { zhMessages } from '@/data/i18n';
import { messageParts, type MessagePart } from '@/data/i18n/parts';
import type { Language } from '@/lib/config/settings';
import { fillMessage as fill, type MessageValues as Values } from '@/lib/i18n/fillMessage';
import { messagesPathPrefix, partsOf } from '@/lib/i18n/messagesAhead';
import { configuredSiteTitle } from '@/lib/config/siteTitle';
import { currentLanguage } from './stores/settings';
import { withSiteTitle } from './title';

export type Messages = typeof zhMessages;

interface CatalogState {
  /** Each language's messages loaded so far: the shell's and every part a screen asked for, the site title applied. */
  catalogs: Partial<Record<Language, Messages>>;
  /**
   * The language the interface shows: the chosen one once every part shown so far is loaded in it. After a switch the
   * previous one stays until then, so no screen shows a message's key; null before the first load.
   */
  shown: Language | null;
}

/** The messages the browser has loaded, per language; next-intl's provider shows the shown one's (AdminApp). */
export const useCatalogStore = create<CatalogState>()(() => ({ catalogs: {}, shown: null }));

/** The parts shown so far: a language loaded later (a switch) loads the same ones. */
const wanted = new Set<MessagePart>(['shell']);
const parts = new Map<string, Promise<Record<string, unknown>>>();
const merged = new Map<Language, Set<MessagePart>>();

/** The answers of the page's links to messages, by address: one request for the parts each holds. */
const linkedAnswers = new Map<string, Promise<Record<string, Record<string, unknown>>>>();

/**
 * A part the page linked in its head (app/[[...slug]]/page.tsx), read from the answer its preload started; a failed
 * answer falls back to the part's chunk. None without such a link: the part's chunk.
 */
function fromPreload(language: Language, part: MessagePart): Promise<Record<string, unknown>> | undefined {
  if (typeof document === 'undefined') return undefined;
  const links = document.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="fetch"][href^="${messagesPathPrefix(language)}"]`);
  const link = [...links].find((l) => partsOf(new URL(l.href)).includes(part));
  if (!link) return undefined;
  let answer = linkedAnswers.get(link.href);
  if (!answer) {
    answer = fetch(link.href).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))));
    linkedAnswers.set(link.href, answer);
  }
  return answer
    .then((parts) => parts[part] ?? Promise.reject(new Error(`no ${part}`)))
    .catch(() => messageParts[part][language]());
}

function loadPart(language: Language, part: MessagePart): Promise<Record<string, unknown>> {
  const key = `${language}:${part}`;
  let loading = parts.get(key);
  if (!loading) {
    // A failed chunk is not kept: the next call asks again.
    loading = (fromPreload(language, part) ?? messageParts[part][language]()).catch((error: unknown) => {
      parts.delete(key);
      throw error;
    });
    parts.set(key, loading);
  }
  return loading;
}

/**
 * Loads the language's messages: the shell's, `extra` parts and every part an earlier screen asked for. Resolves once
 * they are in the catalog, so a screen loaded with it renders its own text at once; a language the catalog has whole
 * resolves without loading anything.
 */
export async function loadMessages(language: Language = currentLanguage(), extra: readonly MessagePart[] = []): Promise<void> {
  for (const part of extra) wanted.add(part);
  const needed = [...wanted];
  const isLoaded = () => needed.every((part) => merged.get(language)?.has(part));
  if (!isLoaded()) {
    const loaded = await Promise.all(needed.map((part) => loadPart(language, part)));
    // A load that asked for more may have finished first.
    if (!isLoaded()) {
      const [shell, ...rest] = loaded as [Messages, ...Record<string, unknown>[]];
      const previous = useCatalogStore.getState().catalogs[language];
      const messages = withSiteTitle(Object.assign({}, previous, shell, ...rest) as Messages, configuredSiteTitle[language]);
      merged.set(language, new Set([...(merged.get(language) ?? []), ...needed]));
      useCatalogStore.setState((s) => ({ catalogs: { ...s.catalogs, [language]: messages } }));
    }
  }
  // A switch made meanwhile wins: only the chosen language is shown.
  if (language === currentLanguage() && [...wanted].every((part) => merged.get(language)?.has(part))) {
    useCatalogStore.setState({ shown: language });
  }
}

/** Loads a part of the chosen language's messages ahead of need, without showing it yet (a later loadMessages will). */
export function preloadMessages(part: MessagePart, language: Language = currentLanguage()): Promise<unknown> {
  return loadPart(language, part);
}

/**
 * Loads message parts of the chosen language for a screen about to render, resolving one task after they are in the
 * catalog: React renders the provider with them (a store update is flushed in a microtask) before the screen renders.
 * A screen whose load resolved in that same task could otherwise be replayed inside a render that still holds the
 * previous messages, and show a message's key.
 */
export function loadMessagesToShow(parts: readonly MessagePart[]): Promise<void> {
  return loadMessages(currentLanguage(), parts).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** A view's chunk together with the message parts it shows, both loaded before it renders. */
export function withMessages<M>(load: () => Promise<M>, messageParts: readonly MessagePart[]): () => Promise<M> {
  return () => Promise.all([load(), loadMessagesToShow(messageParts)]).then(([module]) => module);
}

/** The loaded messages of a language, else those shown while it loads (a switch), else none yet. */
function catalogOf(language: Language): Messages | undefined {
  const { catalogs, shown } = useCatalogStore.getState();
  return catalogs[language] ?? (shown ? catalogs[shown] : undefined);
}

/** The Accept-Language header value for a UI language. */
export const acceptLanguage = (language: Language): string => (language === 'en' ? 'en' : 'zh-CN,zh;q=0.9');

/**
 * Translates a message outside React (request client, route loader): dotted key, simple `{name}`
 * arguments. Components use next-intl's useTranslations on the same messages.
 */
export function translate(key: string, values: Values = {}, language: Language = currentLanguage()): string {
  return fill(catalogOf(language), key, values);
}

/**
 * translate for a component outside next-intl's provider (the sign-in page, which loads no next-intl): the shown
 * language's messages, rendered again when they change.
 */
export function useTranslate(): (key: string, values?: Values) => string {
  const messages = useCatalogStore((s) => (s.shown ? s.catalogs[s.shown] : undefined));
  return useCallback((key: string, values: Values = {}) => fill(messages, key, values), [messages]);
}

/** The spec's default text for a response code (§8), in the UI language. */
export function defaultCodeText(code: number | string, language: Language = currentLanguage()): string {
  const codes = catalogOf(language)?.request.codes as Record<string, string> | undefined;
  return codes?.[String(code)] ?? codes?.default ?? String(code);
}
