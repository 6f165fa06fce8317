import { z } from 'zod';
import { TOKEN_NAME } from '../auth';
import { mockEndpoint } from './shared';
import { int32, requiredLine, SINGLE_LINE, singleLine } from '../primitives';

export const MOCK_USERNAMES = ['admin', 'editor', 'test'] as const;
export type MockUsername = (typeof MOCK_USERNAMES)[number];

const tokenData = z.object({ [TOKEN_NAME]: z.string() });

export const mockPublicKey = mockEndpoint({
  method: 'GET', path: '/publicKey', summary: 'No key and mockServer true: the client sends plain bodies to the mock (spec §7.1).',
  response: z.object({ publicKey: z.string(), mockServer: z.literal(true) }),
});

export const mockLogin = mockEndpoint({
  method: 'POST', path: '/login',
  errors: [403],
  summary: "Signs in admin, editor or test with any password; any other name gets 500 '帐户或密码不正确'; 403 when the app is reached under a host outside MOCK_HOSTS (spec §9 preview-mode check).",
  body: z.object({ username: requiredLine(50, '用户名'), password: z.string().max(128, '密码不能超过 128 个字符').regex(SINGLE_LINE, '密码不能包含控制字符').optional() }),
  response: tokenData,
});

export const mockSocialLogin = mockEndpoint({
  method: 'POST', path: '/socialLogin', summary: "Third-party sign-in: a code gives an admin token, none gives 500 '未成功获取Token'; 403 outside MOCK_HOSTS.",
  errors: [403],
  body: z.object({ code: z.union([singleLine(500, 'code'), int32('code')]).optional() }).optional(),
  response: tokenData,
});

export const mockRegister = mockEndpoint({
  method: 'POST', path: '/register', summary: 'Simulates registering: an editor token and a success message; 403 outside MOCK_HOSTS.',
  errors: [403],
  body: z.looseObject({}).optional(),
  response: tokenData.extend({ message: z.string() }),
});

export const mockUserInfo = mockEndpoint({
  method: 'GET', path: '/userInfo',
  errors: [401],
  summary: "The mock user of the Bearer token: roles, permissions (also as ability) and avatar; 401 '令牌无效' without one.",
  response: z.object({
    username: z.string(), roles: z.array(z.string()), permissions: z.array(z.string()), ability: z.array(z.string()), avatar: z.string(),
  }),
});

export const mockLogout = mockEndpoint({ method: 'GET', path: '/logout', summary: 'Signs out (nothing to revoke).', response: z.null() });

export const mockExpireToken = mockEndpoint({
  method: 'GET', path: '/expireToken',
  errors: [401, 402],
  summary: 'Checks the Bearer token: 402 when it was issued more than 5000 ms ago, else 200 with the milliseconds it has left.',
  response: z.object({ expiresIn: z.number().int() }),
});

export const mockRefreshToken = mockEndpoint({
  method: 'GET', path: '/refreshToken', summary: 'A new token for the user of the (possibly expired) Bearer token; 403 outside MOCK_HOSTS.', response: tokenData,
  errors: [401, 403],
});
