import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { listCode } from '@/lib/contracts/codeList';
import { calendarDate, idNumber, multiLine, requiredLine } from '@/lib/contracts/primitives';
import { estabNameEn, onLineEn, type Finding } from '@/lib/domain/filing/findingText';
import { PERSON_KEY_FIELDS, personIssues } from '@/lib/domain/person';
import { personRecordIssues, type PersonRecordFacts, type RecordIssue } from '@/lib/domain/personRecord';
import { entryRouteFindings } from '@/lib/domain/postEligibility';
import type { Db } from '../../../db/client';
import { filingLines, personEstabHistory, personPostHistory, persons, personTitleHistory } from '../../../db/tables';
import type { SessionUser } from '../../../session';
import { postClaimRule } from '../../postClaims';
import { ESTAB_TYPES, quotaUse, recordIntake, takesQuota, type EstabType } from '../../quota';
import {
  assertUnchangedSince, assertWithdrawable, beforeNotRecorded, beforeNotRecordedFinding, beforeOf, changedSince, correctionRule, removeHistoryOf,
} from '../corrections';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { keepRecordFound } from '../recordFound';
import { evidenceRule, levelFor, need, type EvidenceSpec } from './evidence';
import { codeName, lineField as field, linePersons, onLine, personOf, type PersonRow } from './personLines';
import { dateInChina } from '@/lib/domain/datetime';


const ESTAB_NAMES: Record<EstabType, string> = { ADMIN: '行政编制', INST: '事业编制', REF_CIVIL: '参公事业编制', ORGAN_WORKER: '机关工勤编制' };

const date = calendarDate();

/** The key fields a PERSON_INFO line may change (domain.md §2.3 关键字段). */
const keyChanges = z.object({
  name: requiredLine(30, '姓名').min(2, '姓名至少 2 个字'),
  idNumber: idNumber(),
  gender: z.enum(['1', '2'], { error: '性别应为 1（男）或 2（女）' }),
  birthDate: date,
  workStartDate: date,
  unitEntryDate: date,
  estabStatus: z.enum(['IN', 'OUT'], { error: '编制情况应为 IN 或 OUT' }),
  estabType: listCode('estabType', '编制类型', 15).nullable(),
  postCategory: z.enum(['MANAGE', 'TECH', 'WORKER'], { error: '请选择岗位类别' }).nullable(),
  postLevel: listCode('postLevel', '岗位等级', 3).nullable(),
  education: listCode('education', '学历', 2),
  degree: listCode('degree', '学位', 10).nullable(),
  titleLevel: listCode('titleLevel', '职称级别', 15).nullable(),
  workerSkill: listCode('workerSkill', '工人技术等级', 20).nullable(),
} satisfies Record<(typeof PERSON_KEY_FIELDS)[number], z.ZodType>).partial().strict();

const line = z.object({
  op: z.enum(['NEW', 'CHANGE'], { error: '请选择上报类型（新增/变更）' }),
  changes: keyChanges.optional(),
  /** Required by the rules when the change touches 出生日期, 参加工作时间 or 学历; optional here so that older lines still read. */
  reason: multiLine(500, '变更原因').optional(),
}).refine((l) => l.op === 'CHANGE' || !l.changes || !Object.keys(l.changes).length, {
  // A new person is filed as the unit recorded them; the record is corrected on the person before it is filed.
  path: ['changes'], message: '新增人员的上报不能附带变更的关键信息，请先在人员信息中修改',
});


const changesOf = (l: FilingLineRow) => ((l.payload.changes ?? {}) as Partial<PersonRow>);
/** What the line writes on the person: its changes on a CHANGE line, nothing on a NEW one (it files the record as kept). */
const appliedChanges = (l: FilingLineRow): Partial<PersonRow> => (l.payload.op === 'CHANGE' ? changesOf(l) : {});

/**
 * The persons the lines name, as the rules judge them: those of the filing a correction replaces as they stood before it
 * (its approval undoes it first): a new record not filed yet, changed fields at the values its line recorded.
 */
async function peopleOf(db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<{ people: Map<number, PersonRow>; unrecorded: Finding[] }> {
  const people = await linePersons(db, lines);
  const unrecorded: Finding[] = [];
  if (filing.correctsFilingId === null) return { people, unrecorded };
  for (const l of await db.select().from(filingLines).where(eq(filingLines.filingId, filing.correctsFilingId))) {
    const p = l.personId === null ? undefined : people.get(l.personId);
    const before: Partial<PersonRow> | null = l.payload.op === 'NEW' ? { recordStatus: 'DRAFT' } : beforeOf<Partial<PersonRow>>(l);
    if (p && before) people.set(p.id, { ...p, ...before });
    else if (p) unrecorded.push(beforeNotRecordedFinding(p.name, ...UNRECORDED));
  }
  return { people, unrecorded };
}

const UNRECORDED = ['关键信息', 'key information'] as const;

const occupies = (p: PersonRow, t: string) => p.recordStatus === 'FILED' && takesQuota(p) && p.estabType === t;

/** The person as it will be once the line is applied. */
function afterLine(p: PersonRow, l: FilingLineRow): PersonRow {
  return { ...p, ...appliedChanges(l) };
}

const asRecord = (p: PersonRow) => p as unknown as PersonRecordFacts;
const issueKey = (i: RecordIssue) => `${i.code}|${i.field}|${i.message}`;

/**
 * The record rules the person breaks once the line is applied and did not break before (those of a direct edit,
 * personRecordIssues): a change may not leave the record wrong in a way the person form would refuse, while a gap the
 * record already had (a record kept before the rule) does not hold up an unrelated change.
 */
function introducedIssues(p: PersonRow, l: FilingLineRow, unit: { unitCategory: string }, today: string): RecordIssue[] {
  // A new person is filed as the form saved it, under every record rule then; here the shared ones are checked again.
  if (l.payload.op !== 'CHANGE') return personIssues(asRecord(p), today).map((i) => ({ ...i, field: String(i.field) }));
  const after = personRecordIssues(asRecord(afterLine(p, l)), unit, today, p.personStatus);
  const had = new Set(personRecordIssues(asRecord(p), unit, today, p.personStatus).map(issueKey));
  return after.filter((i) => !had.has(issueKey(i)));
}

async function lineRules(ctx: RuleContext): Promise<Finding[]> {
  const { lines, filing, today } = ctx;
  if (!lines.length) return [{ code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名人员', messageEn: 'Add at least one person', field: 'lines' }];
  const { people, unrecorded } = await peopleOf(ctx.db, filing, lines);
  const found: Finding[] = [...unrecorded];
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p || p.unitId !== filing.unitId) {
      found.push({ code: 'R-GEN-01', level: 'ERROR', message: `第 ${l.lineNo} 行：人员不存在或不属于本单位`, messageEn: onLineEn(l.lineNo, 'no such person in your unit'), field: field(l) });
      continue;
    }
    if (l.payload.op === 'NEW' && p.recordStatus === 'FILED') {
      found.push({
        code: 'R-GEN-01', level: 'ERROR', message: `第 ${l.lineNo} 行：${p.name}已备案，请选择“变更”`,
        messageEn: onLineEn(l.lineNo, `${p.name} is already filed; choose "Change"`), field: field(l, 'op'),
      });
    }
    if (l.payload.op === 'CHANGE') {
      if (p.recordStatus !== 'FILED') {
        found.push({
          code: 'R-GEN-01', level: 'ERROR', message: `第 ${l.lineNo} 行：${p.name}尚未备案，请选择“新增”`,
          messageEn: onLineEn(l.lineNo, `${p.name} is not filed yet; choose "New"`), field: field(l, 'op'),
        });
      }
      if (!Object.keys(changesOf(l)).length) {
        found.push({
          code: 'R-GEN-01', level: 'ERROR', message: `第 ${l.lineNo} 行：请填写要变更的关键信息`,
          messageEn: onLineEn(l.lineNo, 'fill in the key fields to change'), field: field(l, 'changes'),
        });
      }
    }
    for (const issue of introducedIssues(p, l, ctx.unit, today)) {
      found.push({
        code: issue.code, level: 'ERROR', message: `第 ${l.lineNo} 行 ${p.name}：${issue.message}`,
        messageEn: `Line ${l.lineNo} ${p.name}: ${issue.messageEn}`, field: field(l, `changes.${issue.field}`),
      });
    }
    const newId = changesOf(l).idNumber;
    if (typeof newId === 'string') {
      const [other] = await ctx.db.select({ id: persons.id }).from(persons).where(and(eq(persons.idNumber, newId), ne(persons.id, p.id))).limit(1);
      if (other) {
        found.push({
          code: 'R-ID-03', level: 'ERROR', message: `第 ${l.lineNo} 行：该身份证号已登记，请核对`,
          messageEn: onLineEn(l.lineNo, 'this ID number is already registered; check it'), field: field(l, 'changes.idNumber'),
        });
      }
    }
  }
  return found;
}

/**
 * R-PS-02: a person who entered the unit since it keeps its records here (the day the unit was set up in the system) is
 * in establishment through the filing of their way of entry (招聘结果, 人才引进, 调入, 安置, 编制转换), not a new record.
 */
async function entryRouteRule(ctx: RuleContext): Promise<Finding[]> {
  const people = await linePersons(ctx.db, ctx.lines);
  const recordsSince = dateInChina(ctx.unit.createdAt);
  return ctx.lines.flatMap((l) => {
    const p = personOf(people, l);
    return p && l.payload.op === 'NEW' ? entryRouteFindings(p, recordsSince, 'personId').map((f) => onLine(l, f)) : [];
  });
}

/** R-BZ-01: actual + approved-not-arrived + in transit (other filings) + this filing's additions ≤ the approved quota, per type. */
async function quotaRule(ctx: RuleContext): Promise<Finding[]> {
  const now = await linePersons(ctx.db, ctx.lines);
  const { people } = await peopleOf(ctx.db, ctx.filing, ctx.lines);
  const added = new Map<string, number>();
  for (const l of ctx.lines) {
    const p = personOf(people, l);
    if (!p) continue;
    // What the corrected filing gave the person and its undoing frees.
    const held = personOf(now, l)!;
    if (held.estabType && occupies(held, held.estabType) && !occupies(p, held.estabType)) added.set(held.estabType, (added.get(held.estabType) ?? 0) - 1);
    const brought = recordIntake(l.payload.op === 'CHANGE' ? p : null, afterLine(p, l));
    if (brought) added.set(brought, (added.get(brought) ?? 0) + 1);
  }
  if (!added.size) return [];
  const use = await quotaUse(ctx.db, ctx.unit.id, ctx.filing.id);
  return ESTAB_TYPES.flatMap((t) => {
    const u = use.find((x) => x.estabType === t)!;
    const extra = added.get(t) ?? 0;
    if (!extra || u.vacancy - extra >= 0) return [];
    return [{
      code: 'R-BZ-01', level: 'ERROR' as const, field: 'lines',
      message: `${ESTAB_NAMES[t]}已满：核定${u.approved}，实有${u.actual}，已批未到岗${u.approvedNotArrived}，在途${u.inTransit}，本次新增${extra}，超出${extra - u.vacancy}人`,
      messageEn: `The ${estabNameEn(t)} is full: approved ${u.approved}, actual ${u.actual}, approved not arrived ${u.approvedNotArrived}, `
        + `in transit ${u.inTransit}, added now ${extra}, ${extra - u.vacancy} over`,
    }];
  });
}

/** 三龄两历: the fields whose change must rest on the personnel file (档案), with a reason given. */
const FILE_BACKED = [
  { name: 'birthDate', zh: '出生日期', en: 'birth date' },
  { name: 'workStartDate', zh: '参加工作时间', en: 'start of work' },
  { name: 'education', zh: '学历', en: 'education' },
] as const;
const ARCHIVE = { zh: '档案材料', en: 'pages of the personnel file' };

/** The file-backed fields a CHANGE line gives a new value. */
function fileBackedChanges(l: FilingLineRow, p: PersonRow | undefined) {
  if (l.payload.op !== 'CHANGE' || !p) return [];
  const changes = changesOf(l);
  return FILE_BACKED.filter((f) => f.name in changes && changes[f.name] !== p[f.name]);
}

/** A change of 三龄两历 comes with the personnel file's pages that show it (R-GEN-02). */
const archiveEvidence: EvidenceSpec = {
  categories: [ARCHIVE.zh],
  async needs(db, _filing, lines) {
    const people = await linePersons(db, lines);
    const touched = lines.some((l) => fileBackedChanges(l, personOf(people, l)).length);
    return touched ? [need(ARCHIVE, '变更出生日期、参加工作时间或学历', 'A change of birth date, start of work or education')] : [];
  },
};

/** R-GEN-01: a change of 三龄两历 says why. */
async function reasonRule(ctx: RuleContext): Promise<Finding[]> {
  const people = await linePersons(ctx.db, ctx.lines);
  return ctx.lines.flatMap((l) => {
    const touched = fileBackedChanges(l, personOf(people, l));
    if (!touched.length || String(l.payload.reason ?? '').trim()) return [];
    return [{
      code: 'R-GEN-01', level: levelFor(ctx.phase), field: field(l, 'reason'),
      message: `第 ${l.lineNo} 行：变更${touched.map((f) => f.zh).join('、')}须填写变更原因`,
      messageEn: onLineEn(l.lineNo, `a change of ${touched.map((f) => f.en).join(', ').replace(/, ([^,]*)$/, ' and $1')} needs its reason`),
    }];
  });
}

type RecordStatus = 'DRAFT' | 'PENDING' | 'FILED';

async function setRecordStatus(db: Db, lines: FilingLineRow[], from: RecordStatus, to: RecordStatus) {
  const ids = lines.filter((l) => l.payload.op === 'NEW' && l.personId !== null).map((l) => l.personId!);
  if (ids.length) await db.update(persons).set({ recordStatus: to, updatedAt: new Date() }).where(and(inArray(persons.id, ids), eq(persons.recordStatus, from)));
}

/**
 * The correction's reversal (domain.md §3.5): a new record withdrawn — back to a record not filed, which the unit may
 * file again or delete — and a change undone, each field back at the value its line recorded; the history rows the
 * original wrote removed. Refused while a later filing has changed or holds the person, when a new record is older than
 * the original, or when a changed field no longer holds the value the original gave it.
 */
async function undoPersonInfo(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p) continue;
    if (l.payload.op === 'NEW') {
      await assertWithdrawable(db, p, original);
      if (p.recordStatus !== 'FILED') throw changedSince(p, null);
      await removeHistoryOf(db, p.id, original);
      await db.update(persons).set({ recordStatus: 'DRAFT', version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
      continue;
    }
    await assertUnchangedSince(db, p, original);
    const before = beforeOf<Partial<PersonRow>>(l);
    if (!before) throw beforeNotRecorded(p, ...UNRECORDED);
    if (Object.entries(changesOf(l)).some(([k, v]) => p[k as keyof PersonRow] !== v)) throw changedSince(p, null);
    await removeHistoryOf(db, p.id, original);
    await db.update(persons).set({ ...before, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
  }
}

/** 人员信息上报: new persons and key-field changes (domain.md §2.5 RYXX). */
export const personInfoFiling: FilingDefinition = {
  type: 'PERSON_INFO',
  header: z.object({ reason: z.string().trim().max(500, '上报说明不能超过 500 个字').optional() }),
  line,
  rules: [lineRules, entryRouteRule, postClaimRule, quotaRule, reasonRule, evidenceRule(archiveEvidence), correctionRule],
  evidence: archiveEvidence,
  onSubmit: (db, _f, lines) => setRecordStatus(db, lines, 'DRAFT', 'PENDING'),
  onRelease: (db, _f, lines) => setRecordStatus(db, lines, 'PENDING', 'DRAFT'),
  async applyEffect(db, filing, lines, actor) {
    const people = await linePersons(db, lines);
    for (const l of lines) {
      const p = personOf(people, l);
      if (!p) continue;
      const after = afterLine(p, l);
      // The fields changed as they were (what a correction gives back), and the whole record as the approval found it.
      await keepRecordFound(db, l, p, l.payload.op === 'CHANGE' ? Object.fromEntries(Object.keys(changesOf(l)).map((k) => [k, p[k as keyof PersonRow]])) : undefined);
      await db.update(persons).set({ ...appliedChanges(l), recordStatus: 'FILED', updatedAt: new Date(), updatedBy: actor.id, version: p.version + 1 })
        .where(eq(persons.id, p.id));
      const estabChanged = l.payload.op === 'NEW' || after.estabStatus !== p.estabStatus || after.estabType !== p.estabType;
      if (estabChanged) {
        await db.insert(personEstabHistory).values({
          personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, fromEstabStatus: l.payload.op === 'NEW' ? null : p.estabStatus,
          fromEstabType: l.payload.op === 'NEW' ? null : p.estabType, toEstabStatus: after.estabStatus, toEstabType: after.estabType,
          effectiveDate: l.payload.op === 'NEW' ? after.unitEntryDate : dateInChina(filing.lastSubmittedAt ?? new Date()),
        });
      }
      if (after.titleLevel && after.titleLevel !== 'NONE' && (l.payload.op === 'NEW' ? false : after.titleLevel !== p.titleLevel)) {
        await db.insert(personTitleHistory).values({
          personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, profTitle: after.profTitle ?? codeName('titleLevel', after.titleLevel),
          titleLevel: after.titleLevel, titleSeries: after.titleSeries, titleDate: after.titleDate ?? dateInChina(filing.lastSubmittedAt ?? new Date()),
        });
      }
      const postChanged = after.postLevel && (l.payload.op === 'NEW' || after.postLevel !== p.postLevel || after.postCategory !== p.postCategory);
      if (postChanged && after.postCategory && after.postLevel) {
        await db.insert(personPostHistory).values({
          personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, postCategory: after.postCategory, postLevel: after.postLevel,
          changeKind: l.payload.op === 'NEW' ? 'INIT' : 'CORRECTION', appointStart: after.appointDate ?? after.unitEntryDate,
        });
      }
    }
  },
  reverseEffect: undoPersonInfo,
};
