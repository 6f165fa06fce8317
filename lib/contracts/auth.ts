import { z } from 'zod';
import { endpoint } from './endpoint';
import { requiredLine, singleLine } from './primitives';

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
  summary: 'Sign in with username and password; the body may be RSA-encrypted (spec §7.1).',
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
  summary: 'Sign in with the one-time ticket of a sign-in QR code (/userInfo/getQRCode): each ticket works once, for 5 minutes.',
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
