import 'server-only';
import { and, asc, eq, isNull, type Column, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { recruitStatsRow, recruitStatsTotal, unfilledText, type PlanFacts, type RecruitStatsRow } from '@/lib/domain/recruitStats';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { filingLines, filings } from '../../db/tables';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { yearStatsUnits, type YearStatsQuery } from './yearStatsScope';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

/** Approved and in force: an original a correction (更正件) replaced stays APPROVED, marked corrected, and counts no more (domain.md §3.5). */
const approved = (type: string) => and(eq(filings.filingType, type), eq(filings.status, 'APPROVED'), eq(filings.deleted, false), isNull(filings.correctedById));

/**
 * Each unit's approved 公开招聘计划 of the year (ZPJH, its posts as lines) with the persons of the approved 招聘结果 filed
 * on it (ZPJG: header.planFilingId names the plan, each line one person on a post code of it).
 */
async function plansByUnit(db: Db, inUnits: (column: Column) => SQL, year: number): Promise<Map<number, PlanFacts[]>> {
  const planWhere = and(approved('RECRUIT_PLAN'), eq(filings.year, year), inUnits(filings.unitId));
  const [plans, planLines, resultLines] = await Promise.all([
    db.select({ id: filings.id, unitId: filings.unitId }).from(filings).where(planWhere).orderBy(asc(filings.id)),
    db.select({ filingId: filingLines.filingId, payload: filingLines.payload }).from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
      .where(planWhere).orderBy(asc(filingLines.filingId), asc(filingLines.lineNo)),
    db.select({ header: filings.header, payload: filingLines.payload }).from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
      .where(and(approved('RECRUIT_RESULT'), inUnits(filings.unitId))),
  ]);
  const filed = new Map<number, Map<string, number>>();
  for (const l of resultLines) {
    const planId = Number(l.header.planFilingId);
    const byPost = filed.get(planId) ?? new Map<string, number>();
    const code = String(l.payload.postCode ?? '').toUpperCase();
    byPost.set(code, (byPost.get(code) ?? 0) + 1);
    filed.set(planId, byPost);
  }
  const posts = new Map<number, PlanFacts['posts'][number][]>();
  for (const l of planLines) {
    const list = posts.get(l.filingId) ?? [];
    list.push({ postCode: String(l.payload.postCode ?? ''), postName: String(l.payload.postName ?? ''), recruitCount: Number(l.payload.recruitCount ?? 0) });
    posts.set(l.filingId, list);
  }
  const out = new Map<number, PlanFacts[]>();
  for (const p of plans) {
    const list = out.get(p.unitId) ?? [];
    list.push({ posts: posts.get(p.id) ?? [], filedByPost: filed.get(p.id) ?? new Map() });
    out.set(p.unitId, list);
  }
  return out;
}

/** 招聘统计 (§5.2): per base unit in scope, the year's plans against their results; units without plans show zeros. */
export async function recruitStats(db: Db, user: SessionUser, q: YearStatsQuery) {
  const { units, authorities, inUnits } = await yearStatsUnits(db, user, q);
  const plans = units.length ? await plansByUnit(db, inUnits, q.year) : new Map<number, PlanFacts[]>();
  const rows = units.map((u) => recruitStatsRow(u, plans.get(u.unitId) ?? []));
  return { year: q.year, authorities, rows, total: recruitStatsTotal(rows, '') };
}

const COLUMNS = ['posts', 'planned', 'filed', 'completionRate'] as const satisfies readonly (keyof RecruitStatsRow)[];

/** The table as .xlsx: the units with their unfilled posts by name, then the total. */
export async function exportRecruitStats(db: Db, user: SessionUser, q: YearStatsQuery, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const m = (lang === 'en' ? en : zh).report.recruitStats;
  const { rows, total } = await recruitStats(db, user, q);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(m.sheet.replace('{year}', String(q.year)));
  sheet.addRow([m.column.unitName, ...COLUMNS.map((c) => m.column[c]), m.column.unfilledPosts]).font = { bold: true };
  sheet.getColumn(1).width = 30;
  sheet.getColumn(COLUMNS.length + 2).width = 60;
  for (const r of rows) sheet.addRow([r.unitName, ...COLUMNS.map((c) => r[c] ?? ''), unfilledText(r.unfilledPosts, lang)]);
  sheet.addRow([m.total, ...COLUMNS.map((c) => total[c] ?? ''), m.unfilledCount.replace('{count}', String(total.unfilledCount))]).font = { bold: true };
  audit.type = 'export';
  audit.detail = `导出${q.year}年度招聘统计（${rows.length} 个单位）`;
  return xlsxResponse(workbook, lang === 'en' ? `recruitment-statistics-${q.year}.xlsx` : `招聘统计-${q.year}.xlsx`);
}
