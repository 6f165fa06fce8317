import 'server-only';
import type { JobChangeSheet } from '@/lib/contracts/report';
import type { Db } from '../../db/client';
import {
  createPdf, finishPdf, heading, keyValueGrid, metaLine, opinionBoxes, PAGE_LABEL_EN, PAGE_LABEL_ZH, pdfResponse, table, title, type Column,
} from '../../pdf';
import type { SessionUser } from '../../session';
import { jobChangeSheet } from './jobChangeSheet';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

type Lang = 'zh' | 'en';
const num = (n: number | null) => (n === null ? '' : String(n));
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const LINE_COLUMNS = [
  ['lineNo', 0.6, 'center'], ['name', 1.1], ['gender', 0.6, 'center'], ['birthMonth', 1, 'center'], ['education', 1.6], ['workStartDate', 1.2, 'center'],
  ['title', 1.7], ['currentPost', 1.5], ['currentPostDate', 1.2, 'center'], ['assessments', 1.5], ['newPost', 1.6], ['moveKind', 1],
  ['term', 1.5], ['reason', 1.5], ['remark', 1.8],
] as const;
const SUMMARY_COLUMNS = ['levelName', 'approved', 'heldBefore', 'change', 'heldAfter', 'vacancy'] as const;

/** The sheet drawn as the paper form: A4 landscape for the wide lines table, watermarked until approved. */
async function drawSheet(sheet: JobChangeSheet, lang: Lang): Promise<Buffer> {
  const m = (lang === 'en' ? en : zh).report.jobChangeSheet;
  const h = sheet.header;
  const doc = createPdf({ landscape: true, title: m.title });
  title(doc, m.title);
  metaLine(doc, `${sheet.typeName}　${m.header.filingNo}：${h.filingNo ?? ''}`, `${m.header.filingDate}：${h.filingDate ?? ''}`);
  const posts = h.postTotal === null ? '' : `${h.postTotal}（${m.postSplit.replace('{manage}', num(h.managePosts)).replace('{tech}', num(h.techPosts)).replace('{worker}', num(h.workerPosts))}）`;
  keyValueGrid(doc, [
    { label: m.header.unitName, value: h.unitName }, { label: m.header.uscc, value: h.uscc },
    { label: m.header.competentDept, value: h.competentDeptName ?? '' }, { label: m.header.unitRank, value: h.unitRank },
    { label: m.header.fundingForm, value: h.fundingForm }, { label: m.header.approvedTotal, value: num(h.approvedTotal) },
    { label: m.header.postTotal, value: posts }, { label: m.header.inEstab, value: num(h.inEstab) },
  ], { columns: 3, labelWidth: 96, wideAfter: 60 });
  doc.moveDown(0.5);

  const columns: Column[] = LINE_COLUMNS.map(([key, width, align]) => ({ header: m.column[key], width, align }));
  table(doc, columns, sheet.lines.map((l) => [
    String(l.lineNo), l.name, l.gender, l.birthMonth, l.education, l.workStartDate, l.title, l.currentPost, l.currentPostDate ?? '',
    l.assessments.map((a) => `${a.year} ${a.result ?? m.noResult}`).join('\n'), l.newPost, l.moveKind, l.term, l.reason ?? '', l.remark ?? '',
  ]), { size: 7.5 });

  heading(doc, m.summary.title);
  table(doc, SUMMARY_COLUMNS.map((c, i) => ({ header: m.summary[c === 'levelName' ? 'level' : c], width: i ? 1 : 2, align: i ? 'right' : 'left' })),
    sheet.summary.map((r) => [r.levelName, String(r.approved), num(r.heldBefore), signed(r.change), num(r.heldAfter), num(r.vacancy)]));
  metaLine(doc, m.figuresAt[sheet.figuresAt]);
  doc.moveDown(0.5);

  const o = sheet.opinions;
  const box = (label: string, x: { opinion: string | null; reviewer: string | null; date: string | null }) =>
    ({ label, opinion: x.opinion ?? '', reviewer: x.reviewer ?? '', date: x.date ?? '' });
  opinionBoxes(doc, [
    { ...box(m.opinion.unit, { opinion: null, reviewer: null, date: null }), reviewerLabel: m.opinion.leader },
    box(m.opinion.zg, o.zg),
    ...(o.rsjOnRoute ? [box(m.opinion.rsj, o.rsj)] : []),
  ], { reviewer: m.opinion.reviewer, date: m.opinion.date, stamp: m.opinion.seal }, 130);
  return finishPdf(doc, { watermark: sheet.watermark ?? undefined, pageLabel: lang === 'en' ? PAGE_LABEL_EN : PAGE_LABEL_ZH });
}

/** The sheet of one filing as a PDF; logged as an export. */
export async function jobChangeSheetPdf(
  db: Db, user: SessionUser, filingId: number, lang: Lang, audit: { detail?: string; type?: 'export' | 'operation' | 'login' | 'system' },
): Promise<Response> {
  const sheet = await jobChangeSheet(db, user, filingId, lang);
  const bytes = await drawSheet(sheet, lang);
  const no = sheet.header.filingNo ?? `${sheet.filingId}`;
  audit.type = 'export';
  audit.detail = `导出岗位聘用变动审核表 ${no}（${sheet.header.unitName}，${sheet.lines.length} 人）`;
  return pdfResponse(bytes, lang === 'en' ? `post-change-audit-sheet-${no}.pdf` : `岗位聘用变动审核表-${no}.pdf`);
}
