export type DayPart = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** The time-of-day greeting after login (spec §4): thresholds 8, 11, 13, 18, 24. */
export function dayPart(hour: number): DayPart {
  if (hour < 8) return 'morning';
  if (hour < 11) return 'forenoon';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
