export type NoticeStatus = 'active' | 'scheduled' | 'expired' | 'withdrawn';

/** Where a published notice stands on a day ('YYYY-MM-DD'): its validity window is inclusive at both ends. */
export function noticeStatus(n: { validFrom: string | null; validUntil: string | null; withdrawn: boolean }, day: string): NoticeStatus {
  if (n.withdrawn) return 'withdrawn';
  if (n.validFrom && day < n.validFrom) return 'scheduled';
  if (n.validUntil && day > n.validUntil) return 'expired';
  return 'active';
}
