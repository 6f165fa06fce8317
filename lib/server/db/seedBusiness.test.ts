import { and, eq } from 'drizzle-orm';
import { CODE_LISTS, POST_LEVEL_BANDS } from '@/data/codes';
import {
  isLevelOfCategory, maxManageLevel, postLevelCategory, postLevelNo, retireBandFor, retirementDate, techBand, workerSkillOfLevel,
} from '@/lib/domain/codes';
import { parseIdCard } from '@/lib/domain/idCard';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { getDb } from './client';
import { units } from './schema';
import {
  codeItems, personAssessments, personEducations, personPostHistory, persons, unitEstablishments, unitPostPlanLines, unitPostPlans,
} from './schema-business';
import { addYears, fullYears } from './seed/dates';
import { IdNumbers } from './seed/identity';
import { generatePersons } from './seed/persons';
import { UNIT_SETUPS } from './seed/units';
import { DEMO_REFERENCE_DATE as TODAY, seedCodeLists } from './seedBusiness';

withFreshDatabase();

type Person = typeof persons.$inferSelect;

let all: Person[] = [];
let unitKey: Map<number, string>;

beforeAll(async () => {
  const db = await getDb();
  all = await db.select().from(persons);
  const rows = await db.select({ id: units.id, shortName: units.shortName }).from(units);
  unitKey = new Map(rows.map((u) => [u.id, u.shortName ?? '']));
});

const active = (p: Person) => p.personStatus !== 'REDUCED';
const byUnit = <T extends { unitId: number | null }>(rows: T[]) => {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.unitId!, [...(out.get(r.unitId!) ?? []), r]);
  return out;
};

describe('demo persons', () => {
  it('gives every unit its people: about 120, 60 and 250 at the base units, about 20 at each bureau', () => {
    const sizes = [...byUnit(all).entries()].map(([id, list]) => [unitKey.get(id), list.length]);
    expect(Object.fromEntries(sizes)).toEqual({ 市人社局: 21, 市教育局: 22, 市卫健委: 22, 湖州一中: 120, 织里实小: 60, 市中心医院: 250 });
  });

  it('holds valid ID numbers (GB 11643) that agree with birth date and gender, each once', () => {
    for (const p of all) {
      const parsed = parseIdCard(p.idNumber, TODAY);
      expect(parsed).toMatchObject({ ok: true, info: { birthDate: p.birthDate, gender: p.gender === '1' ? 'M' : 'F' } });
    }
    expect(new Set(all.map((p) => p.idNumber)).size).toBe(all.length);
  });

  it('issues the 织里 school staff mostly 吴兴区 numbers', () => {
    const jc2 = all.filter((p) => unitKey.get(p.unitId) === '织里实小');
    expect(jc2.filter((p) => p.idNumber.startsWith('330502')).length / jc2.length).toBeGreaterThan(0.6);
  });

  it('keeps ages between 22 and 60 and dates in order (R-DT-01)', () => {
    for (const p of all) {
      const age = fullYears(p.birthDate, TODAY);
      expect(age).toBeGreaterThanOrEqual(22);
      expect(age).toBeLessThanOrEqual(active(p) ? 60 : 64);
      expect(p.workStartDate >= addYears(p.birthDate, 16)).toBe(true);
      expect(p.unitEntryDate >= p.workStartDate).toBe(true);
      expect(p.unitEntryDate <= TODAY).toBe(true);
      if (p.appointDate) expect(p.appointDate >= p.unitEntryDate && p.appointDate <= TODAY).toBe(true);
      if (p.graduationDate) expect(p.graduationDate > addYears(p.birthDate, 14) && p.graduationDate <= p.workStartDate).toBe(true);
      if (p.titleDate) expect(p.titleDate <= TODAY).toBe(true);
      if (p.contractEnd) expect(p.contractEnd > p.contractStart!).toBe(true);
      if (p.reduceDate) expect(p.reduceDate >= p.unitEntryDate && p.reduceDate <= TODAY).toBe(true);
      if (p.politicalStatus === '01' || p.politicalStatus === '02') {
        expect(p.partyJoinDate! >= addYears(p.birthDate, 18) && p.partyJoinDate! <= TODAY).toBe(true);
      }
    }
  });

  it('has nobody on the books past the statutory retirement age (R-AGE-03)', () => {
    for (const p of all) {
      const due = retirementDate(p.birthDate, p.gender, retireBandFor(p.gender, p.postCategory));
      if (active(p)) expect(due > TODAY).toBe(true);
      else if (p.reduceType === 'RETIRE') expect(p.reduceDate! >= due).toBe(true);
    }
  });

  it('records the reductions, the pending arrivals and the drafts the screens need', () => {
    const count = (f: (p: Person) => boolean) => all.filter(f).length;
    expect(count((p) => p.personStatus === 'REDUCED' && !!p.reduceType && !!p.reduceDate)).toBe(count((p) => p.personStatus === 'REDUCED'));
    expect(count((p) => p.personStatus === 'REDUCED')).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.personStatus === 'PENDING_ARRIVAL')).toBeGreaterThanOrEqual(2);
    expect(count((p) => p.personStatus === 'LONG_SICK')).toBeGreaterThanOrEqual(2);
    expect(count((p) => p.personStatus === 'SECONDED_OUT')).toBeGreaterThanOrEqual(2);
    const drafts = all.filter((p) => p.recordStatus === 'DRAFT');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((p) => unitKey.get(p.unitId) === '湖州一中')).toBe(true);
    expect(count((p) => p.recordStatus === 'FILED') / all.length).toBeGreaterThan(0.95);
  });

  it('fills the quota and employment fields consistently (R-BZ-04)', async () => {
    const db = await getDb();
    const categories = new Map((await db.select({ id: units.id, c: units.unitCategory }).from(units)).map((u) => [u.id, u.c]));
    for (const p of all) {
      if (p.estabStatus === 'IN') {
        expect(p.outEmployForm).toBeNull();
        expect(categories.get(p.unitId) === 'PUBLIC_INST' ? ['INST'] : ['ADMIN', 'ORGAN_WORKER']).toContain(p.estabType);
        if (p.estabType === 'INST') expect(p.postCategory && p.postLevel).toBeTruthy();
        if (p.estabType === 'ADMIN') expect(p.civilRank).toBeTruthy();
      } else {
        expect(p.estabType).toBeNull();
        expect(p.outEmployForm).toBeTruthy();
        expect(p.postLevel).toBeNull();
      }
    }
    expect(all.some((p) => unitKey.get(p.unitId) === '市中心医院' && p.estabStatus === 'OUT')).toBe(true);
  });

  it('matches post levels to their category, the title (R-GW-07) and the worker grade (R-GW-08)', () => {
    for (const p of all.filter((x) => x.postLevel)) {
      expect(isLevelOfCategory(p.postLevel!, p.postCategory!)).toBe(true);
      if (p.postCategory === 'TECH') expect(techBand(p.postLevel!)).toBe(p.titleLevel);
      if (p.postCategory === 'WORKER') expect(workerSkillOfLevel(p.postLevel!)).toBe(p.workerSkill);
    }
  });

  it('uses only codes that exist and can be chosen', async () => {
    const db = await getDb();
    const codes = new Set((await db.select().from(codeItems).where(eq(codeItems.selectable, true))).map((c) => `${c.list}:${c.code}`));
    const fields: [keyof Person, string][] = [
      ['gender', 'gender'], ['idType', 'idType'], ['ethnicity', 'ethnicity'], ['politicalStatus', 'politicalStatus'],
      ['maritalStatus', 'maritalStatus'], ['education', 'education'], ['degree', 'degree'], ['entryMethod', 'entryMethod'],
      ['estabStatus', 'estabStatus'], ['estabType', 'estabType'], ['outEmployForm', 'outEmployForm'], ['postCategory', 'postCategory'],
      ['postLevel', 'postLevel'], ['titleLevel', 'titleLevel'], ['titleSeries', 'titleSeries'], ['workerSkill', 'workerSkill'],
      ['contractType', 'contractType'], ['civilRank', 'civilRank'], ['personStatus', 'personStatus'], ['reduceType', 'reduceType'],
      ['recordStatus', 'recordStatus'],
    ];
    const missing = new Set<string>();
    for (const p of all) {
      for (const [field, list] of fields) {
        const v = p[field];
        if (v !== null && !codes.has(`${list}:${String(v)}`)) missing.add(`${list}:${String(v)}`);
      }
    }
    for (const e of await db.select().from(personEducations)) {
      if (!codes.has(`education:${e.education}`)) missing.add(`education:${e.education}`);
      if (e.degree && !codes.has(`degree:${e.degree}`)) missing.add(`degree:${e.degree}`);
    }
    for (const a of await db.select().from(personAssessments)) {
      if (!codes.has(`assessmentResult:${a.result}`)) missing.add(`assessmentResult:${a.result}`);
    }
    for (const h of await db.select().from(personPostHistory)) {
      if (!codes.has(`appointKind:${h.changeKind}`)) missing.add(`appointKind:${h.changeKind}`);
    }
    expect([...missing]).toEqual([]);
  });

  it('writes the current appointment, the schooling and the assessments of each person', async () => {
    const db = await getDb();
    const posts = await db.select().from(personPostHistory);
    const appointed = all.filter((p) => p.appointDate && p.recordStatus === 'FILED');
    expect(posts).toHaveLength(appointed.length);
    const byPerson = new Map(posts.map((h) => [h.personId, h]));
    for (const p of appointed) expect(byPerson.get(p.id)).toMatchObject({ postLevel: p.postLevel, appointStart: p.appointDate, unitId: p.unitId });
    const schooled = new Set((await db.select({ personId: personEducations.personId }).from(personEducations)).map((e) => e.personId));
    expect(all.every((p) => schooled.has(p.id))).toBe(true);
    const assessed = await db.select().from(personAssessments);
    const personOf = new Map(all.map((p) => [p.id, p]));
    for (const a of assessed) {
      const p = personOf.get(a.personId)!;
      expect(p.estabStatus).toBe('IN');
      expect(p.unitEntryDate <= `${a.year}-12-31`).toBe(true);
      if (p.reduceDate) expect(p.reduceDate > `${a.year}-12-31`).toBe(true);
      if (['3', '4', '9'].includes(a.result)) expect((a.comment ?? '').length).toBeGreaterThanOrEqual(10);
      if (a.result === '0') expect(a.absentReason).toBeTruthy();
    }
    expect(new Set(assessed.map((a) => a.year))).toEqual(new Set([2023, 2024, 2025]));
  });

  it('keeps 优秀 within 20% of those graded, per unit and year (R-KH-04)', async () => {
    const db = await getDb();
    const groups = new Map<string, string[]>();
    for (const a of await db.select().from(personAssessments)) {
      const key = `${a.unitId}/${a.year}`;
      groups.set(key, [...(groups.get(key) ?? []), a.result]);
    }
    for (const results of groups.values()) {
      const graded = results.filter((r) => ['1', '2', '3', '4'].includes(r)).length;
      expect(results.filter((r) => r === '1').length).toBeLessThanOrEqual(Math.floor(graded * 0.2));
      expect(results.filter((r) => r === '2').length).toBeGreaterThan(graded / 2);
    }
  });

  it('draws the same people every time', () => {
    const setup = UNIT_SETUPS.find((s) => s.key === 'jc2')!;
    const draw = () => generatePersons({ setup, unitId: 1, isInstitution: true, today: TODAY, ids: new IdNumbers() });
    expect(JSON.stringify(draw())).toBe(JSON.stringify(draw()));
  });
});

describe('demo quotas and post plans', () => {
  it('gives every unit one current quota whose parts add up, and nobody beyond it (R-BZ-01)', async () => {
    const db = await getDb();
    const estabs = await db.select().from(unitEstablishments).where(eq(unitEstablishments.isCurrent, true));
    expect(estabs).toHaveLength(6);
    const quotaOf: Record<string, keyof typeof estabs[number]> = {
      ADMIN: 'quotaAdmin', INST: 'quotaInst', REF_CIVIL: 'quotaRefCivil', ORGAN_WORKER: 'quotaOrganWorker',
    };
    for (const e of estabs) {
      expect(e.approvedTotal).toBe(e.quotaAdmin + e.quotaInst + e.quotaRefCivil + e.quotaOrganWorker);
      expect((e.instQuotaManage ?? 0) + (e.instQuotaTech ?? 0) + (e.instQuotaWorker ?? 0)).toBeLessThanOrEqual(e.quotaInst);
      const inQuota = all.filter((p) => p.unitId === e.unitId && p.estabStatus === 'IN' && active(p));
      for (const [type, column] of Object.entries(quotaOf)) {
        expect(inQuota.filter((p) => p.estabType === type).length).toBeLessThanOrEqual(e[column] as number);
      }
    }
    const hospital = estabs.find((e) => unitKey.get(e.unitId) === '市中心医院')!;
    expect(hospital.quotaInst).toBe(600);
  });

  it('approves a plan for each base unit whose lines add up (R-GW-01/02/03) and are never exceeded (R-GW-06)', async () => {
    const db = await getDb();
    const plans = await db.select().from(unitPostPlans).where(eq(unitPostPlans.isCurrent, true));
    expect(plans.map((p) => unitKey.get(p.unitId)).sort()).toEqual(['市中心医院', '湖州一中', '织里实小'].sort());
    for (const plan of plans) {
      const [unit] = await db.select().from(units).where(eq(units.id, plan.unitId));
      const [estab] = await db.select().from(unitEstablishments).where(and(eq(unitEstablishments.unitId, plan.unitId), eq(unitEstablishments.isCurrent, true)));
      const lines = await db.select().from(unitPostPlanLines).where(eq(unitPostPlanLines.planId, plan.id));
      const sum = (c: string) => lines.filter((l) => l.postCategory === c).reduce((s, l) => s + l.approvedCount, 0);
      expect([sum('MANAGE'), sum('TECH'), sum('WORKER')]).toEqual([plan.managePosts, plan.techPosts, plan.workerPosts]);
      expect(plan.managePosts + plan.techPosts + plan.workerPosts).toBe(plan.postTotal);
      expect(plan.postTotal).toBeLessThanOrEqual(estab.quotaInst);
      expect(lines.find((l) => l.postLevel === 'T01')?.approvedCount).toBe(0);
      const cap = postLevelNo(maxManageLevel(unit.unitRank))!;
      for (const l of lines) {
        expect(postLevelCategory(l.postLevel)).toBe(l.postCategory);
        if (l.postCategory === 'MANAGE' && l.approvedCount > 0) expect(postLevelNo(l.postLevel)!).toBeGreaterThanOrEqual(cap);
        const held = all.filter((p) => p.unitId === plan.unitId && active(p) && p.postLevel === l.postLevel).length;
        expect(held).toBeLessThanOrEqual(l.approvedCount);
      }
    }
    const planned = new Set(plans.map((p) => p.unitId));
    expect(all.filter((p) => p.postLevel && !planned.has(p.unitId))).toEqual([]);
  });
});

describe('code lists', () => {
  it('transcribes every list of domain.md §6 into code_item', async () => {
    const db = await getDb();
    const rows = await db.select().from(codeItems);
    const expected = Object.values(CODE_LISTS).reduce((n, l) => n + l.length, 0);
    expect(rows).toHaveLength(expected);
    expect(CODE_LISTS.ethnicity).toHaveLength(58);
    expect(CODE_LISTS.gender.filter((g) => g.selectable !== false).map((g) => g.code)).toEqual(['1', '2']);
    expect(CODE_LISTS.education.filter((e) => e.selectable === false).map((e) => e.code)).toEqual(['10', '20', '30', '40', '60', '70', '80']);
    expect(CODE_LISTS.education.filter((e) => e.selectable !== false && e.code !== '90').every((e) => e.groupCode === `${e.code[0]}0`)).toBe(true);
    expect(CODE_LISTS.degree.filter((d) => /^[234]\d\d$/.test(d.code) && d.selectable !== false)).toHaveLength(3 * 12 + 4);
  });

  it('groups post levels by category and agrees with the title bands', () => {
    expect(CODE_LISTS.postLevel).toHaveLength(10 + 13 + 6);
    for (const l of CODE_LISTS.postLevel) {
      expect(l.groupCode).toBe(postLevelCategory(l.code));
      expect(POST_LEVEL_BANDS[l.code]).toBeDefined();
    }
    const bandName = { SENIOR_FULL: '正高级', SENIOR_DEP: '副高级', MIDDLE: '中级', ASSISTANT: '初级（助理级）', JUNIOR: '初级（员级）' };
    for (let n = 2; n <= 13; n++) {
      const code = `T${String(n).padStart(2, '0')}`;
      expect(POST_LEVEL_BANDS[code].zh).toBe(bandName[techBand(code)!]);
    }
  });

  it('can be seeded again without change', async () => {
    const db = await getDb();
    const before = (await db.select().from(codeItems)).length;
    await db.transaction((tx) => seedCodeLists(tx));
    expect(await db.select().from(codeItems)).toHaveLength(before);
  });
});
