import { today } from '@/lib/domain/datetime';

export type UnitStatus = { kind: 'none' } | { kind: 'expired'; expireTime: string } | { kind: 'expiring'; days: number } | { kind: 'valid'; days: number };

const DAY_MS = 86_400_000;
/** Within this many days of its ExpireTime a unit is reminded to renew. */
export const RENEWAL_NOTICE_DAYS = 30;

/** Where a unit's account stands against its ExpireTime ('YYYY-MM-DD'; empty: no unit or no limit). */
export function unitStatus(expireTime: string, now = new Date()): UnitStatus {
  if (!expireTime) return { kind: 'none' };
  const days = Math.round((Date.parse(expireTime) - Date.parse(today('Asia/Shanghai', now))) / DAY_MS);
  if (days < 0) return { kind: 'expired', expireTime };
  return days <= RENEWAL_NOTICE_DAYS ? { kind: 'expiring', days } : { kind: 'valid', days };
}
