import { POST as login } from './login/route';
import { POST as socialLogin } from './socialLogin/route';
import { POST as register } from './register/route';
import { GET as refreshToken } from './refreshToken/route';
import { GET as table } from './table/getList/route';
import { DEFAULT_PREVIEW_HOSTS, isPreviewHost, previewHosts } from '@/lib/server/mock/previewHosts';
import { makeMockToken } from '@/lib/server/mock/token';
import { call } from '@/lib/server/testing/api';

/** The preview-mode check (spec §9): the template's mock sign-in only on local and demo hosts (MOCK_HOSTS). */
const REFUSED_ZH = '预览（模拟数据）模式仅在本机或演示地址开放，请使用正式账号登录';
const REFUSED_EN = 'Preview (mock data) mode is open on local and demo addresses only; sign in with a real account';
const signIn = (headers: Record<string, string> = {}) =>
  call<{ token: string } | null>(login, '/mock/login', { body: { username: 'admin', password: 'x' }, headers });

afterEach(() => { delete process.env.MOCK_HOSTS; });

describe('the mock sign-in', () => {
  it('works on this machine, by name or address, with or without a port', async () => {
    for (const host of [undefined, 'localhost:8011', '127.0.0.1:8011', '[::1]:8011', 'LOCALHOST']) {
      const r = await signIn(host ? { host } : {});
      expect([host, r.status, typeof r.json.data?.token]).toEqual([host, 200, 'string']);
    }
  });

  it('is refused under another host name, with what to do, in Chinese and English', async () => {
    const zh = await signIn({ host: 'hr.example.gov.cn' });
    expect([zh.status, zh.json.code, zh.json.msg, zh.json.data]).toEqual([403, 403, REFUSED_ZH, null]);
    const en = await signIn({ host: 'hr.example.gov.cn', 'accept-language': 'en' });
    expect([en.status, en.json.msg]).toEqual([403, REFUSED_EN]);
  });

  it('is refused when a proxy forwards a public host name to the local server', async () => {
    const r = await signIn({ host: 'localhost:8011', 'x-forwarded-host': 'hr.example.gov.cn' });
    expect([r.status, r.json.msg]).toEqual([403, REFUSED_ZH]);
    expect((await signIn({ host: 'localhost:8011', 'x-forwarded-host': 'localhost' })).status).toBe(200);
  });

  it('follows MOCK_HOSTS: a demo host and its subdomains open it, and then localhost no longer does', async () => {
    process.env.MOCK_HOSTS = 'demo.example.org, *.preview.example.org';
    expect((await signIn({ host: 'demo.example.org' })).status).toBe(200);
    expect((await signIn({ host: 'a.preview.example.org:443' })).status).toBe(200);
    expect((await signIn({ host: 'preview.example.org' })).status).toBe(403);
    expect((await signIn({ host: 'evil-demo.example.org' })).status).toBe(403);
    expect((await signIn({ host: 'localhost' })).status).toBe(403);
  });

  it('refuses every way to a mock token under a foreign host, and leaves the mock data alone', async () => {
    const foreign = { host: 'hr.example.gov.cn' };
    expect((await call(socialLogin, '/mock/socialLogin', { body: { code: 'abc' }, headers: foreign })).json.msg).toBe(REFUSED_ZH);
    expect((await call(register, '/mock/register', { body: {}, headers: foreign })).status).toBe(403);
    expect((await call(refreshToken, '/mock/refreshToken', { token: makeMockToken('admin'), headers: foreign, method: 'GET' })).status).toBe(403);
    expect((await call(socialLogin, '/mock/socialLogin', { body: { code: 'abc' } })).status).toBe(200);
    expect((await call(table, '/mock/table/getList', { headers: foreign, method: 'GET' })).status).toBe(200);
  });
});

describe('previewHosts', () => {
  it('defaults to this machine and reads a comma list', () => {
    expect(previewHosts(undefined)).toEqual(DEFAULT_PREVIEW_HOSTS.split(','));
    expect(previewHosts(' ,  ')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(previewHosts('Demo.Example.org ,localhost')).toEqual(['demo.example.org', 'localhost']);
  });

  it('reads the host the request was sent to', () => {
    const req = (host: string) => new Request('http://0.0.0.0/api/mock/login', { headers: { host } });
    expect(isPreviewHost(req('localhost:3000'), ['localhost'])).toBe(true);
    expect(isPreviewHost(req('localhost.example.org'), ['localhost'])).toBe(false);
  });
});
