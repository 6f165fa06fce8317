import { and, eq } from 'drizzle-orm';
import { POLICIES } from '@/lib/domain/policy';
import { retirementDateFor } from '@/lib/domain/retirementRules';
import { today } from '@/lib/domain/datetime';
import { getDb } from '../client';
import { persons, systemLog, users } from '../tables';
import { listPolicies, versionsOf } from '../../services/policySettings';
import { loadSessionUser, type SessionUser } from '../../session';
import { withFreshDatabase } from '../../testing/database';
import { LATER_RETIRE_RULES, nextYearStart, seedPolicyDemo } from './policies';

withFreshDatabase();

const a: Record<string, SessionUser> = {};
const logOf = async (action: string) => (await getDb()).select().from(systemLog).where(eq(systemLog.action, action));

beforeAll(async () => {
  const db = await getDb();
  for (const u of await db.select().from(users)) a[u.username] = (await loadSessionUser(db, u.id, `seed-${u.username}`))!;
  await seedPolicyDemo(db, a);
});

describe('nextYearStart', () => {
  it('is the first of January after the day, also on the year\'s last day', () => {
    expect(nextYearStart('2026-11-27')).toBe('2027-01-01');
    expect(nextYearStart('2026-12-31')).toBe('2027-01-01');
    expect(nextYearStart('2027-01-01')).toBe('2028-01-01');
  });
});

describe('the demo\'s policy settings', () => {
  it('adds a version of the retirement rules from next year, with its basis, as rsj on the 政策参数 screen: today\'s rules stay', async () => {
    const db = await getDb();
    const from = nextYearStart(today());
    const versions = await versionsOf(db, 'retire.baseAgeRules');
    expect(versions.map((v) => [v.validFrom, v.createdBy])).toEqual([['2000-01-01', null], [from, a.rsj.id]]);
    expect(versions[1].value).toEqual(LATER_RETIRE_RULES);
    expect(versions[1].basis).toMatch(/^中组部、人社部《关于机关事业单位县处级女干部和具有高级职称的女性专业技术人员退休年龄问题的通知》/);

    const item = async (day: string) => (await listPolicies(db, day)).list.find((i) => i.key === 'retire.baseAgeRules')!;
    const now = await item(today());
    expect(now.current).toMatchObject({ validFrom: '2000-01-01', value: POLICIES['retire.baseAgeRules'].defaultValue });
    expect(now.upcoming.map((v) => [v.validFrom, v.createdBy])).toEqual([[from, 'rsj']]);
    expect((await item(from)).current).toMatchObject({ validFrom: from, value: LATER_RETIRE_RULES, basis: versions[1].basis });

    const [entry, ...more] = await logOf('policy.add');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ account: 'rsj', userId: a.rsj.id, unitId: a.rsj.unitId, type: 'operation', result: 'success', code: 200 });
    expect(entry.detail).toBe(`retire.baseAgeRules 自 ${from}：${JSON.stringify(LATER_RETIRE_RULES)}；依据：${versions[1].basis}`);
  });

  it('keeps a senior woman doctor of the hospital to 60 by her own override with its basis, logged under her unit', async () => {
    const db = await getDb();
    const [doctor, ...more] = await db.select().from(persons).where(eq(persons.retireBaseOverride, 60));
    expect(more).toHaveLength(0);
    expect(doctor).toMatchObject({ unitId: a.jc3.unitId, gender: '2', postCategory: 'TECH', personStatus: 'ON_DUTY' });
    expect(['SENIOR_DEP', 'SENIOR_FULL']).toContain(doctor.titleLevel);
    expect(doctor.retireOverrideBasis).toMatch(/^本人申请，医院党委研究同意，市卫生健康委审核/);

    // By today's rules she would retire first at the women's 55, still ahead; the override keeps her to 60, as next year's rule will.
    const rules = POLICIES['retire.baseAgeRules'].defaultValue;
    const byRule = retirementDateFor({ ...doctor, retireBaseOverride: null }, rules);
    expect(byRule > today()).toBe(true);
    expect(retirementDateFor(doctor, rules) > byRule).toBe(true);
    expect(retirementDateFor({ ...doctor, retireBaseOverride: null }, LATER_RETIRE_RULES)).toBe(retirementDateFor(doctor, rules));

    const [entry] = await db.select().from(systemLog).where(and(eq(systemLog.action, 'policy.retireOverride'), eq(systemLog.account, 'rsj')));
    expect(entry).toMatchObject({ unitId: a.jc3.unitId, result: 'success', code: 200 });
    expect(entry.detail).toBe(`${doctor.name}（${doctor.id}）退休基准年龄 60；依据：${doctor.retireOverrideBasis}`);
  });
});
