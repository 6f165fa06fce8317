import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DEFAULT_EXCELLENT_RATE } from '@/lib/domain/assessment';
import { assessmentStatsRowOfCounts, assessmentStatsTotal, type AssessmentStatsRow } from '@/lib/domain/assessmentStats';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { personAssessments, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { baseUnitsInScope } from './estabUsage';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

export interface AssessmentStatsQuery { year: number; competentDeptId?: number }

/**
 * 年度考核统计 (§5.2): per base unit in scope, the annual results recorded for the year (written when the unit's
 * 年度考核上报 is approved, under the unit the person was in then); units without results show zeros.
 */
export async function assessmentStats(db: Db, user: SessionUser, q: AssessmentStatsQuery) {
  // Counted in SQL: one row per unit and result code (a unit without results gives one row with result null and 0).
  const rows = await db.select({ unitId: units.id, unitName: units.unitName, result: personAssessments.result, n: count(personAssessments.id) })
    .from(units)
    .leftJoin(personAssessments, and(eq(personAssessments.unitId, units.id), eq(personAssessments.year, q.year), eq(personAssessments.kind, 'ANNUAL')))
    .where(and(baseUnitsInScope(user), q.competentDeptId ? eq(units.competentDeptId, q.competentDeptId) : undefined))
    .groupBy(units.id, units.unitName, personAssessments.result)
    .orderBy(asc(units.id));
  const byUnit = new Map<number, { unitName: string; counts: Record<string, number> }>();
  for (const r of rows) {
    const entry = byUnit.get(r.unitId) ?? { unitName: r.unitName, counts: {} };
    if (r.result) entry.counts[r.result] = r.n;
    byUnit.set(r.unitId, entry);
  }
  const unitRows = [...byUnit].map(([unitId, { unitName, counts }]) => assessmentStatsRowOfCounts({ unitId, unitName }, counts, DEFAULT_EXCELLENT_RATE));
  return { year: q.year, excellentRate: DEFAULT_EXCELLENT_RATE, rows: unitRows, total: assessmentStatsTotal(unitRows, '') };
}

const COLUMNS = ['due', 'tookPart', 'excellent', 'excellentShare', 'qualified', 'qualifiedShare', 'basic', 'basicShare', 'unqualified',
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
  audit.type = 'export';
  audit.detail = `导出${q.year}年度考核统计（${rows.length} 个单位）`;
  return xlsxResponse(workbook, lang === 'en' ? `assessment-statistics-${q.year}.xlsx` : `年度考核统计-${q.year}.xlsx`);
}
