import 'server-only';
import { formatDateTime } from '@/lib/domain/datetime';

/** A seeded PRNG (mulberry32): the same seed gives the same mock rows in every process. */
export type Random = () => number;

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Random, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));

export const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];

export const bool = (r: Random): boolean => r() < 0.5;

export function uuid(r: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const EPOCH = Date.UTC(2025, 4, 28);
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A 'YYYY-MM-DD HH:mm:ss' time within the year before the release date, so it does not move with the clock. */
export const dateTime = (r: Random): string => formatDateTime(new Date(EPOCH - Math.floor(r() * YEAR_MS)));

export const ip = (r: Random): string => [int(r, 1, 223), int(r, 0, 255), int(r, 0, 255), int(r, 1, 254)].join('.');
