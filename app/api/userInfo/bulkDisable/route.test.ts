import { desc, eq } from 'drizzle-orm';
import { POST as bulkDisable } from './route';
import { POST as bulkEnable } from '../bulkEnable/route';
import { POST as bulkSetExpiry } from '../bulkSetExpiry/route';
import { POST as bulkUnlock } from '../bulkUnlock/route';
import { POST as userInfo } from '../userInfo/route';
import { POST as login } from '../../login/login/route';
import type { BulkOutcome } from '@/lib/contracts/unitAccounts';
import { getDb } from '@/lib/server/db/client';
import { registrations, systemLog, units, users } from '@/lib/server/db/tables';
import { ACCOUNT_PASSWORD, createJcAccount, settlePassword } from '@/lib/server/testing/accounts';
import { call, loginAs, type Handler } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertUnitWithoutAccount } from '@/lib/server/testing/unitAccounts';

withFreshDatabase();

const tokens: Record<string, string> = {};
let adminId: number;
beforeAll(async () => {
  for (const u of ['admin', 'zg', 'jc']) tokens[u] = await loginAs(u);
  [{ id: adminId }] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
});

const bulk = (handler: Handler, path: string, body: object, as = 'admin') => call<BulkOutcome>(handler, path, { body, token: tokens[as] });
const signIn = async (username: string, password = ACCOUNT_PASSWORD) =>
  (await call(login, '/login/login', { body: { username, password }, ip: '10.6.6.6' })).json.code;

/** An account of its own new unit, its password settled, so that it signs in and can expire alone. */
async function account(username: string) {
  const unit = await insertUnitWithoutAccount(`湖州市批量测试${username}`);
  const created = await createJcAccount(username, unit.unitName);
  await settlePassword(username);
  return { ...created, unitId: unit.id };
}

describe('bulk actions on accounts', () => {
  it('disables each account it may and answers each id: not the caller, not an unknown id, a repeated id once', async () => {
    const a = await account('bulk-a');
    const b = await account('bulk-b');
    const session = await loginAs('bulk-a', ACCOUNT_PASSWORD);
    const { json } = await bulk(bulkDisable, '/userInfo/bulkDisable', { ids: [a.id, b.id, adminId, 999_999, a.id] });
    expect(json.code).toBe(200);
    expect(json.data).toEqual({
      results: [
        { id: a.id, ok: true, username: 'bulk-a', message: '', messageEn: '' },
        { id: b.id, ok: true, username: 'bulk-b', message: '', messageEn: '' },
        { id: adminId, ok: false, username: 'admin', message: '不能停用自己的账号', messageEn: 'You cannot disable your own account' },
        { id: 999_999, ok: false, username: '', message: '账号不存在或不在您的管理范围内', messageEn: 'No such account within your management' },
      ],
      succeeded: 2, failed: 2,
    });
    expect(await signIn('bulk-a')).toBe(403);
    expect((await call(userInfo, '/userInfo/userInfo', { body: {}, token: session })).status).toBe(401);
    expect((await loginAs('admin')).length).toBeGreaterThan(0);
    const [entry] = await (await getDb()).select().from(systemLog).where(eq(systemLog.action, 'account.bulkDisable')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry.detail).toBe('批量停用账号：成功 2 个（bulk-a、bulk-b），未成功 2 个：admin（不能停用自己的账号）、#999999（账号不存在或不在您的管理范围内）');

    const enabled = await bulk(bulkEnable, '/userInfo/bulkEnable', { ids: [a.id, b.id] });
    expect(enabled.json.data).toMatchObject({ succeeded: 2, failed: 0 });
    expect(await signIn('bulk-a')).toBe(200);
  });

  it('sets and clears the expiry of the accounts\' units, never on the caller or an account without a unit', async () => {
    const c = await account('bulk-c');
    const { json } = await bulk(bulkSetExpiry, '/userInfo/bulkSetExpiry', { ids: [c.id, adminId], expireTime: '2001-01-01' });
    expect(json.data.results.map((r) => [r.id, r.ok, r.message])).toEqual([[c.id, true, ''], [adminId, false, '不能给自己的账号设置到期日期']]);
    const [unit] = await (await getDb()).select({ expireTime: units.expireTime }).from(units).where(eq(units.id, c.unitId));
    expect(unit.expireTime).toBe('2001-01-01');
    expect(await signIn('bulk-c')).toBe(408);
    expect((await bulk(bulkSetExpiry, '/userInfo/bulkSetExpiry', { ids: [c.id], expireTime: null })).json.data.succeeded).toBe(1);
    expect(await signIn('bulk-c')).toBe(200);
    const [rsj] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.username, 'rsj'));
    const refused = await call<BulkOutcome>(bulkSetExpiry, '/userInfo/bulkSetExpiry', { body: { ids: [rsj.id], expireTime: '2030-01-01' }, token: tokens.admin, headers: { 'accept-language': 'en' } });
    expect(refused.json.data.results[0]).toMatchObject({ ok: false, messageEn: 'Only base unit and competent authority accounts can expire' });
    expect((await bulk(bulkSetExpiry, '/userInfo/bulkSetExpiry', { ids: [c.id], expireTime: '2025-02-30' })).json).toMatchObject({ code: 400, data: { field: 'expireTime' } });
  });

  it('does not enable an account whose registration awaits review', async () => {
    const e = await account('bulk-e');
    const db = await getDb();
    await db.update(users).set({ enabled: false }).where(eq(users.id, e.id));
    await db.insert(registrations).values({ userId: e.id, unitId: e.unitId, contactName: '王老师', mobile: '13800000000' });
    const { json } = await bulk(bulkEnable, '/userInfo/bulkEnable', { ids: [e.id] });
    expect(json.data.results[0]).toMatchObject({ ok: false, message: '该账号的注册申请未经审核通过，请在注册审核中处理' });
    expect(await signIn('bulk-e')).toBe(401);
  });

  it('unlocks throttled accounts', async () => {
    const d = await account('bulk-d');
    for (let i = 0; i < 5; i++) expect(await signIn('bulk-d', 'wrong-pass')).toBe(401);
    expect(await signIn('bulk-d')).toBe(429);
    expect((await bulk(bulkUnlock, '/userInfo/bulkUnlock', { ids: [d.id] })).json.data.results).toEqual([{ id: d.id, ok: true, username: 'bulk-d', message: '', messageEn: '' }]);
    expect(await signIn('bulk-d')).toBe(200);
  });

  it('refuses an empty or missing selection (400 naming ids) and every role but admin (403)', async () => {
    for (const [handler, path] of [[bulkDisable, '/userInfo/bulkDisable'], [bulkEnable, '/userInfo/bulkEnable'], [bulkUnlock, '/userInfo/bulkUnlock']] as const) {
      const empty = await bulk(handler, path, { ids: [] });
      expect(empty.json).toMatchObject({ code: 400, data: { field: 'ids' } });
      expect(empty.json.msg).toBe('ids: 请至少选择一个账号');
      expect((await bulk(handler, path, {})).json).toMatchObject({ code: 400, data: { field: 'ids' } });
      expect((await bulk(handler, path, { ids: [0] })).json).toMatchObject({ code: 400, data: { field: 'ids.0' } });
      expect((await bulk(handler, path, { ids: [1] }, 'jc')).status).toBe(403);
      expect((await bulk(handler, path, { ids: [1] }, 'zg')).status).toBe(403);
    }
    expect((await bulk(bulkSetExpiry, '/userInfo/bulkSetExpiry', { ids: [], expireTime: null })).json).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect((await bulk(bulkSetExpiry, '/userInfo/bulkSetExpiry', { ids: [1], expireTime: null }, 'jc')).status).toBe(403);
  });
});
