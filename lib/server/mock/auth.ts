import 'server-only';
import type { HandlerContext } from '../http';
import type { mockLogin, mockSocialLogin } from '@/lib/contracts/mock/auth';
import { ApiError } from '../errors';
import { bearerAccount, isMockUsername } from './accounts';
import { assertPreviewHost } from './previewHosts';
import { makeMockToken, remainingMs } from './token';

export function login({ req, body }: HandlerContext<typeof mockLogin>) {
  assertPreviewHost(req);
  if (!isMockUsername(body.username)) throw new ApiError(500, '帐户或密码不正确', null, 'Wrong account or password');
  return { token: makeMockToken(body.username) };
}

export function socialLogin({ req, body }: HandlerContext<typeof mockSocialLogin>) {
  assertPreviewHost(req);
  if (body?.code === undefined || body.code === '') throw new ApiError(500, '未成功获取Token', null, 'No token was obtained');
  return { token: makeMockToken('admin') };
}

export function register({ req }: { req: Request }) {
  assertPreviewHost(req);
  return { token: makeMockToken('editor'), message: '模拟注册成功' };
}

export function userInfo({ req }: { req: Request }) {
  const { account } = bearerAccount(req);
  return { ...account, ability: account.permissions };
}

export function expireToken({ req }: { req: Request }) {
  const left = remainingMs(bearerAccount(req).token);
  if (left < 0) throw new ApiError(402, '令牌已过期', null, 'The token has expired');
  return { expiresIn: left };
}

export function refreshToken({ req }: { req: Request }) {
  assertPreviewHost(req);
  return { token: makeMockToken(bearerAccount(req).account.username) };
}
