import 'server-only';
import { and, count, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { filingSearchFilters, FilingSearchRow } from '@/lib/contracts/report';
import { formatDateTime, today as todayInChina } from '@/lib/domain/datetime';
import { filingStatusWord } from '@/lib/domain/filing/statusWord';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { filings, filingTypeConfigs, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { visibleFilings } from '../filings/visibility';

type Filters = z.infer<typeof filingSearchFilters>;
const MAX_EXPORT_ROWS = 10000;
/** The start of a China day, so that a submitted range reads in local days. */
const chinaDay = (d: string) => new Date(`${d}T00:00:00+08:00`);
const nextDay = (d: string) => new Date(chinaDay(d).getTime() + 86400000);

/** The §5.2 filing conditions within the scope of the filing lists. */
export function filingSearchConditions(user: SessionUser, f: Filters): SQL {
  return and(
    visibleFilings(user),
    f.filingType?.length ? inArray(filings.filingType, f.filingType) : undefined,
    f.status?.length ? inArray(filings.status, f.status) : undefined,
    f.year != null ? eq(filings.year, f.year) : undefined,
    f.unitId ? eq(filings.unitId, f.unitId) : undefined,
    f.submittedFrom ? gte(filings.lastSubmittedAt, chinaDay(f.submittedFrom)) : undefined,
    f.submittedTo ? lt(filings.lastSubmittedAt, nextDay(f.submittedTo)) : undefined,
    f.filingNo ? like(filings.filingNo, `%${escapeLike(f.filingNo)}%`) : undefined,
  )!;
}

const columns = {
  id: filings.id, filingNo: filings.filingNo, filingType: filings.filingType, title: filings.title, unitName: units.unitName, year: filings.year,
  status: filings.status, submitCount: filings.submitCount, lastSubmittedAt: filings.lastSubmittedAt, closedAt: filings.closedAt,
};

type Raw = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null } & { id: number; filingType: string; title: string; unitName: string; status: string; submitCount: number };
const rowOf = (r: Raw): FilingSearchRow => ({
  ...r, lastSubmittedAt: r.lastSubmittedAt ? formatDateTime(r.lastSubmittedAt) : null, closedAt: r.closedAt ? formatDateTime(r.closedAt) : null,
});

export async function searchFilings(db: Db, user: SessionUser, q: Filters & { pageNo: number; pageSize: number }) {
  const where = filingSearchConditions(user, q);
  const rows = await db.select(columns).from(filings).innerJoin(units, eq(units.id, filings.unitId)).where(where)
    .orderBy(desc(filings.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(filings).where(where);
  return { list: rows.map(rowOf), total };
}

const TITLES = {
  zh: ['业务编号', '业务类型', '标题', '单位', '年度', '状态', '提交次数', '最近提交时间', '办结时间'],
  en: ['Number', 'Type', 'Title', 'Unit', 'Year', 'Status', 'Submissions', 'Last submitted', 'Closed'],
};

export async function exportFilingSearch(db: Db, user: SessionUser, f: Filters, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const rows = await db.select(columns).from(filings).innerJoin(units, eq(units.id, filings.unitId))
    .where(filingSearchConditions(user, f)).orderBy(desc(filings.id)).limit(MAX_EXPORT_ROWS);
  const types = new Map((await db.select().from(filingTypeConfigs)).map((t) => [t.type, lang === 'en' ? t.nameEn : t.nameZh]));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Filings' : '业务查询', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(TITLES[lang]).font = { bold: true };
  [18, 16, 30, 28, 8, 14, 10, 20, 20].forEach((w, i) => { sheet.getColumn(i + 1).width = w; });
  for (const r of rows.map(rowOf)) {
    sheet.addRow([r.filingNo, types.get(r.filingType) ?? r.filingType, r.title, r.unitName, r.year, filingStatusWord(r.status, r.filingType, lang), r.submitCount,
      r.lastSubmittedAt, r.closedAt]);
  }
  audit.type = 'export';
  audit.detail = `综合查询导出业务 ${rows.length} 条`;
  const day = todayInChina().replace(/-/g, '');
  return xlsxResponse(workbook, lang === 'en' ? `filing-query-${day}.xlsx` : `业务综合查询-${day}.xlsx`);
}
