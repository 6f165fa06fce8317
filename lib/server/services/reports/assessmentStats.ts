import 'server-only';
import { and, asc, eq, gt, inArray, lte, notExists, or, sql, type Column, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { assessmentStatsRowOfCounts, assessmentStatsTotal, type AssessmentStatsRow } from '@/lib/domain/assessmentStats';
import { today } from '@/lib/domain/datetime';
import { excellentRateFor } from '@/lib/domain/policy';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { personAssessments, persons, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { valueOn } from '../policySettings';
import { OCCUPYING_STATUSES } from '@/lib/domain/statistics';
import { addBasisSheet } from './basisSheet';
import { reportUnitsInScope, underAuthority } from './estabUsage';
import { groupsAsJson } from './groupsJson';
import { isWideScope, unitCount } from './wideScope';
import { yearSpan } from './yearStatsScope';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

export interface AssessmentStatsQuery { year: number; competentDeptId?: number }

/**
 * 应考核 without a result (R-KH-02, domain.md §5.2 年度考核统计): the filed persons 在编 on a unit's books at some moment of the year —
 * entered by its last day and not reduced before it ended (a person reduced during the year may be left out of the assessment, so
 * counts only if the unit reported a result) — in any occupying status (an off-post person is assessed too, R-KH-03 and 考核规定
 * give such persons 不定等次 rather than exclusion), who have no annual result of the year. Counted in SQL, per unit.
 */
async function inPostWithoutResult(db: Db, inUnits: SQL | undefined, year: number): Promise<Map<number, number>> {
  const { to } = yearSpan(year);
  // The year's results of a city (three in four persons) hashed in memory for the anti-join rather than in batches on disk.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    const due = tx.select({ unitId: persons.unitId, n: sql<number>`count(*)`.as('n') }).from(persons)
      .where(and(
        eq(persons.deleted, false), eq(persons.recordStatus, 'FILED'), eq(persons.estabStatus, 'IN'), inUnits,
        lte(persons.unitEntryDate, to),
        or(inArray(persons.personStatus, [...OCCUPYING_STATUSES]), and(eq(persons.personStatus, 'REDUCED'), gt(persons.reduceDate, to))),
        notExists(tx.select({ one: sql`1` }).from(personAssessments).where(and(
          eq(personAssessments.personId, persons.id), eq(personAssessments.year, year), eq(personAssessments.kind, 'ANNUAL'),
        ))),
      ))
      .groupBy(persons.unitId);
    return groupsAsJson<[unitId: number, n: number]>(tx, due, ['unit_id', 'n']);
  });
  return new Map(rows);
}

/** The annual results of the year per unit and result code. */
function resultCounts(db: Db, inUnits: SQL | undefined, year: number) {
  return groupsAsJson<[unitId: number | null, result: string, n: number]>(db, db.select({
    unitId: personAssessments.unitId, result: personAssessments.result, n: sql<number>`count(*)`.as('n'),
  }).from(personAssessments)
    .where(and(eq(personAssessments.year, year), eq(personAssessments.kind, 'ANNUAL'), inUnits))
    .groupBy(personAssessments.unitId, personAssessments.result), ['unit_id', 'result', 'n']);
}

/**
 * 年度考核统计 (§5.2): per unit in scope (base units and the authorities' own staff), the annual results recorded for the year
 * (written when the unit's 年度考核上报 is approved, under the unit the person was in then) and the persons due who have none —
 * a unit that has not reported shows its people as due, not assessed.
 */
export async function assessmentStats(db: Db, user: SessionUser, q: AssessmentStatsQuery) {
  const scope = and(reportUnitsInScope(user), q.competentDeptId ? underAuthority(q.competentDeptId) : undefined)!;
  const [listed, all] = await Promise.all([
    db.select({ unitId: units.id, unitName: units.unitName }).from(units).where(scope).orderBy(asc(units.id)),
    unitCount(db, and(eq(units.deleted, false), inArray(units.unitTier, ['BASE', 'COMPETENT']))!),
  ]);
  // A subquery rather than a list of ids: a bureau's scope may hold thousands of units; none when it is most of the city (the rows
  // of the units not listed are counted and left out below).
  const wide = isWideScope(listed.length, all);
  const inUnits = (column: Column) => (wide ? undefined : inArray(column, db.select({ id: units.id }).from(units).where(scope)));
  // Counted in SQL, each table read once and the reads at once: the results per unit and code, grouped without the
  // units (their names come from the unit list), and the persons due without one.
  // The cap in force at the year's end (or today, for the year under way), as the units' reports were checked against it.
  const yearEnd = `${q.year}-12-31`;
  const [results, missing, cap] = await Promise.all([
    resultCounts(db, inUnits(personAssessments.unitId), q.year),
    inPostWithoutResult(db, inUnits(persons.unitId), q.year),
    valueOn(db, 'assessment.excellentCap', yearEnd < today() ? yearEnd : today()),
  ]);
  const byUnit = new Map(listed.map((u) => [u.unitId, { unitName: u.unitName, counts: {} as Record<string, number> }]));
  for (const [unitId, result, n] of results) {
    const unit = unitId === null ? undefined : byUnit.get(unitId);
    if (unit) unit.counts[result] = n;
  }
  const unitRows = [...byUnit].map(([unitId, { unitName, counts }]) => assessmentStatsRowOfCounts(
    { unitId, unitName }, counts, excellentRateFor(cap, unitId), missing.get(unitId) ?? 0, cap.population,
  ));
  return { year: q.year, excellentRate: cap.percent, rows: unitRows, total: assessmentStatsTotal(unitRows, '') };
}

const COLUMNS = ['due', 'assessed', 'notAssessed', 'tookPart', 'excellent', 'excellentShare', 'qualified', 'qualifiedShare', 'basic', 'basicShare', 'unqualified',
  'unqualifiedShare', 'undetermined', 'undeterminedShare', 'excellentCap'] as const satisfies readonly (keyof AssessmentStatsRow)[];

/** The table as .xlsx: the units, then the total; the over-cap units marked. */
export async function exportAssessmentStats(db: Db, user: SessionUser, q: AssessmentStatsQuery, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const m = (lang === 'en' ? en : zh).report.assessmentStats;
  const { rows, total } = await assessmentStats(db, user, q);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(m.sheet.replace('{year}', String(q.year)));
  sheet.addRow([m.column.unitName, ...COLUMNS.map((c) => m.column[c]), m.column.overCap]).font = { bold: true };
  sheet.getColumn(1).width = 30;
  for (const r of [...rows, { ...total, unitName: m.total }]) {
    const line = sheet.addRow([r.unitName, ...COLUMNS.map((c) => r[c] ?? ''), r.overCap ? m.overCap : '']);
    if (r.unitId === 0) line.font = { bold: true };
    if (r.overCap) line.getCell(COLUMNS.length + 2).font = { bold: true, color: { argb: 'FFC00000' } };
  }
  addBasisSheet(workbook, m.basis, lang);
  audit.type = 'export';
  audit.detail = `导出${q.year}年度考核统计（${rows.length} 个单位）`;
  return xlsxResponse(workbook, lang === 'en' ? `assessment-statistics-${q.year}.xlsx` : `年度考核统计-${q.year}.xlsx`);
}
