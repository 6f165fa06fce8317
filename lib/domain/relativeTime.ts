export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes' | 'hours'; count: number }
  | { kind: 'oneDay' }
  | { kind: 'date'; date: Date };

/** A ten-digit timestamp counts as seconds (spec §9). */
export function toDate(time: Date | number | string): Date {
  if (time instanceof Date) return time;
  if (typeof time === 'number' || /^\d+$/.test(time)) {
    const n = Number(time);
    return new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  }
  return new Date(time);
}

/** The relative time of spec §9: under 30 s just now, under an hour minutes, under a day hours, under two days one day, then the date. */
export function relativeTime(time: Date | number | string, now = new Date()): RelativeTime {
  const date = toDate(time);
  const seconds = (now.getTime() - date.getTime()) / 1000;
  if (seconds < 30) return { kind: 'justNow' };
  if (seconds < 3600) return { kind: 'minutes', count: Math.max(1, Math.floor(seconds / 60)) };
  if (seconds < 86400) return { kind: 'hours', count: Math.floor(seconds / 3600) };
  if (seconds < 2 * 86400) return { kind: 'oneDay' };
  return { kind: 'date', date };
}

/** The table-height helper of spec §9: the window height minus 291, minus 60 per extra row of filters. */
export function tableHeight(windowHeight: number, extraRows = 0): number {
  return Math.max(0, windowHeight - 291 - 60 * extraRows);
}
