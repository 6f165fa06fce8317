import 'server-only';
import { createHash } from 'node:crypto';
import { messageParts, type MessagePart } from '@/data/i18n/parts';
import type { Language } from '@/lib/config/settings';

export interface ServedParts {
  /** The parts as served: the JSON text of `{ part: messages }`. */
  body: string;
  /** Its content hash, the `v` of its address. */
  version: string;
}

const served = new Map<string, Promise<ServedParts>>();

/** Parts of a language's messages as the browser receives them, serialised and hashed once per process. */
export function servedParts(language: Language, parts: readonly MessagePart[]): Promise<ServedParts> {
  const key = `${language}:${parts.join(',')}`;
  let found = served.get(key);
  if (!found) {
    found = Promise.all(parts.map((part) => messageParts[part][language]())).then((loaded) => {
      const body = JSON.stringify(Object.fromEntries(parts.map((part, i) => [part, loaded[i]])));
      return { body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    });
    served.set(key, found);
  }
  return found;
}

/** The parts a `parts` list names: each a part of the messages, none twice; null for anything else. */
export function askedParts(list: string | null): MessagePart[] | null {
  const parts = list?.split(',') ?? [];
  const known = parts.every((part) => Object.hasOwn(messageParts, part));
  return parts.length > 0 && known && new Set(parts).size === parts.length ? (parts as MessagePart[]) : null;
}
