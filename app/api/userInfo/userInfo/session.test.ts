import { eq } from 'drizzle-orm';
import { POST as userInfo } from './route';
import { POST as updateAccount } from '../updateAccount/route';
import { POST as filingList } from '../../Filing/getList/route';
import { POST as merge } from '../../Department/merge/route';
import { POST as doEdit } from '../../Department/doEdit/route';
import { POST as revoke } from '../../Department/revoke/route';
import { POST as departmentList } from '../../Department/getList/route';
import type { DepartmentItem } from '@/lib/contracts/department';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import { units, users } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { ACCOUNT_PASSWORD, settlePassword } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const EN = { 'accept-language': 'en' };
let admin = '';
beforeAll(async () => {
  admin = await loginAs('admin');
});

/** The identity endpoint and a business one, as the token's holder. */
async function both(token: string, headers?: Record<string, string>) {
  const info = await call(userInfo, '/userInfo/userInfo', { body: {}, token, headers });
  const list = await call(filingList, '/Filing/getList', { body: { box: 'mine' }, token, headers });
  return [info, list];
}

describe('a session ends at its next request when its unit or account is closed', () => {
  it('lets a live session through', async () => {
    for (const r of await both(await loginAs('jc'))) expect(r.status).toBe(200);
  });

  it('ends the sessions of a unit the admin merges away', async () => {
    const token = await loginAs('jc2');
    for (const r of await both(token)) expect(r.status).toBe(200);
    const source = await unitIdOf('湖州市吴兴区织里实验小学');
    const page = await call<{ list: DepartmentItem[] }>(departmentList, '/Department/getList', { body: { keyword: '', pageSize: 200 }, token: admin });
    const row = page.json.data.list.find((u) => u.id === source)!;
    const merged = await call(merge, '/Department/merge', { body: { id: source, version: row.version, targetId: await unitIdOf('湖州市第一中学') }, token: admin });
    expect(merged.status).toBe(200);
    for (const r of await both(token)) expect(r.json).toMatchObject({ code: 401, data: { reason: expect.any(String) } });
  });

  it('ends the sessions of a unit the admin revokes', async () => {
    const body = '12330500470199031';
    const unit = {
      unitName: '湖州市试点学校', uscc: body + usccCheckChar(body), unitCategory: 'PUBLIC_INST', instClass: 'PW1', unitRank: 'SEC_FULL', affiliation: '40',
      fundingForm: 'FULL', mainPostType: 'TECH', estabDocNo: '湖编〔2020〕8号', estabDocDate: '2020-05-01', contactName: '王老师', contactPhone: '0572-2123456',
      regionCode: '330500', isCompetentDept: false, competentDeptId: await unitIdOf('湖州市教育局'),
    };
    const created = await call<{ id: number; version: number }>(doEdit, '/Department/doEdit', { body: { unit }, token: admin });
    expect(created.status).toBe(200);
    const account = { username: 'pilot_clerk', realName: '试点书记员', role: 'jc', unitId: created.json.data.id, password: ACCOUNT_PASSWORD };
    expect((await call(updateAccount, '/userInfo/updateAccount', { body: account, token: admin })).status).toBe(200);
    await settlePassword('pilot_clerk');
    const token = await loginAs('pilot_clerk', ACCOUNT_PASSWORD);
    for (const r of await both(token)) expect(r.status).toBe(200);
    const revoked = await call(revoke, '/Department/revoke', { body: { ...created.json.data, reason: '机构改革撤销' }, token: admin });
    expect(revoked.status).toBe(200);
    for (const r of await both(token)) expect(r.status).toBe(401);
  });

  it('ends a session whose unit is revoked, even with its account still enabled, saying why in zh and en', async () => {
    const token = await loginAs('jc3');
    const unit = await unitIdOf('湖州市中心医院');
    await (await getDb()).update(units).set({ unitStatus: 'REVOKED' }).where(eq(units.id, unit));
    for (const r of await both(token)) expect(r.json).toMatchObject({ code: 401, msg: '单位已撤销或已合并，登录已失效', data: { reason: 'unitClosed' } });
    for (const r of await both(token, EN)) expect(r.json.msg).toBe('The unit is revoked or merged; the session has ended');
    await (await getDb()).update(units).set({ unitStatus: 'NORMAL' }).where(eq(units.id, unit));
    for (const r of await both(token)) expect(r.status).toBe(200);
  });

  it('ends a session whose unit account has expired', async () => {
    const token = await loginAs('jc3');
    const unit = await unitIdOf('湖州市中心医院');
    await (await getDb()).update(units).set({ expireTime: '2020-01-01' }).where(eq(units.id, unit));
    for (const r of await both(token)) expect(r.json).toMatchObject({ code: 401, data: { reason: 'unitExpired' } });
    await (await getDb()).update(units).set({ expireTime: null }).where(eq(units.id, unit));
  });

  it('ends the sessions of an account the admin disables', async () => {
    const fields = { username: 'jc_clerk', realName: '王书记员', role: 'jc', unitId: await unitIdOf('湖州市第一中学') };
    const created = await call<{ id: number; version: number }>(updateAccount, '/userInfo/updateAccount', { body: { ...fields, password: ACCOUNT_PASSWORD }, token: admin });
    expect(created.status).toBe(200);
    await settlePassword('jc_clerk');
    const token = await loginAs('jc_clerk', ACCOUNT_PASSWORD);
    for (const r of await both(token)) expect(r.status).toBe(200);
    const { id, version } = created.json.data;
    const saved = await call(updateAccount, '/userInfo/updateAccount', { body: { ...fields, id, version, enabled: false }, token: admin });
    expect([saved.status, saved.json.msg]).toEqual([200, 'success']);
    for (const r of await both(token)) expect(r.status).toBe(401);
  });

  it('refuses a disabled account by its state, whatever became of its sessions', async () => {
    const token = await loginAs('zg2');
    await (await getDb()).update(users).set({ enabled: false }).where(eq(users.username, 'zg2'));
    for (const r of await both(token)) expect(r.json).toMatchObject({ code: 401, msg: '账号已停用，请联系管理员', data: { reason: 'accountDisabled' } });
  });
});
