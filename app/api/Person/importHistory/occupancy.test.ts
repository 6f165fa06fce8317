import { desc, eq } from 'drizzle-orm';
import type { HistoryImportWarning } from '@/lib/contracts/historyImport';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import { persons, systemLog, unitPostPlanLines, unitPostPlans, units } from '@/lib/server/db/tables';
import { loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, setEstablishment } from '@/lib/server/testing/fixtures';
import { historyFile, historyPerson, sendHistory } from '@/lib/server/testing/historyImport';

/**
 * 超编/超岗 of the historical records import: the persons a file adds are counted with those on record against the
 * unit's approved establishment by type and its approved posts by level. At the limit no warning; past it a warning
 * naming the unit, the type or level, the approval and the count after the import, and the commit writes all the same.
 */

withFreshDatabase();

let token: string;
/** A school of two 事业编制 and two 专业技术十一级 posts, nobody on record. */
const school = { id: 0, uscc: '', unitName: '湖州市测试实验学校' };
/** A school of no establishment and no approved post setting. */
const annex = { id: 0, uscc: '', unitName: '湖州市测试实验学校分校' };

let serial = 0;
function newUscc(): string {
  serial += 1;
  const body = `12330500MC${String(9000000 + serial)}`;
  return body + usccCheckChar(body);
}

async function addUnit(unit: typeof school) {
  const db = await getDb();
  const [model] = await db.select().from(units).where(eq(units.unitName, '湖州市第一中学'));
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model;
  unit.uscc = newUscc();
  [{ id: unit.id }] = await db.insert(units).values({ ...rest, unitName: unit.unitName, uscc: unit.uscc }).returning({ id: units.id });
}

beforeAll(async () => {
  token = await loginAs('admin');
  await addUnit(school);
  await addUnit(annex);
  await setEstablishment(school.id, 2);
  const db = await getDb();
  const [plan] = await db.insert(unitPostPlans).values({
    unitId: school.id, planVersion: 1, effectiveFrom: '2026-01-01', isCurrent: true, postTotal: 2, managePosts: 0, techPosts: 2, workerPosts: 0,
  }).returning({ id: unitPostPlans.id });
  await db.insert(unitPostPlanLines).values({ planId: plan.id, postCategory: 'TECH', postLevel: 'T11', approvedCount: 2 });
});

/** Persons of the unit, each in its 事业编制 at 专业技术十一级. */
const personsOf = (unit: typeof school, names: string[]) => historyFile(token, {
  persons: names.map((name, i) => historyPerson(unit.uscc, name, idNumberFor(`1990-0${i + 1}-1${i}`))),
});

async function lastDetail() {
  const db = await getDb();
  const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'person.importHistory')).orderBy(desc(systemLog.id)).limit(1);
  return entry.detail;
}

describe('POST /api/Person/importHistory: 超编 and 超岗', () => {
  it('warns of nothing when the import fills the establishment and the posts exactly', async () => {
    const content = await personsOf(school, ['严文静', '陆海峰']);
    const checked = await sendHistory(content, true, token);
    expect(checked.status).toBe(200);
    expect(checked.json.data).toMatchObject({ problemCount: 0, warningCount: 0, warnings: [] });
    const written = await sendHistory(content, false, token);
    expect(written.json.data).toMatchObject({ warningCount: 0, batchId: expect.any(Number) });
    expect(await lastDetail()).not.toContain('超编');
  });

  it('warns, one past, of the unit with its type and its level, and the import commits all the same', async () => {
    const content = await personsOf(school, ['潘晓雯']);
    const checked = await sendHistory(content, true, token);
    expect(checked.status).toBe(200);
    expect(checked.json.data.problemCount).toBe(0);
    expect(checked.json.data.warningCount).toBe(2);
    expect(checked.json.data.warnings).toEqual<HistoryImportWarning[]>([
      {
        unitId: school.id, unitName: school.unitName, kind: 'ESTAB', code: 'INST', name: '事业编制', nameEn: 'institution quota', approved: 2, after: 3, adding: 1,
        message: `${school.unitName}：事业编制核定 2，导入后占用 3（本次新增 1），超编 1 人`,
        messageEn: `${school.unitName}: institution quota approved 2, occupied 3 after the import (1 added), 1 over`,
      },
      {
        unitId: school.id, unitName: school.unitName, kind: 'POST', code: 'T11', name: '专业技术十一级', nameEn: 'professional-technical grade 11',
        approved: 2, after: 3, adding: 1,
        message: `${school.unitName}：专业技术十一级岗位设置 2，导入后聘用 3（本次新增 1），超岗 1 人`,
        messageEn: `${school.unitName}: posts of professional-technical grade 11 set 2, held 3 after the import (1 added), 1 over`,
      },
    ]);

    const written = await sendHistory(content, false, token);
    expect(written.status).toBe(200);
    expect(written.json.data).toMatchObject({ warningCount: 2, batchId: expect.any(Number) });
    const db = await getDb();
    expect(await db.select({ id: persons.id }).from(persons).where(eq(persons.unitId, school.id))).toHaveLength(3);
    expect(await lastDetail()).toContain('超编/超岗提示 2 处');
  });

  it('compares a unit without an approved post setting by its establishment only', async () => {
    const { json } = await sendHistory(await personsOf(annex, ['金一鸣']), true, token);
    expect(json.data.warnings.map((w) => [w.unitName, w.kind, w.code, w.approved, w.after])).toEqual([[annex.unitName, 'ESTAB', 'INST', 0, 1]]);
  });
});
