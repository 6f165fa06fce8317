import 'server-only';
import { createHash } from 'node:crypto';
import { messageParts, type MessagePart } from '@/data/i18n/parts';
import type { Language } from '@/lib/config/settings';

export interface ServedPart {
  /** The part as served: its JSON text. */
  body: string;
  /** Its content hash, the `v` of its address. */
  version: string;
}

const served = new Map<string, Promise<ServedPart>>();

/** A part of a language's messages as the browser receives it, serialised and hashed once per process. */
export function servedPart(language: Language, part: MessagePart): Promise<ServedPart> {
  const key = `${language}:${part}`;
  let found = served.get(key);
  if (!found) {
    found = messageParts[part][language]().then((messages) => {
      const body = JSON.stringify(messages);
      return { body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    });
    served.set(key, found);
  }
  return found;
}

export const isLanguage = (value: string): value is Language => value === 'zh' || value === 'en';
export const isMessagePart = (value: string): value is MessagePart => Object.hasOwn(messageParts, value);
