import type { Envelope } from '@/lib/contracts/endpoint';
import { navigateTo } from '../navigation';
import { resetSession } from '../session';

/** The answer to a write the screen handles itself: done, a stale version (409), or refused with its data. */
export type Answer<T> =
  | { kind: 'done'; data: T }
  | { kind: 'conflict'; message: string }
  | { kind: 'refused'; code: number; message: string; data: Record<string, unknown> };

/** Reads an answer envelope; a lost session goes to login as everywhere else (spec §8). */
export function readAnswer<T>(envelope: Pick<Envelope<unknown>, 'code' | 'msg' | 'data'>): Answer<T> {
  const { code, msg } = envelope;
  if (code === 200 || code === 402) return { kind: 'done', data: envelope.data as T };
  if (code === 401) {
    resetSession();
    navigateTo('/login');
  }
  if (code === 409) return { kind: 'conflict', message: msg };
  return { kind: 'refused', code, message: msg, data: (envelope.data ?? {}) as Record<string, unknown> };
}
