import { eq } from 'drizzle-orm';
import { POST as personExport } from './Person/export/route';
import { POST as personSearch } from './Report/personSearch/route';
import { POST as reportPersonExport } from './Report/personExport/route';
import { POST as filingSearch } from './Report/filingSearch/route';
import { POST as filingExport } from './Report/filingExport/route';
import { POST as estabUsage } from './Report/estabUsage/route';
import { POST as estabUsageExport } from './Report/estabUsageExport/route';
import { POST as retirementExport } from './Report/retirementExport/route';
import { POST as progressExport } from './Report/progressExport/route';
import { POST as assessmentStats } from './Report/assessmentStats/route';
import { POST as flowStats } from './Report/flowStats/route';
import { POST as recruitStats } from './Report/recruitStats/route';
import { POST as rewardPunishStats } from './Report/rewardPunishStats/route';
import { POST as jobChangeSheet } from './Report/jobChangeSheet/route';
import { POST as jobChangeSheetPdf } from './Report/jobChangeSheetPdf/route';
import { POST as structure } from './Report/structure/route';
import { POST as retirement } from './Report/retirement/route';
import { POST as progress } from './Report/progress/route';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import type { Handler } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import {
  ACCOUNTS, expectFileRefused, expectNoUnitNamed, expectRefused, file, insertApprovedFiling, name, namesUnit, post, sheetOf, unitColumn,
  withScopeWorld, world as w, type Account,
} from '@/lib/server/testing/scopeWorld';

/** The report endpoints that take a unit or answer units, against the scope matrix of scopeLeaks.test.ts. */
withFreshDatabase();
withScopeWorld();

describe('the reports', () => {
  const names = (user: Account) => [...w.scopeIds[user]].map(name);

  it('searches and exports the persons of the scope only, whatever units are asked for', async () => {
    type Rows = { list: { id: number; unitId: number }[]; total: number };
    const search = (user: Account, body: object) => post<Rows>(personSearch, '/Report/personSearch', user, { pageSize: 200, ...body });
    const jc = (await search('jc', {})).json.data;
    expect(jc.total).toBeGreaterThan(0);
    expect(new Set(jc.list.map((r) => r.unitId))).toEqual(new Set([w.U1]));
    for (const [user, asked] of [['jc', [w.U2, w.U3]], ['zg', [w.U3]], ['zg2', [w.U1, w.U2]]] as [Account, number[]][]) {
      const r = await search(user, { unitIds: asked });
      if (r.status === 200) expect(r.json.data.total).toBe(0);
      else expectRefused(r);
    }
    const crossDept = await search('zg', { competentDeptId: w.unitOf.zg2 });
    if (crossDept.status === 200) expect(crossDept.json.data.total).toBe(0);
    else expectRefused(crossDept);
    for (const user of ['zg', 'zg2', 'rsj'] as const) {
      const r = (await search(user, {})).json.data;
      expect(r.list.every((x) => w.scopeIds[user].has(x.unitId))).toBe(true);
      expect(r.list.map((x) => x.id)).not.toEqual(expect.arrayContaining([w.draftPerson.u1]));
    }
    const rsj = (await search('rsj', { unitIds: [w.U3] })).json.data;
    expect(rsj.total).toBeGreaterThan(0);
    const exported = unitColumn(await sheetOf(await file(reportPersonExport, '/Report/personExport', 'jc', { unitIds: [w.U2, w.U3] })));
    expect(exported.every((n) => n === name(w.U1))).toBe(true);
    const zgExport = unitColumn(await sheetOf(await file(reportPersonExport, '/Report/personExport', 'zg', {})));
    expect(zgExport.length).toBeGreaterThan(0);
    expect(zgExport.every((n) => names('zg').includes(n))).toBe(true);
  });

  it('searches the filings of the scope only, never a draft of another unit', async () => {
    type Rows = { list: { id: number; unitName: string; status: string }[]; total: number };
    for (const user of ACCOUNTS) {
      const { list } = (await post<Rows>(filingSearch, '/Report/filingSearch', user, { pageSize: 200 })).json.data;
      expect(list.every((f) => names(user).includes(f.unitName))).toBe(true);
      const own = w.unitOf[user] ? name(w.unitOf[user]) : null;
      expect(list.filter((f) => f.status === 'DRAFT' && f.unitName !== own)).toEqual([]);
      expect(list.map((f) => f.id)).not.toContain(user === 'jc2' ? -1 : w.draftOfJc2);
    }
    const exported = unitColumn(await sheetOf(await file(filingExport, '/Report/filingExport', 'jc', {})));
    expect(exported.length).toBeGreaterThan(0);
    expect(new Set(exported)).toEqual(new Set([name(w.U1)]));
    const zgExport = unitColumn(await sheetOf(await file(filingExport, '/Report/filingExport', 'zg', {})));
    expect(zgExport.every((n) => names('zg').includes(n))).toBe(true);
    const r = await post<Rows>(filingSearch, '/Report/filingSearch', 'jc', { unitId: w.U2 });
    if (r.status === 200) expect(r.json.data.list.every((f) => f.unitName === name(w.U1))).toBe(true);
    else expectRefused(r);
  });

  it('counts the establishment of the units of the scope only', async () => {
    type Usage = { rows: { unitId: number; inEstab: number }[]; total: { inEstab: number } };
    const usage = async (user: Account, body: object = {}) => post<Usage>(estabUsage, '/Report/estabUsage', user, body);
    const expectations: [Account, number[], number[]][] = [
      ['jc', [w.U1], [w.U2, w.U3]], ['jc2', [w.U2], [w.U1, w.U3]], ['jc3', [w.U3], [w.U1, w.U2]], ['zg', [w.U1, w.U2], [w.U3]], ['zg2', [w.U3], [w.U1, w.U2]],
      ['rsj', [w.U1, w.U2, w.U3], []], ['admin', [w.U1, w.U2, w.U3], []],
    ];
    for (const [user, inside, outside] of expectations) {
      const { rows, total } = (await usage(user)).json.data;
      const ids = rows.map((x) => x.unitId);
      expect(ids).toEqual(expect.arrayContaining(inside));
      for (const id of outside) expect(ids).not.toContain(id);
      expect(ids.every((id) => w.scopeIds[user].has(id))).toBe(true);
      expect(total.inEstab).toBe(rows.reduce((t, x) => t + x.inEstab, 0));
    }
    const cross = await usage('zg', { competentDeptId: w.unitOf.zg2 });
    if (cross.status === 200) expect(cross.json.data.rows.filter((x) => !w.scopeIds.zg.has(x.unitId))).toEqual([]);
    else expectRefused(cross);
  });

  it("counts a unit's structure from its own persons only", async () => {
    const total = async (user: Account) =>
      (await post<{ total: number }>(structure, '/Report/structure', user, { dimension: 'gender' })).json.data.total;
    const t = Object.fromEntries(await Promise.all(ACCOUNTS.map(async (u) => [u, await total(u)] as const))) as Record<Account, number>;
    const db = await getDb();
    for (const [user, unitId] of [['jc', w.U1], ['jc2', w.U2], ['jc3', w.U3]] as const) {
      const own = await db.select({ id: persons.id }).from(persons).where(eq(persons.unitId, unitId));
      expect(t[user]).toBeGreaterThan(0);
      expect(t[user]).toBeLessThanOrEqual(own.length);
    }
    expect(t.jc + t.jc2).toBeLessThanOrEqual(t.zg);
    expect(t.jc3).toBeLessThanOrEqual(t.zg2);
    expect(t.zg + t.zg2).toBeLessThanOrEqual(t.rsj);
    expect(t.rsj).toBeLessThanOrEqual(t.admin);
  });

  it('warns of the retirements of the scope only', async () => {
    type Row = { personId: number; unitName: string };
    for (const user of ACCOUNTS) {
      const { due, overdue } = (await post<{ due: Row[]; overdue: Row[] }>(retirement, '/Report/retirement', user)).json.data;
      const rows = [...due, ...overdue];
      expect(rows.every((r) => names(user).includes(r.unitName))).toBe(true);
      expect(rows.map((r) => r.personId).includes(w.retiring)).toBe(w.scopeIds[user].has(w.U3));
    }
  });

  it('leaves the units outside the scope out of every report export', async () => {
    const exports: [Handler, string, object][] = [
      [personExport, '/Person/export', {}], [reportPersonExport, '/Report/personExport', {}], [filingExport, '/Report/filingExport', {}],
      [estabUsageExport, '/Report/estabUsageExport', {}], [retirementExport, '/Report/retirementExport', {}],
    ];
    const outside: [Account, number[], number][] = [['jc', [w.U2, w.U3], w.U1], ['jc3', [w.U1, w.U2], w.U3], ['zg', [w.U3], w.U1], ['zg2', [w.U1, w.U2], w.U3]];
    for (const [user, others, own] of outside) {
      for (const [handler, path, body] of exports) {
        const rows = await sheetOf(await file(handler, path, user, body));
        expectNoUnitNamed(rows, others);
        if (path === '/Report/estabUsageExport') expect(namesUnit(rows, own)).toBe(true);
      }
    }
    for (const user of ['zg', 'zg2'] as const) {
      const rows = await sheetOf(await file(progressExport, '/Report/progressExport', user, { filingType: 'REWARD_PUNISH', year: 2026 }));
      expectNoUnitNamed(rows, user === 'zg' ? [w.U3] : [w.U1, w.U2]);
      expect(namesUnit(rows, user === 'zg' ? w.U1 : w.U3)).toBe(true);
    }
    const rsj = await sheetOf(await file(estabUsageExport, '/Report/estabUsageExport', 'rsj', {}));
    expect([w.U1, w.U2, w.U3].every((id) => namesUnit(rsj, id))).toBe(true);
  });

  it('keeps the yearly statistics, their authorities and the persons they name within the scope', async () => {
    type Stats = { rows: { unitId: number }[]; authorities?: { id: number }[]; inPeriod?: { unitId: number }[] };
    const tables: [Handler, string][] = [
      [assessmentStats, '/Report/assessmentStats'], [flowStats, '/Report/flowStats'], [recruitStats, '/Report/recruitStats'],
      [rewardPunishStats, '/Report/rewardPunishStats'],
    ];
    for (const [handler, path] of tables) {
      for (const user of ACCOUNTS) {
        const { status, json } = await post<Stats>(handler, path, user, { year: 2025 });
        expect(status).toBe(200);
        const seen = [...json.data.rows.map((r) => r.unitId), ...(json.data.inPeriod ?? []).map((r) => r.unitId)];
        expect(seen.filter((id) => !w.scopeIds[user].has(id))).toEqual([]);
        // The authorities offered: those of the scope, or the one over the caller's own units.
        const over = new Set(w.allUnits.filter((u) => w.scopeIds[user].has(u.id)).map((u) => u.competentDeptId));
        expect((json.data.authorities ?? []).filter((a) => !w.scopeIds[user].has(a.id) && !over.has(a.id))).toEqual([]);
        if (user === 'jc') expect(json.data.rows.map((r) => r.unitId)).toEqual([w.U1]);
      }
      const cross = await post<Stats>(handler, path, 'zg', { year: 2025, competentDeptId: w.unitOf.zg2 });
      if (cross.status === 200) expect(cross.json.data.rows.filter((r) => !w.scopeIds.zg.has(r.unitId))).toEqual([]);
      else expectRefused(cross);
    }
  });

  it('rebuilds past statistics from the scope only', async () => {
    type Usage = { rows: { unitId: number }[] };
    for (const user of ACCOUNTS) {
      const { rows } = (await post<Usage>(estabUsage, '/Report/estabUsage', user, { statDate: '2025-12-31' })).json.data;
      expect(rows.filter((r) => !w.scopeIds[user].has(r.unitId))).toEqual([]);
    }
    const total = async (user: Account) =>
      (await post<{ total: number }>(structure, '/Report/structure', user, { dimension: 'education', statDate: '2025-12-31' })).json.data.total;
    const [jc, jc2, jc3, zg, zg2, rsj] = [await total('jc'), await total('jc2'), await total('jc3'), await total('zg'), await total('zg2'), await total('rsj')];
    expect(jc + jc2).toBeLessThanOrEqual(zg);
    expect(jc3).toBeLessThanOrEqual(zg2);
    expect(zg + zg2).toBeLessThanOrEqual(rsj);
    expect(jc).toBeGreaterThan(0);
  });

  it("draws a job change sheet only for those who may see its filing", async () => {
    const sheet = { id: await insertApprovedFiling(w.U1, 'POST_APPOINT') };
    for (const user of ['jc2', 'jc3', 'zg2'] as const) {
      expectRefused(await post(jobChangeSheet, '/Report/jobChangeSheet', user, { filingId: sheet.id }));
      await expectFileRefused(await file(jobChangeSheetPdf, '/Report/jobChangeSheetPdf', user, { filingId: sheet.id }));
    }
    for (const user of ['jc', 'zg', 'rsj', 'admin'] as const) {
      const r = await post<{ filingId: number }>(jobChangeSheet, '/Report/jobChangeSheet', user, { filingId: sheet.id });
      expect(r.json.data.filingId).toBe(sheet.id);
    }
  });

  it("shows a reviewer the progress of its own units only", async () => {
    type Progress = { rows: { unitId: number; status: string; filingId: number | null }[] };
    for (const user of ['zg', 'zg2', 'rsj', 'admin'] as const) {
      const { rows } = (await post<Progress>(progress, '/Report/progress', user, { filingType: 'REWARD_PUNISH', year: 2026 })).json.data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => w.scopeIds[user].has(r.unitId))).toBe(true);
      expect(rows.map((r) => r.filingId)).not.toContain(w.draftOfJc2);
    }
    const zg = (await post<Progress>(progress, '/Report/progress', 'zg', { filingType: 'REWARD_PUNISH', year: 2026 })).json.data.rows;
    expect(zg.map((r) => r.unitId)).toEqual(expect.arrayContaining([w.U1, w.U2]));
    const cross = await post<Progress>(progress, '/Report/progress', 'zg', { filingType: 'REWARD_PUNISH', year: 2026, competentDeptId: w.unitOf.zg2 });
    if (cross.status === 200) expect(cross.json.data.rows.filter((r) => !w.scopeIds.zg.has(r.unitId))).toEqual([]);
    else expectRefused(cross);
  });
});
