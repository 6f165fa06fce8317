import type { FilingDetail } from '@/lib/contracts/filing';

export interface RendererProps {
  filing: FilingDetail;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Payload keys the server keeps for itself, never shown: `before`, what an effect recorded of its person when it landed
 * (for a correction to undo it). The detail leaves it out; an older or another source of payloads may still carry it.
 */
const SERVER_KEYS: ReadonlySet<string> = new Set(['before']);

export const isShownKey = (key: string): boolean => !SERVER_KEYS.has(key);

/** A payload's or header's fields a generic renderer shows. */
export const shownEntries = (record: Record<string, unknown>): [string, unknown][] => Object.entries(record).filter(([k]) => isShownKey(k));
