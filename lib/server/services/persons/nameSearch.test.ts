import { and, eq, sql } from 'drizzle-orm';
import { POST as list } from '@/app/api/Person/getList/route';
import type { PersonListItem } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';
import { nameSearchGrams } from './nameSearch';

describe('nameSearchGrams', () => {
  it('asks by the one character of a one-character part', () => {
    expect(nameSearchGrams('王')).toEqual(['王']);
    expect(nameSearchGrams('')).toEqual([]);
  });

  it('asks by each pair of neighbouring characters of a longer part, once each, lower-cased', () => {
    expect(nameSearchGrams('王伟')).toEqual(['王伟']);
    expect(nameSearchGrams('欧阳明')).toEqual(['欧阳', '阳明']);
    expect(nameSearchGrams('王伟王伟')).toEqual(['王伟', '伟王']);
    expect(nameSearchGrams('MaRy')).toEqual(['ma', 'ar', 'ry']);
  });

  it('counts a character outside the BMP as one character, as PostgreSQL does', () => {
    expect(nameSearchGrams('𠮷')).toEqual(['𠮷']);
    expect(nameSearchGrams('𠮷田')).toEqual(['𠮷田']);
  });
});

describe('the name filter of the person list, through the index', () => {
  withFreshDatabase();
  const names = ['张王伟明', '伟王伟', '欧阳明', 'MARY李', '𠮷田', '王伟'];
  const ids: number[] = [];
  let token: string;
  beforeAll(async () => {
    token = await loginAs('jc');
    const db = await getDb();
    const unitId = await unitIdOf('湖州市第一中学');
    const some = await db.select({ id: persons.id }).from(persons)
      .where(and(eq(persons.unitId, unitId), eq(persons.deleted, false))).limit(names.length);
    for (const [i, { id }] of some.entries()) {
      await db.update(persons).set({ name: names[i] }).where(eq(persons.id, id));
      ids.push(id);
    }
  });
  const found = async (name: string) => {
    const res = await call<{ list: PersonListItem[]; total: number }>(list, '/Person/getList', { body: { name, pageSize: 100 }, token });
    expect(res.status).toBe(200);
    return res.json.data.list.map((p) => p.name).filter((n) => names.includes(n)).sort();
  };

  it('finds every name that contains the part, anywhere in it', async () => {
    expect(await found('王伟')).toEqual(['伟王伟', '张王伟明', '王伟'].sort());
    expect(await found('阳')).toEqual(['欧阳明']);
    expect(await found('阳明')).toEqual(['欧阳明']);
    expect(await found('𠮷')).toEqual(['𠮷田']);
  });

  it('ignores case, as the filter did', async () => {
    expect(await found('mary')).toEqual(['MARY李']);
    expect(await found('y李')).toEqual(['MARY李']);
  });

  it('keeps out a name that holds every pair of the part but not the part itself', async () => {
    // 伟王伟 holds 王伟 and 伟王, the pairs of 王伟王, in another order.
    expect(await found('王伟王')).toEqual([]);
    expect(await found('伟王伟')).toEqual(['伟王伟']);
  });

  it('takes % and _ literally', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('王_')).toEqual([]);
  });

  it('lets the planner serve the filter from person_name_grams_idx', async () => {
    const db = await getDb();
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain select id from person where person_name_grams(name) @> ${sql.param(['王伟'])}::text[]`);
      return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('person_name_grams_idx');
  });
});
