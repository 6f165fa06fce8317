import 'server-only';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { CODE_LISTS, type ListName } from '@/data/codes';
import type { JobChangeSheet } from '@/lib/contracts/report';
import type { PostMoveLine } from '@/lib/contracts/jobManage';
import { formatDateTime, today } from '@/lib/domain/datetime';
import { filingStatusWord } from '@/lib/domain/filing/statusWord';
import { assessmentYears, levelChanges, levelSummary, sheetIsProvisional, sheetOpinions } from '@/lib/domain/jobChangeSheet';
import type { Db } from '../../db/client';
import {
  filingLines, filingTypeConfigs, personAssessments, persons, personTitleHistory, reviewRecords, unitPostPlanLines, unitPostPlans, units,
} from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { loadVisibleFiling } from '../filings/read';
import type { FilingRow } from '../filings/definition';
import { currentPostPlan, moveKindOf, POST_MOVE_TYPES } from '../jobManage';
import { sheetFiguresNow, storedSheetFigures, type SheetFigures } from './jobChangeFigures';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

type Lang = 'zh' | 'en';
type PersonRow = typeof persons.$inferSelect;

const nameOf = (list: ListName, code: string | null | undefined, lang: Lang) =>
  (code ? CODE_LISTS[list].find((c) => c.code === code)?.[lang] ?? code : '');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** The POST_APPOINT or POST_CHANGE filing the caller may see; any other filing is refused as not having a sheet. */
async function sheetFiling(db: Db, user: SessionUser, filingId: number): Promise<FilingRow> {
  const filing = await loadVisibleFiling(db, user, filingId);
  if (!POST_MOVE_TYPES.includes(filing.filingType as never)) {
    throw new ApiError(422, '岗位聘用变动审核表只适用于岗位聘用、岗位变动业务', null, 'The audit sheet is only for post appointment and post change filings');
  }
  return filing;
}

/**
 * The figures the sheet prints. Of an approved filing: those stored when its effect was applied (the post plan, the
 * establishment and the holders as the move found them), since today's state already contains the move and whatever
 * followed it — the submission snapshot holds only the lines, and the post history lacks the persons recorded without
 * one. Of a filing not yet in effect: today's, which are also the ones its approval will check (R-GW-06).
 */
async function figuresOf(db: Db, filing: FilingRow, people: PersonRow[]) {
  const approved = filing.status === 'APPROVED';
  const stored = approved ? storedSheetFigures(filing.header) : null;
  const figures: SheetFigures | null = approved ? stored : await sheetFiguresNow(db, filing.unitId, people);
  const version = stored?.planVersion ?? (approved ? Number(filing.header.planVersionSnapshot) || null : null);
  const [plan] = version
    ? await db.select().from(unitPostPlans).where(and(eq(unitPostPlans.unitId, filing.unitId), eq(unitPostPlans.planVersion, version)))
    : [await currentPostPlan(db, filing.unitId)];
  const planLines = plan ? await db.select().from(unitPostPlanLines).where(eq(unitPostPlanLines.planId, plan.id)) : [];
  return { figures, plan: plan ?? null, approvedByLevel: Object.fromEntries(planLines.map((l) => [l.postLevel, l.approvedCount])), at: approved ? (stored ? 'SUBMISSION' : 'UNKNOWN') : 'NOW' } as const;
}

/** Each person's annual results of the given years. */
async function assessmentsOf(db: Db, ids: number[], years: number[]) {
  const rows = ids.length ? await db.select().from(personAssessments)
    .where(and(inArray(personAssessments.personId, ids), inArray(personAssessments.year, years), eq(personAssessments.kind, 'ANNUAL'))) : [];
  return (personId: number) => years.map((year) => ({ year, result: rows.find((r) => r.personId === personId && r.year === year)?.result ?? null }));
}

/** Each person's title as it stood on the filing date (the title history), else the one on the record. */
async function titlesOf(db: Db, ids: number[], on: string) {
  const rows = ids.length ? await db.select().from(personTitleHistory)
    .where(and(inArray(personTitleHistory.personId, ids), lte(personTitleHistory.titleDate, on))).orderBy(desc(personTitleHistory.titleDate)) : [];
  return (p: PersonRow) => {
    const h = rows.find((r) => r.personId === p.id);
    return h ? { profTitle: h.profTitle, titleLevel: h.titleLevel, titleDate: h.titleDate } : p;
  };
}

/** 岗位聘用变动审核表 (domain.md §5.4) of one POST_APPOINT or POST_CHANGE filing. */
export async function jobChangeSheet(db: Db, user: SessionUser, filingId: number, lang: Lang): Promise<JobChangeSheet> {
  const m = (lang === 'en' ? en : zh).report.jobChangeSheet;
  const filing = await sheetFiling(db, user, filingId);
  const [unit] = await db.select().from(units).where(eq(units.id, filing.unitId));
  const [dept] = unit.competentDeptId ? await db.select({ unitName: units.unitName }).from(units).where(eq(units.id, unit.competentDeptId)) : [];
  const [type] = await db.select().from(filingTypeConfigs).where(eq(filingTypeConfigs.type, filing.filingType));
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, filing.id)).orderBy(asc(filingLines.lineNo));
  const ids = [...new Set(lines.map((l) => l.personId).filter((id): id is number => id !== null))];
  const people = ids.length ? await db.select().from(persons).where(inArray(persons.id, ids)) : [];
  const personOf = new Map(people.map((p) => [p.id, p]));
  const { figures, plan, approvedByLevel, at } = await figuresOf(db, filing, people);
  const filingDate = filing.lastSubmittedAt ? formatDateTime(filing.lastSubmittedAt).slice(0, 10) : null;
  const years = assessmentYears(filingDate ?? today());
  const results = await assessmentsOf(db, ids, years);
  const titleOf = await titlesOf(db, ids, filingDate ?? today());
  const kind = moveKindOf(filing);
  const kindName = nameOf(filing.filingType === 'POST_APPOINT' ? 'appointKind' : 'postChangeKind', kind, lang);
  const before = (personId: number | null) => (personId === null ? undefined : figures?.persons[String(personId)]);
  const post = (category: string | null | undefined, level: string | null | undefined) =>
    (level ? `${nameOf('postCategory', category, lang)} ${nameOf('postLevel', level, lang)}`.trim() : m.noPost);

  const moves = lines.map((l) => {
    const move = l.payload as PostMoveLine;
    const p = l.personId === null ? undefined : personOf.get(l.personId);
    const removedSecondLevel = kind === 'DUAL_REMOVE' ? move.secondLevel ?? before(l.personId)?.secondPostLevel ?? (at === 'NOW' ? p?.secondPostLevel : null) : null;
    return { l, move, p, removedSecondLevel };
  });

  const sheetLines = moves.map(({ l, move, p, removedSecondLevel }) => {
    const title = p ? titleOf(p) : null;
    const titleText = title?.profTitle
      ? `${title.profTitle}（${nameOf('titleLevel', title.titleLevel, lang)}）${title.titleDate ? ` ${title.titleDate}` : ''}`
      : p?.workerSkill && p.workerSkill !== 'NONE' ? nameOf('workerSkill', p.workerSkill, lang) : '';
    const newPost = kind === 'DUAL_ADD' ? `${post(move.fromCategory, move.fromLevel)} ${m.dual} ${post(move.secondCategory, move.secondLevel)}`
      : kind === 'DUAL_REMOVE' ? post(move.fromCategory, move.fromLevel)
        : kind === 'DISMISS_POST' ? m.noPost : post(move.toCategory, move.toLevel);
    const currentPost = kind === 'DUAL_REMOVE' && removedSecondLevel
      ? `${post(move.fromCategory, move.fromLevel)} ${m.dual} ${nameOf('postLevel', removedSecondLevel, lang)}` : post(move.fromCategory, move.fromLevel);
    return {
      lineNo: l.lineNo,
      name: p?.name ?? '',
      gender: nameOf('gender', p?.gender, lang),
      birthMonth: p?.birthDate.slice(0, 7) ?? '',
      education: p ? `${nameOf('education', p.education, lang)}${p.degree ? `（${nameOf('degree', p.degree, lang)}）` : ''}` : '',
      workStartDate: p?.workStartDate ?? '',
      title: titleText,
      currentPost,
      currentPostDate: move.fromLevel ? (before(l.personId)?.appointDate ?? (at === 'NOW' ? p?.appointDate ?? null : null)) : null,
      assessments: p ? results(p.id).map((a) => ({ year: a.year, result: a.result ? nameOf('assessmentResult', a.result, lang) : null })) : [],
      newPost,
      moveKind: kindName,
      term: move.appointEnd ? fill(m.termRange, { start: move.appointStart, end: move.appointEnd }) : fill(m.termFrom, { start: move.appointStart }),
      reason: move.reason ?? null,
      remark: move.unitDocNo ? fill(m.docNo, { docNo: move.unitDocNo }) : null,
    };
  });

  const changes = levelChanges(moves.map(({ move, removedSecondLevel }) => ({ ...move, kind, removedSecondLevel })));
  const levelOrder = CODE_LISTS.postLevel.map((c) => c.code);
  const summary = levelSummary(changes, approvedByLevel, figures?.held ?? null, levelOrder)
    .map((r) => ({ ...r, levelName: nameOf('postLevel', r.level, lang) }));
  const reviews = await db.select().from(reviewRecords).where(eq(reviewRecords.filingId, filing.id));
  const opinions = sheetOpinions(reviews.map((r) => ({ ...r, actedAt: formatDateTime(r.actedAt) })));

  return {
    filingId: filing.id, filingType: filing.filingType as JobChangeSheet['filingType'], typeName: lang === 'en' ? type.nameEn : type.nameZh,
    status: filing.status as JobChangeSheet['status'], statusName: filingStatusWord(filing.status, filing.filingType, lang),
    header: {
      unitName: unit.unitName, uscc: unit.uscc, competentDeptName: dept?.unitName ?? null,
      unitRank: nameOf('unitRank', unit.unitRank, lang), fundingForm: nameOf('fundingForm', unit.fundingForm, lang),
      approvedTotal: figures?.approvedTotal ?? null, postTotal: plan?.postTotal ?? null, managePosts: plan?.managePosts ?? null,
      techPosts: plan?.techPosts ?? null, workerPosts: plan?.workerPosts ?? null, inEstab: figures?.inEstab ?? null,
      filingNo: filing.filingNo, filingDate,
    },
    lines: sheetLines,
    summary,
    figuresAt: at,
    opinions: { ...opinions, rsjOnRoute: filing.route === 'ZG_RSJ' },
    watermark: sheetIsProvisional(filing.status) ? m.watermark : null,
  };
}
