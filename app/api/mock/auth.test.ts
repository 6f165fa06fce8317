import { GET as publicKey } from './publicKey/route';
import { POST as login } from './login/route';
import { POST as socialLogin } from './socialLogin/route';
import { POST as register } from './register/route';
import { GET as userInfo } from './userInfo/route';
import { GET as logout } from './logout/route';
import { GET as expireToken } from './expireToken/route';
import { GET as refreshToken } from './refreshToken/route';
import { makeMockToken, parseMockToken } from '@/lib/server/mock/token';
import { call } from '@/lib/server/testing/api';

interface Me { username: string; roles: string[]; permissions: string[]; ability: string[]; avatar: string }

const signIn = (username: string) => call<{ token: string }>(login, '/mock/login', { body: { username, password: 'anything' } });
const me = (token?: string, headers?: Record<string, string>) => call<Me>(userInfo, '/mock/userInfo', { token, headers });

describe('GET /api/mock/publicKey', () => {
  it('tells the client it talks to the mock, so bodies go unencrypted', async () => {
    const { status, json } = await call(publicKey, '/mock/publicKey');
    expect(status).toBe(200);
    expect(json).toEqual({ code: 200, msg: 'success', data: { publicKey: '', mockServer: true } });
  });
});

describe('POST /api/mock/login', () => {
  it.each(['admin', 'editor', 'test'])('signs in %s with any password', async (username) => {
    const { status, json } = await signIn(username);
    expect(status).toBe(200);
    expect(parseMockToken(json.data.token)?.username).toBe(username);
  });

  it("refuses any other account with the envelope code 500 '帐户或密码不正确' (spec §8), sent as an answer, not a crash", async () => {
    const { status, json } = await signIn('jc');
    expect(status).toBe(200);
    expect(json).toEqual({ code: 500, msg: '帐户或密码不正确', data: null });
  });

  it('refuses a missing username with 400', async () => {
    const { status, json } = await call(login, '/mock/login', { body: { password: 'x' } });
    expect(status).toBe(400);
    expect(json.msg).toContain('username');
  });

  it('refuses a username holding NUL or longer than 50 characters with 400 naming it, and signs in its valid neighbour', async () => {
    for (const username of ['ad\u0000min', 'a'.repeat(51)]) {
      const { status, json } = await call(login, '/mock/login', { body: { username, password: 'x' } });
      expect({ status, code: json.code }).toEqual({ status: 400, code: 400 });
      expect(json.msg).toMatch(/^username\b/);
    }
    expect((await signIn('admin')).status).toBe(200);
  });
});

describe('POST /api/mock/socialLogin', () => {
  it('gives an admin token for a code', async () => {
    const { status, json } = await call<{ token: string }>(socialLogin, '/mock/socialLogin', { body: { code: 'gh-123' } });
    expect(status).toBe(200);
    expect(json.data.token).toMatch(/^admin-token-/);
  });

  it("answers the envelope code 500 '未成功获取Token' without a code (spec §8), sent as an answer, not a crash", async () => {
    for (const body of [{}, { code: '' }, undefined]) {
      const { status, json } = await call(socialLogin, '/mock/socialLogin', { method: 'POST', body });
      expect(status).toBe(200);
      expect(json).toEqual({ code: 500, msg: '未成功获取Token', data: null });
    }
  });
});

describe('POST /api/mock/register', () => {
  it('gives an editor token and a simulated success message', async () => {
    const { json } = await call<{ token: string; message: string }>(register, '/mock/register', { body: { username: 'new', password: '123456' } });
    expect(json.code).toBe(200);
    expect(json.data.token).toMatch(/^editor-token-/);
    expect(json.data.message).toBe('模拟注册成功');
  });
});

describe('GET /api/mock/userInfo', () => {
  it('reads the user from the token prefix: roles, permissions and avatar', async () => {
    const admin = (await me((await signIn('admin')).json.data.token)).json.data;
    expect(admin).toMatchObject({ username: 'admin', roles: ['Admin'], permissions: ['read:system', 'write:system', 'delete:system'] });
    expect(admin.avatar).toMatch(/^data:image\/svg\+xml/);
    const editor = (await me((await signIn('editor')).json.data.token)).json.data;
    expect(editor).toMatchObject({ roles: ['Editor'], permissions: ['read:system', 'write:system'] });
    expect(editor.ability).toEqual(editor.permissions);
  });

  it('gives test both roles and the de-duplicated union of the permissions', async () => {
    const test = (await me((await signIn('test')).json.data.token)).json.data;
    expect(test.roles).toEqual(['Admin', 'Editor']);
    expect(test.permissions).toEqual(['read:system', 'write:system', 'delete:system']);
  });

  it("answers 401 '令牌无效' without a Bearer token", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: makeMockToken('admin') }, { authorization: 'Basic YWRtaW4=' }];
    for (const headers of attempts) {
      const { status, json } = await me(undefined, headers);
      expect(status).toBe(401);
      expect(json).toEqual({ code: 401, msg: '令牌无效', data: null });
    }
    expect((await me('nobody-token-x-1')).status).toBe(401);
  });
});

describe('GET /api/mock/logout', () => {
  it('answers success', async () => {
    expect((await call(logout, '/mock/logout')).json).toEqual({ code: 200, msg: 'success', data: null });
  });
});

describe('GET /api/mock/expireToken', () => {
  it('answers 200 for a token issued less than 5000 ms ago', async () => {
    const { status, json } = await call<{ expiresIn: number }>(expireToken, '/mock/expireToken', { token: makeMockToken('admin') });
    expect(status).toBe(200);
    expect(json.data.expiresIn).toBeGreaterThan(4000);
  });

  it('answers 402 for a token older than 5000 ms', async () => {
    const { status, json } = await call(expireToken, '/mock/expireToken', { token: makeMockToken('admin', Date.now() - 5001) });
    expect(status).toBe(402);
    expect(json).toEqual({ code: 402, msg: '令牌已过期', data: null });
  });

  it('answers 401 without a token', async () => {
    expect((await call(expireToken, '/mock/expireToken')).status).toBe(401);
  });
});

describe('GET /api/mock/refreshToken', () => {
  it('gives a new token for the user of an expired one', async () => {
    const old = makeMockToken('editor', Date.now() - 60_000);
    const { status, json } = await call<{ token: string }>(refreshToken, '/mock/refreshToken', { token: old });
    expect(status).toBe(200);
    expect(json.data.token).not.toBe(old);
    expect(parseMockToken(json.data.token)?.username).toBe('editor');
    expect((await call(expireToken, '/mock/expireToken', { token: json.data.token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await call(refreshToken, '/mock/refreshToken')).status).toBe(401);
  });
});
