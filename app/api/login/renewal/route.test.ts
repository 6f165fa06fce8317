import { desc, eq } from 'drizzle-orm';
import { POST as renewal } from './route';
import { POST as renewalInfo } from '../renewalInfo/route';
import { POST as login } from '../login/route';
import { POST as bulkSetExpiry } from '@/app/api/userInfo/bulkSetExpiry/route';
import type { BulkOutcome } from '@/lib/contracts/unitAccounts';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import type { RenewalAccount } from '@/lib/contracts/auth';
import { issueLoginTicket, issueTicket, RENEWAL_TICKET_TTL_S } from '@/lib/server/auth';
import { getDb } from '@/lib/server/db/client';
import { systemLog, units, users } from '@/lib/server/db/schema';
import { ACCOUNT_PASSWORD, createJcAccount, settlePassword } from '@/lib/server/testing/accounts';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';
import { insertUnitWithoutAccount } from '@/lib/server/testing/unitAccounts';

withFreshDatabase();

const UNIT = '湖州市中心医院';
const request = { contactName: '王芳', contactPhone: '13800000000', note: '请续期一年' };

/**
 * An account's unit past its ExpireTime (jc3's by default); the login's 408 answer. A unit sends one request a day, so a
 * test that sends another uses another unit.
 */
async function expiredLogin(username = 'jc3', unitName = UNIT) {
  const db = await getDb();
  await db.update(units).set({ expireTime: '2020-01-01' }).where(eq(units.id, await unitIdOf(unitName)));
  return call<string>(login, '/login/login', { body: { username, password: 'demo123' } });
}
const ticketIn = (url: string) => new URLSearchParams(url.split('?')[1]).get('ticket') ?? '';
const info = (ticket: string) => call<RenewalAccount>(renewalInfo, '/login/renewalInfo', { body: { ticket } });
const send = (body: Record<string, unknown>) => call<RenewalAccount>(renewal, '/login/renewal', { body });
const jc3Id = async () => (await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, 'jc3')))[0].id;

describe('the renewal ticket of an expired account (login code 408)', () => {
  it('comes in the 408 answer: the renewal page with a one-time ticket that shows the account', async () => {
    const expired = await expiredLogin();
    expect(expired.status).toBe(408);
    expect(expired.json.data).toMatch(/^\/#\/renewal\?ticket=[\w.-]+$/);
    const shown = await info(ticketIn(expired.json.data));
    expect(shown.status).toBe(200);
    expect(shown.json.data).toMatchObject({ username: 'jc3', unitName: UNIT, expireTime: '2020-01-01' });
    expect(shown.json.data.authorityName).toEqual(expect.any(String));
  });

  it('sends the renewal request once, recorded in the system log; the same ticket again is refused', async () => {
    const ticket = ticketIn((await expiredLogin()).json.data);
    expect((await info(ticket)).status).toBe(200);
    const sent = await send({ ticket, ...request });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ username: 'jc3', unitName: UNIT });
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'renewalRequest')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: 'jc3', unitId: await unitIdOf(UNIT) });
    expect(entry.detail).toContain('联系人 王芳，电话 13800000000');
    expect(entry.detail).toContain('请续期一年');

    const again = await send({ ticket, ...request });
    expect(again.status).toBe(401);
    expect(again.json.msg).toBe('续期凭证已使用，请重新登录获取');
    expect((await info(ticket)).json).toMatchObject({ code: 401, msg: '续期凭证已使用，请重新登录获取' });
  });

  it('works for 10 minutes and not after', async () => {
    await expiredLogin();
    const now = Math.floor(Date.now() / 1000);
    const lastMinute = await issueTicket(await jc3Id(), 'renewal', now - RENEWAL_TICKET_TTL_S + 60);
    expect((await info(lastMinute.ticket)).status).toBe(200);
    const expired = await issueTicket(await jc3Id(), 'renewal', now - RENEWAL_TICKET_TTL_S - 1);
    expect((await info(expired.ticket)).json).toMatchObject({ code: 401, msg: '续期凭证无效或已过期，请重新登录获取' });
    expect((await send({ ticket: expired.ticket, ...request })).status).toBe(401);
  });

  it('takes one request a day from a unit: a second, with a new ticket, is refused', async () => {
    const first = ticketIn((await expiredLogin('jc2', '湖州市吴兴区织里实验小学')).json.data);
    expect((await send({ ticket: first, ...request })).status).toBe(200);
    const second = ticketIn((await expiredLogin('jc2', '湖州市吴兴区织里实验小学')).json.data);
    const refused = await send({ ticket: second, ...request });
    expect(refused.json).toMatchObject({ code: 409, msg: '本单位 24 小时内已提交过续期申请，请等待主管部门处理' });
    // The refusal spent nothing: the ticket still shows the account.
    expect((await info(second)).status).toBe(200);
  });

  it('refuses the ticket of a unit renewed since it was given', async () => {
    const ticket = ticketIn((await expiredLogin()).json.data);
    await (await getDb()).update(units).set({ expireTime: '2099-12-31' }).where(eq(units.id, await unitIdOf(UNIT)));
    expect((await info(ticket)).json).toMatchObject({ code: 401, msg: '续期凭证无效或已过期，请重新登录获取' });
    await expiredLogin();
  });

  it('refuses a wrong ticket: forged, a QR sign-in ticket, an access token', async () => {
    const ticket = ticketIn((await expiredLogin()).json.data);
    expect((await info(`${ticket.slice(0, -2)}xx`)).status).toBe(401);
    expect((await info((await issueLoginTicket(await jc3Id())).ticket)).status).toBe(401);
    expect((await send({ ticket: await loginAs('zg'), ...request })).json.msg).toBe('续期凭证无效或已过期，请重新登录获取');
    // Nothing spent by the refusals: the real ticket still shows the account.
    expect((await info(ticket)).status).toBe(200);
  });

  it("refuses the ticket of an account whose unit has no ExpireTime (nothing to renew)", async () => {
    const db = await getDb();
    await db.update(units).set({ expireTime: null }).where(eq(units.id, await unitIdOf(UNIT)));
    const ticket = await issueTicket(await jc3Id(), 'renewal');
    expect((await info(ticket.ticket)).status).toBe(401);
  });

  it('answers 400 naming the field for bad input, and spends no ticket on it', async () => {
    const ticket = ticketIn((await expiredLogin('jc', '湖州市第一中学')).json.data);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...request, ticket: '' }, '续期凭证'],
      [{ ...request, ticket, contactName: '  ' }, '联系人'],
      [{ ...request, ticket, contactPhone: '1380000000' }, '联系电话'],
      [{ ...request, ticket, note: 'x'.repeat(501) }, '说明'],
    ];
    for (const [body, field] of cases) {
      const bad = await send(body);
      expect(bad.status).toBe(400);
      expect(bad.json.msg).toContain(field);
    }
    expect((await send({ ...request, ticket, note: 'x'.repeat(500) })).status).toBe(200);
    expect((await info('')).status).toBe(400);
  });
});

describe("the renewal path of a unit the admin let expire (the e2e flow's path)", () => {
  it('login 408 with a ticket, the account shown, one request taken, a second refused (409); renewed, the account signs in', async () => {
    const unit = await insertUnitWithoutAccount('湖州市续期流程测试学校');
    const account = await createJcAccount('renew-flow', unit.unitName, { isSubAccount: false });
    await settlePassword('renew-flow');
    const admin = await loginAs('admin');
    const setExpiry = async (expireTime: string | null) =>
      (await call<BulkOutcome>(bulkSetExpiry, '/userInfo/bulkSetExpiry', { body: { ids: [account.id], expireTime }, token: admin })).json.data;
    const signIn = () => call<string>(login, '/login/login', { body: { username: 'renew-flow', password: ACCOUNT_PASSWORD } });
    const yesterday = addDays(today(), -1);

    expect(await setExpiry(yesterday)).toMatchObject({ succeeded: 1, failed: 0 });
    const expired = await signIn();
    expect(expired.json).toMatchObject({ code: 408, msg: '单位账号已过期，即将跳转到续费页面' });
    const ticket = ticketIn(expired.json.data);
    expect((await info(ticket)).json.data).toEqual({
      username: 'renew-flow', unitName: unit.unitName, expireTime: yesterday, authorityName: '湖州市教育局', authorityPhone: expect.any(String),
    });
    expect((await send({ ticket, ...request })).json).toMatchObject({ code: 200, data: { username: 'renew-flow' } });

    const again = ticketIn((await signIn()).json.data);
    expect((await send({ ticket: again, ...request })).json).toMatchObject({ code: 409, msg: '本单位 24 小时内已提交过续期申请，请等待主管部门处理' });

    // Expiring today is not yet expired: the unit's last day still signs in.
    expect(await setExpiry(today())).toMatchObject({ succeeded: 1 });
    expect((await signIn()).json.code).toBe(200);
    expect((await info(again)).status).toBe(401);
  });
});
