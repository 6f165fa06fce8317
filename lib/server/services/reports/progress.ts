import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { progressQuery, ProgressRow } from '@/lib/contracts/report';
import { roundFigures } from '@/lib/domain/campaign';
import { formatDateTime, today } from '@/lib/domain/datetime';
import { filingStatusWord } from '@/lib/domain/filing/statusWord';
import { share } from '@/lib/domain/statistics';
import { waitingLevel, workingDaysBetween } from '@/lib/domain/workdays';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { filings, filingTypeConfigs, notices, units } from '../../db/tables';
import { ApiError } from '../../errors';
import { isUnitInScope, scopeOf } from '../../scope';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { deadlineIn, latestFilings, roundCampaigns } from '../campaigns';
import { readableFilings } from '../filings/visibility';
import { baseUnitsInScope } from './estabUsage';

type Query = z.infer<typeof progressQuery>;
type Filing = typeof filings.$inferSelect;

/** Since when the filing waits where it is: submission, the authority's pass, or the return. */
function waitingSince(f: Filing): Date | null {
  if (f.status === 'PENDING_ZG') return f.lastSubmittedAt;
  if (f.status === 'PENDING_RSJ') return f.zgReviewedAt ?? f.lastSubmittedAt;
  if (f.status === 'RETURNED_ZG') return f.zgReviewedAt;
  if (f.status === 'RETURNED_RSJ') return f.rsjReviewedAt;
  return null;
}

function lastOpinion(f: Filing): string | null {
  const zg = f.zgReviewedAt?.getTime() ?? 0;
  const rsj = f.rsjReviewedAt?.getTime() ?? 0;
  if (!zg && !rsj) return null;
  return rsj > zg ? f.rsjOpinion : f.zgOpinion;
}

/**
 * A competent authority the caller may filter by: a base unit its own authority, the others an authority of their scope
 * (zg itself, rsj one of its region, admin any); any other id is refused rather than answered with an empty table.
 */
async function assertAuthorityInScope(db: Db, user: SessionUser, authorityId: number): Promise<void> {
  const allowed = user.role === 'jc'
    ? (await db.select({ id: units.competentDeptId }).from(units).where(eq(units.id, user.unitId ?? -1)))[0]?.id === authorityId
    : await isUnitInScope(db, scopeOf(user), authorityId);
  if (!allowed) {
    throw new ApiError(403, 'competentDeptId: 所选主管部门不在您的管理范围内', null, 'competentDeptId: the chosen competent authority is outside your scope');
  }
}

/**
 * The units expected to file the type for the year, each with the state of its latest filing. With a campaign set for the
 * round (上报任务), those are the base units of the scope its campaigns cover, each answering to the earliest deadline among
 * them, as the workbench counts them (campaignStates); without one, every base unit of the scope, with no deadline.
 */
export async function progress(db: Db, user: SessionUser, q: Query, now = new Date()) {
  if (q.competentDeptId) await assertAuthorityInScope(db, user, q.competentDeptId);
  const competent = alias(units, 'competent');
  const inScope = await db.select({
    unitId: units.id, unitName: units.unitName, competentDeptId: units.competentDeptId, competentDeptName: competent.unitName, regionCode: units.regionCode,
  })
    .from(units).leftJoin(competent, eq(competent.id, units.competentDeptId))
    .where(and(baseUnitsInScope(user), q.competentDeptId ? eq(units.competentDeptId, q.competentDeptId) : undefined))
    .orderBy(asc(units.competentDeptId), asc(units.id));
  const round = await roundCampaigns(db, user, q.filingType, q.year);
  const deadlines = new Map(inScope.map((u) => [u.unitId, deadlineIn(round, u.regionCode) ?? null]));
  const expected = (round.length ? inScope.filter((u) => deadlines.get(u.unitId) !== null) : inScope)
    .map(({ regionCode: _region, ...u }) => u);
  const latest = await latestFilings(db, expected.map((u) => u.unitId), q.filingType, q.year);
  // A row links its filing only for a caller who may open it (a unit's draft is its own; the bureau reads what reached it
  // and, read only, what waits at the competent authority).
  const latestIds = [...latest.values()].map((f) => f.id);
  const openable = new Set(latestIds.length
    ? (await db.select({ id: filings.id }).from(filings).where(and(inArray(filings.id, latestIds), readableFilings(user)))).map((f) => f.id) : []);

  const rows: ProgressRow[] = expected.map((u) => {
    const f = latest.get(u.unitId);
    if (!f) return { ...u, filingId: null, filingNo: null, status: 'NOT_REPORTED', submitCount: 0, lastSubmittedAt: null, waitingDays: null, waitingLevel: null, lastOpinion: null };
    const since = waitingSince(f);
    const days = since ? workingDaysBetween(since, now) : null;
    return {
      ...u, filingId: openable.has(f.id) ? f.id : null, filingNo: f.filingNo, status: f.status as ProgressRow['status'],
      submitCount: f.submitCount, lastSubmittedAt: f.lastSubmittedAt ? formatDateTime(f.lastSubmittedAt) : null,
      waitingDays: days, waitingLevel: days == null ? null : waitingLevel(days), lastOpinion: lastOpinion(f),
    };
  });
  const count = (p: (r: ProgressRow) => boolean) => rows.filter(p).length;
  const submitted = count((r) => r.submitCount > 0);
  const approved = [...latest.values()].filter((f) => f.status === 'APPROVED');
  const durations = approved.filter((f) => f.firstSubmittedAt && f.closedAt).map((f) => workingDaysBetween(f.firstSubmittedAt!, f.closedAt!));
  const figures = roundFigures(rows.map((r) => ({ status: r.status, deadline: deadlines.get(r.unitId) ?? null })), today('Asia/Shanghai', now));
  const dated = rows.map((r) => deadlines.get(r.unitId)).filter((d): d is string => Boolean(d)).sort();
  return {
    rows,
    summary: {
      expected: figures.expected, filed: figures.filed, overdue: figures.overdue, deadline: dated[0] ?? null, submitted, submitRate: share(submitted, rows.length), pendingZg: count((r) => r.status === 'PENDING_ZG'),
      pendingRsj: count((r) => r.status === 'PENDING_RSJ'), returned: count((r) => r.status === 'RETURNED_ZG' || r.status === 'RETURNED_RSJ'),
      approved: approved.length, approvalRate: share(approved.length, rows.length),
      averageReviewDays: durations.length ? Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10 : null,
    },
  };
}

async function typeNames(db: Db, type: string): Promise<Record<'zh' | 'en', string>> {
  const [t] = await db.select().from(filingTypeConfigs).where(eq(filingTypeConfigs.type, type));
  return t ? { zh: t.nameZh, en: t.nameEn } : { zh: type, en: type };
}

const typeName = async (db: Db, type: string, lang: 'zh' | 'en') => (await typeNames(db, type))[lang];

/** One notice addressed to the chosen units of the caller's scope. */
export async function remind(db: Db, user: SessionUser, body: { filingType: string; year: number; unitIds: number[] }, audit: { detail?: string }) {
  const unique = [...new Set(body.unitIds)];
  const inScope = await db.select({ id: units.id }).from(units).where(and(baseUnitsInScope(user), inArray(units.id, unique)));
  if (inScope.length !== unique.length) throw new ApiError(403, '所选单位不在您的管理范围内', { field: 'unitIds' }, 'A chosen unit is outside your scope');
  const { zh: name, en: nameEn } = await typeNames(db, body.filingType);
  const [publisher] = user.unitId ? await db.select({ name: units.unitName }).from(units).where(eq(units.id, user.unitId)) : [];
  await db.insert(notices).values({
    title: `催办：请及时办理 ${body.year} 年${name}`,
    content: `<p>请贵单位及时完成 ${body.year} 年「${name}」的填报或按审核意见修改后重新提交。如已提交，请忽略本提醒。</p>`,
    titleEn: `Reminder: please complete ${nameEn} ${body.year}`,
    contentEn: `<p>Please complete your unit's ${nameEn} ${body.year}, or revise it as the review opinion asks and submit it again. If it is already submitted, please ignore this reminder.</p>`,
    audience: 'units', unitIds: unique, publisherId: user.id, publisherName: publisher?.name ?? user.username, createdBy: user.id,
  });
  audit.detail = `催办 ${body.year} 年${name}：${unique.length} 个单位`;
  return { reminded: unique.length };
}

/** What the progress table says of a unit with no filing yet, or only a draft it has not sent; a filing's own status reads as everywhere. */
const PROGRESS_ONLY: Record<'zh' | 'en', Partial<Record<ProgressRow['status'], string>>> = {
  zh: { NOT_REPORTED: '未上报', DRAFT: '草稿（未提交）' },
  en: { NOT_REPORTED: 'Not reported', DRAFT: 'Draft (not submitted)' },
};
const statusWord = (status: ProgressRow['status'], filingType: string, lang: 'zh' | 'en') =>
  PROGRESS_ONLY[lang][status] ?? filingStatusWord(status, filingType, lang);

const TITLES = {
  zh: ['单位名称', '主管部门', '业务编号', '当前状态', '提交次数', '最近提交时间', '停留工作日', '最近审核意见'],
  en: ['Unit', 'Authority', 'Number', 'Status', 'Submissions', 'Last submitted', 'Working days waiting', 'Last opinion'],
};

export async function exportProgress(db: Db, user: SessionUser, q: Query, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const { rows, summary } = await progress(db, user, q);
  const name = await typeName(db, q.filingType, lang);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Progress' : '审核进度', { views: [{ state: 'frozen', ySplit: 2 }] });
  const approved = filingStatusWord('APPROVED', q.filingType, lang);
  // The campaign's figures as the view's cards and the workbench state them.
  const due = summary.deadline === null ? '' : lang === 'en' ? `; deadline ${summary.deadline}, ${summary.overdue} overdue` : `；截止 ${summary.deadline}，逾期未报 ${summary.overdue}`;
  sheet.addRow([lang === 'en' ? `${q.year} ${name}: ${summary.submitted}/${summary.expected} submitted, ${summary.filed} reported, ${summary.approved} ${approved.toLowerCase()}${due}`
    : `${q.year} 年${name}：应报 ${summary.expected}，已提交 ${summary.submitted}，已上报 ${summary.filed}，${approved} ${summary.approved}${due}`]);
  sheet.addRow(TITLES[lang]).font = { bold: true };
  [30, 24, 20, 18, 10, 20, 12, 40].forEach((w, i) => { sheet.getColumn(i + 1).width = w; });
  for (const r of rows) {
    sheet.addRow([r.unitName, r.competentDeptName, r.filingNo, statusWord(r.status, q.filingType, lang), r.submitCount, r.lastSubmittedAt, r.waitingDays, r.lastOpinion]);
  }
  audit.type = 'export';
  audit.detail = `导出审核进度 ${q.year} 年${name}（${rows.length} 个单位）`;
  return xlsxResponse(workbook, lang === 'en' ? `progress-${q.filingType}-${q.year}.xlsx` : `审核进度-${name}-${q.year}.xlsx`);
}
