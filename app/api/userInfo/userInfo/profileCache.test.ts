import { eq, sql } from 'drizzle-orm';
import { POST as userInfo } from './route';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { getDb } from '@/lib/server/db/client';
import { regions, roles, units, users } from '@/lib/server/db/tables';
import { cachesOf } from '@/lib/server/sessionCache';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const profiles = async () => cachesOf(await getDb())!.profiles;

/** The profile and whether it came from memory. */
async function profile(token: string): Promise<{ data: UserInfo; fromMemory: boolean }> {
  const cache = await profiles();
  const hits = cache.stats.hits;
  const answer = await call<UserInfo>(userInfo, '/userInfo/userInfo', { body: {}, token });
  expect(answer.status).toBe(200);
  return { data: answer.json.data, fromMemory: cache.stats.hits > hits };
}

/** Waits (at most ten seconds) until the profile is answered from memory: on PostgreSQL a write is trusted again once its notification arrives. */
async function warm(token: string): Promise<UserInfo> {
  for (let waited = 0; ; waited += 20) {
    const { data, fromMemory } = await profile(token);
    if (fromMemory) return data;
    if (waited > 10_000) throw new Error('the profile was not kept in memory within ten seconds');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const write = async (statement: Parameters<Awaited<ReturnType<typeof getDb>>['execute']>[0]) => (await getDb()).execute(statement);

let jc = '';
let jc2 = '';
beforeAll(async () => {
  jc = await loginAs('jc');
  jc2 = await loginAs('jc2');
});

describe('the profile, from memory, sees every change it shows at the next request', () => {
  it('answers a profile it has read from memory', async () => {
    expect((await profiles()).isListening).toBe(true);
    await warm(jc);
    expect((await profile(jc)).fromMemory).toBe(true);
  });

  it("shows the account's own change, and keeps another account's profile", async () => {
    await warm(jc);
    await warm(jc2);
    await (await getDb()).update(users).set({ realName: '张改名' }).where(eq(users.username, 'jc'));
    expect(await profile(jc)).toMatchObject({ fromMemory: false, data: { User: { Personname: '张改名' } } });
    expect((await profile(jc2)).fromMemory).toBe(true);
  });

  it("shows a rename of the account's unit and of its competent authority", async () => {
    const school = await unitIdOf('湖州市第一中学');
    const bureau = await unitIdOf('湖州市教育局');
    await warm(jc);
    await (await getDb()).update(units).set({ unitName: '湖州市第一中学（新）' }).where(eq(units.id, school));
    expect((await profile(jc)).data.User.CompanyName).toBe('湖州市第一中学（新）');
    await warm(jc);
    await (await getDb()).update(units).set({ unitName: '湖州市教育局（新）' }).where(eq(units.id, bureau));
    expect((await profile(jc)).data.User.CompanyUpperName).toBe('湖州市教育局（新）');
    await (await getDb()).update(units).set({ unitName: '湖州市第一中学' }).where(eq(units.id, school));
    await (await getDb()).update(units).set({ unitName: '湖州市教育局' }).where(eq(units.id, bureau));
    expect((await profile(jc)).data.User).toMatchObject({ CompanyName: '湖州市第一中学', CompanyUpperName: '湖州市教育局' });
  });

  it('shows a change of the pay status, and keeps the profile through a column it does not show', async () => {
    const school = await unitIdOf('湖州市第一中学');
    await warm(jc);
    await (await getDb()).update(units).set({ contactPhone: '0572-2000000' }).where(eq(units.id, school));
    expect((await profile(jc)).fromMemory).toBe(true);
    await (await getDb()).update(units).set({ isPay: false, payTime: '2026-01-01' }).where(eq(units.id, school));
    expect((await profile(jc)).data.User).toMatchObject({ IsPay: '0', PayTime: '2026-01-01' });
    await (await getDb()).update(units).set({ isPay: true, payTime: null }).where(eq(units.id, school));
    expect((await profile(jc)).data.User).toMatchObject({ IsPay: '1', PayTime: '' });
  });

  it('shows a renamed region', async () => {
    const before = await warm(jc);
    expect(before.User.Area).toBe('湖州市');
    await (await getDb()).update(regions).set({ name: '湖州市（改）' }).where(eq(regions.name, '湖州市'));
    expect((await profile(jc)).data.User.Area).toBe('湖州市（改）');
    await (await getDb()).update(regions).set({ name: '湖州市' }).where(eq(regions.name, '湖州市（改）'));
    expect((await profile(jc)).data.User.Area).toBe('湖州市');
  });

  it("follows the region's personnel bureau: closed, and a new one opened", async () => {
    const before = await warm(jc);
    const city = before.User.City_rsj_id;
    expect(city).toBeGreaterThan(0);
    await (await getDb()).update(units).set({ deleted: true }).where(eq(units.id, city));
    expect((await profile(jc)).data.User.City_rsj_id).toBe(0);
    await warm(jc);
    const [closed] = await (await getDb()).select().from(units).where(eq(units.id, city));
    const { id: _, ...fields } = closed;
    const [opened] = await (await getDb()).insert(units)
      .values({ ...fields, unitName: `${closed.unitName}（新）`, uscc: '11330500MB0000001X', deleted: false })
      .returning({ id: units.id });
    expect((await profile(jc)).data.User.City_rsj_id).toBe(opened.id);
    await (await getDb()).delete(units).where(eq(units.id, opened.id));
    await (await getDb()).update(units).set({ deleted: false }).where(eq(units.id, city));
    expect((await profile(jc)).data.User.City_rsj_id).toBe(city);
  });

  it("shows a change of the role's abilities", async () => {
    await warm(jc);
    const [role] = await (await getDb()).select().from(roles).where(eq(roles.code, 'jc'));
    await write(sql`update role set abilities = abilities - 'report:read' where id = ${role.id}`);
    expect((await profile(jc)).data.ability).not.toContain('report:read');
    await write(sql`update role set abilities = abilities || '["report:read"]'::jsonb where id = ${role.id}`);
    expect((await profile(jc)).data.ability).toContain('report:read');
  });

  it('shows the time of the latest sign-in', async () => {
    const first = await warm(jc);
    await (await getDb()).update(users).set({ lastLoginAt: new Date('2026-01-02T03:04:05Z') }).where(eq(users.username, 'jc'));
    const { data } = await profile(jc);
    expect(data.User.UserLasttime).toBe('2026-01-02 11:04:05');
    expect(data.User.UserLasttime).not.toBe(first.User.UserLasttime);
  });
});
