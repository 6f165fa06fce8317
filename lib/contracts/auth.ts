import { z } from 'zod';
import { endpoint } from './endpoint';
import { mobile, multiLine, requiredLine, singleLine } from './primitives';

export const TOKEN_NAME = 'token';

export const loginBody = z.object({
  username: singleLine(50, '用户名').min(1, '用户名不能为空'),
  password: z.string().min(6, '密码不能少于 6 位').max(128, '密码不能超过 128 个字符'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const login = endpoint({
  method: 'POST',
  path: '/login/login',
  errors: [401, 403, 408, 429],
  summary: 'Sign in with username and password; the body may be RSA-encrypted (spec §7.1). '
    + 'A 408 (the unit is past its ExpireTime) has data = the renewal page URL, which carries a one-time renewal ticket '
    + '(query parameter `ticket`, 10 minutes, for /login/renewalInfo and /login/renewal).',
  tag: 'auth',
  access: 'public',
  body: loginBody,
  response: z.object({ [TOKEN_NAME]: z.string() }),
  audit: 'login',
  encryptedBody: true,
});

export const qrLogin = endpoint({
  method: 'POST',
  path: '/login/qrLogin',
  errors: [401, 403, 408],
  summary: 'Sign in with the one-time ticket of a sign-in QR code (/userInfo/getQRCode): each ticket works once, for 5 minutes. '
    + 'A 408 carries the renewal URL with its ticket, as /login/login does.',
  tag: 'auth',
  access: 'public',
  body: z.object({ ticket: requiredLine(2000, '二维码内容') }),
  response: z.object({ [TOKEN_NAME]: z.string() }),
  audit: 'login',
});

export const logout = endpoint({
  method: 'POST',
  path: '/login/logout',
  summary: 'Sign out: the session of the presented token is revoked.',
  tag: 'auth',
  access: 'user',
  body: z.object({}).optional(),
  response: z.null(),
  audit: 'logout',
});

export const publicKey = endpoint({
  method: 'GET',
  path: '/publicKey',
  summary: 'The RSA public key for encrypting the login body (PEM), whether this is the mock server, and whether this is the embedded demo database (its demo accounts keep the password demo123).',
  tag: 'auth',
  access: 'public',
  response: z.object({ publicKey: z.string(), mockServer: z.boolean(), demoDatabase: z.boolean() }),
});

/** The ticket of an expired account's login answer (code 408), in its renewal URL's `ticket` parameter. */
const renewalTicket = requiredLine(2000, '续期凭证');

/** The expired account behind a renewal ticket, and whom its unit asks to renew. */
export const renewalAccount = z.object({
  username: z.string(),
  unitName: z.string(),
  /** The unit's ExpireTime (YYYY-MM-DD). */
  expireTime: z.string(),
  /** The competent authority that renews the unit, and its contact number; null for a unit without one. */
  authorityName: z.string().nullable(),
  authorityPhone: z.string().nullable(),
});
export type RenewalAccount = z.infer<typeof renewalAccount>;

export const renewalInfo = endpoint({
  method: 'POST',
  path: '/login/renewalInfo',
  errors: [401],
  summary: "The expired account of a renewal ticket (the login's 408 answer): its unit, ExpireTime and renewing authority. "
    + 'Reading does not spend the ticket; an expired, spent or foreign ticket is refused with 401.',
  tag: 'auth',
  access: 'public',
  body: z.object({ ticket: renewalTicket }),
  response: renewalAccount,
});

export const renewalRequestBody = z.object({
  ticket: renewalTicket,
  contactName: requiredLine(30, '联系人'),
  contactPhone: mobile('联系电话'),
  note: multiLine(500, '说明').optional(),
});
export type RenewalRequestBody = z.infer<typeof renewalRequestBody>;

export const renewal = endpoint({
  method: 'POST',
  path: '/login/renewal',
  errors: [401, 409],
  summary: "Sends the expired unit's renewal request with a renewal ticket (the login's 408 answer), recorded in the system "
    + 'log for its authority; the ticket works once, for 10 minutes; 409 when the unit has sent one in the last 24 hours.',
  tag: 'auth',
  access: 'public',
  body: renewalRequestBody,
  response: renewalAccount,
  audit: 'renewalRequest',
});
