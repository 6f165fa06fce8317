import { POST } from './route';
import { POST as qrLogin } from '@/app/api/login/qrLogin/route';
import { POST as userInfo } from '@/app/api/userInfo/userInfo/route';
import type { SignInQrCode } from '@/lib/contracts/userAdmin';
import { issueLoginTicket } from '@/lib/server/auth';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC2_UNIT, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { systemLog } from '@/lib/server/db/schema';

withFreshDatabase();

const qrCode = async (user: string, body?: unknown) =>
  (await call<SignInQrCode>(POST, '/userInfo/getQRCode', { body: body ?? {}, token: await loginAs(user), headers: { host: 'renshi.example:8011' } })).json;
const ticketOf = (code: SignInQrCode) => decodeURIComponent(new URL(code.url).hash.split('qr=')[1]);
const signIn = async (ticket: string) => (await call<{ token: string }>(qrLogin, '/login/qrLogin', { body: { ticket } })).json;
const whoIs = async (token: string) => (await call<{ username: string }>(userInfo, '/userInfo/userInfo', { body: {}, token })).json.data.username;

describe('POST /api/userInfo/getQRCode and /api/login/qrLogin', () => {
  it("gives the caller a PNG QR code of a sign-in link to this app, valid for 5 minutes", async () => {
    const token = await loginAs('zg');
    const before = Date.now();
    const { code, data } = (await call<SignInQrCode>(POST, '/userInfo/getQRCode', { body: {}, token, headers: { host: 'renshi.example:8011' } })).json;
    const after = Date.now();
    expect(code).toBe(200);
    expect(data.url).toMatch(/^http:\/\/renshi\.example:8011\/#\/login\?qr=/);
    const png = Buffer.from(data.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Issued at a whole second between the two readings, it expires 300 s later.
    const expires = Date.parse(data.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 300_000);
    expect(expires).toBeLessThanOrEqual(after + 300_000);
  });

  it('signs the account in once: the same code a second time is refused', async () => {
    const ticket = ticketOf((await qrCode('zg')).data);
    const first = await signIn(ticket);
    expect(first.code).toBe(200);
    expect(await whoIs(first.data.token)).toBe('zg');
    const again = await signIn(ticket);
    expect(again).toMatchObject({ code: 401, msg: '二维码已使用，请重新获取' });
  });

  it('refuses an expired, forged or access-token ticket', async () => {
    const expired = await issueLoginTicket(1, Math.floor(Date.now() / 1000) - 301);
    expect((await signIn(expired.ticket)).code).toBe(401);
    const ticket = ticketOf((await qrCode('zg')).data);
    expect((await signIn(`${ticket.slice(0, -2)}xx`)).code).toBe(401);
    expect((await signIn(await loginAs('zg'))).msg).toBe('二维码无效或已过期，请重新获取');
    expect((await signIn('')).code).toBe(400);
  });

  it("lets a unit's main account make codes for its sub-accounts only, and admin for anyone", async () => {
    const mine = await createJcAccount('qr-own', JC_UNIT);
    const theirs = await createJcAccount('qr-other', JC2_UNIT);
    const forSub = await qrCode('jc', { id: mine.id });
    expect(await whoIs((await signIn(ticketOf(forSub.data))).data.token)).toBe('qr-own');
    expect((await qrCode('jc', { id: theirs.id })).code).toBe(404);
    expect((await qrCode('zg', { id: theirs.id })).code).toBe(403);
    expect(await whoIs((await signIn(ticketOf((await qrCode('admin', { id: theirs.id })).data))).data.token)).toBe('qr-other');
  });

  it('writes who made a code for whom, and the sign-in it makes names them; one\'s own code signs in plainly', async () => {
    const db = await getDb();
    const lastOf = async (action: string) => (await db.select().from(systemLog).where(eq(systemLog.action, action)).orderBy(desc(systemLog.id)).limit(1))[0];
    const target = await createJcAccount('qr-logged', JC2_UNIT);
    const forOther = await qrCode('admin', { id: target.id });
    expect(await lastOf('account.qrCode')).toMatchObject({ account: 'admin', result: 'success', detail: `为账号 qr-logged（ID ${target.id}）生成登录二维码` });
    await signIn(ticketOf(forOther.data));
    expect(await lastOf('login')).toMatchObject({ account: 'qr-logged', result: 'success', detail: '扫码登录，二维码由账号 admin（ID 1）生成' });
    await signIn(ticketOf((await qrCode('zg')).data));
    expect(await lastOf('account.qrCode')).toMatchObject({ account: 'zg', detail: '生成本人账号的登录二维码' });
    expect(await lastOf('login')).toMatchObject({ account: 'zg', detail: '扫码登录' });
  });

  it('builds the link from the request, not from forwarding headers no trusted proxy sent', async () => {
    const { data } = (await call<SignInQrCode>(POST, '/userInfo/getQRCode', {
      body: {}, token: await loginAs('zg'), headers: { host: 'renshi.example:8011', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })).json;
    expect(data.url).toMatch(/^http:\/\/renshi\.example:8011\/#\/login\?qr=/);
  });

  it('asks for a signed-in caller', async () => {
    expect((await call(POST, '/userInfo/getQRCode', { body: {} })).status).toBe(401);
  });
});
