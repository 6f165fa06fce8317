/** Whether a signed-in session may go on (spec §7.1): what login refuses ends a session at its next request too. */

export interface SessionFacts {
  /** The account: gone, disabled, or its session revoked (logout, password change). */
  found: boolean;
  enabled: boolean;
  deleted: boolean;
  revoked: boolean;
  /** The account's unit; null for accounts without one (admin, rsj without a unit). */
  unit: { status: string; deleted: boolean; expireTime: string | null } | null;
}

export interface SessionRefusal {
  reason: 'invalid' | 'accountDisabled' | 'unitClosed' | 'unitExpired';
  message: string;
  messageEn: string;
}

/** Why the session ends now, or null; `today` is YYYY-MM-DD (China Standard Time), as login compares it. */
export function sessionRefusal(s: SessionFacts, today: string): SessionRefusal | null {
  if (!s.found || s.deleted || s.revoked) {
    return { reason: 'invalid', message: '令牌无效或已退出登录，请重新登录', messageEn: 'The session has ended; please sign in again' };
  }
  if (!s.enabled) return { reason: 'accountDisabled', message: '账号已停用，请联系管理员', messageEn: 'The account is disabled; contact the administrator' };
  if (s.unit && (s.unit.deleted || s.unit.status !== 'NORMAL')) {
    return { reason: 'unitClosed', message: '单位已撤销或已合并，登录已失效', messageEn: 'The unit is revoked or merged; the session has ended' };
  }
  if (s.unit?.expireTime && s.unit.expireTime < today) {
    return { reason: 'unitExpired', message: '单位账号已过期，请续费后重新登录', messageEn: 'The unit account has expired; renew it and sign in again' };
  }
  return null;
}
