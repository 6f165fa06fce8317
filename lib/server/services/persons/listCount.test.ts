import { eq } from 'drizzle-orm';
import { POST as list } from '@/app/api/Person/getList/route';
import { PERSON_COUNT_CAP, type PersonListItem } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/tables';
import { loadSessionUser, type SessionUser } from '@/lib/server/session';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { listPersons } from './list';

withFreshDatabase();

type Page = { list: PersonListItem[]; total: number; totalCapped: boolean };

describe('the person list counts up to a cap', () => {
  let token: string;
  let jc: SessionUser;
  let all: number;
  beforeAll(async () => {
    token = await loginAs('jc');
    const db = await getDb();
    const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'jc'));
    jc = (await loadSessionUser(db, id, 'test'))!;
    const res = await call<Page>(list, '/Person/getList', { body: { pageSize: 10 }, token });
    all = res.json.data.total;
  });
  const page = async (cap: number, exactTotal?: boolean) =>
    listPersons(await getDb(), jc, { pageNo: 1, pageSize: 10, exactTotal }, cap);

  it('is exact while the matches are at most the cap, and says so', async () => {
    expect(all).toBeGreaterThan(20);
    expect(all).toBeLessThanOrEqual(PERSON_COUNT_CAP);
    expect(await page(all).then((p) => [p.total, p.totalCapped])).toEqual([all, false]);
    expect(await page(all + 1).then((p) => [p.total, p.totalCapped])).toEqual([all, false]);
  });

  it('stops at the cap one match past it, still answering the page', async () => {
    const capped = await page(all - 1);
    expect([capped.total, capped.totalCapped]).toEqual([all - 1, true]);
    expect(capped.list).toHaveLength(10);
    expect([(await page(5)).total, (await page(5)).totalCapped]).toEqual([5, true]);
  });

  it('counts every match when asked', async () => {
    expect(await page(5, true).then((p) => [p.total, p.totalCapped])).toEqual([all, false]);
  });

  it('takes exactTotal over HTTP and refuses a value that is not a boolean, naming it', async () => {
    const asked = await call<Page>(list, '/Person/getList', { body: { exactTotal: true }, token });
    expect([asked.status, asked.json.data.total, asked.json.data.totalCapped]).toEqual([200, all, false]);
    const bad = await call(list, '/Person/getList', { body: { exactTotal: 'yes' }, token });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/^exactTotal/);
  });
});
