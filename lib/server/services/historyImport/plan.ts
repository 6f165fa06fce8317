import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { HISTORY_SHEETS, type HistorySheet } from '@/lib/contracts/historyImport';
import { today as todayInChina } from '@/lib/domain/datetime';
import { idNumberIssue } from '@/lib/domain/personRecord';
import { isValidUscc } from '@/lib/domain/uscc';
import type { Db } from '../../db/client';
import { personAssessments, personEstabHistory, personPostHistory, personRewardPunish, persons, units } from '../../db/tables';
import type { Scope } from '../../scope';
import { arrivalsAhead } from '../recruit/persons';
import { arrivalAheadIssue, type PersonValues } from '../persons/checks';
import { loadCodeBook } from '../persons/codeBook';
import { checkPersonRow } from '../persons/excel/importRows';
import { PERSON_FIELD_SPECS } from '../persons/fields';
import { columnOf } from './columns';
import type { Upload, UploadedRow } from './read';
import {
  assessmentRecord, estabRecord, loadHistoryBook, postRecord, Problems, rewardPunishRecord, RowReader,
  type AssessmentRecord, type EstabRecord, type HistoryBook, type PostRecord, type RewardPunishRecord,
} from './rows';

/** A person the history rows of the file belong to: one on record, or one the file adds (known by its ID number until written). */
export type PersonRef =
  | { kind: 'stored'; personId: number; unitId: number; name: string; workStartDate: string }
  | { kind: 'new'; idNumber: string; unitId: number; name: string; workStartDate: string };

export interface NewPerson {
  row: number;
  unitId: number;
  unitName: string;
  values: PersonValues;
}

export interface Planned<T> {
  row: number;
  person: PersonRef;
  record: T;
}

type Counts = { rows: number; created: number; unchanged: number };

export interface ImportPlan {
  rows: number;
  counts: Record<HistorySheet, Counts>;
  newPersons: NewPerson[];
  matched: { row: number; name: string; unitName: string }[];
  posts: Planned<PostRecord>[];
  assessments: Planned<AssessmentRecord>[];
  rewardPunish: Planned<RewardPunishRecord>[];
  estabs: Planned<EstabRecord>[];
  problems: Problems;
}

/** IN (…) lists stay well under the protocol's 65,535 parameters however large the file. */
const CHUNK = 5000;

async function inChunks<T, R>(items: T[], load: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...await load(items.slice(i, i + CHUNK)));
  return out;
}

const idOf = (r: UploadedRow) => (r.text.idNumber ?? '').trim().toUpperCase();

interface Stored {
  id: number; idNumber: string; name: string; unitId: number; unitName: string; regionCode: string; deleted: boolean; workStartDate: string;
}

/** The persons on record holding any of the ID numbers, with their unit's name and region. */
async function storedPersons(db: Db, idNumbers: string[]): Promise<Map<string, Stored>> {
  const rows = await inChunks(idNumbers, (chunk) => db.select({
    id: persons.id, idNumber: persons.idNumber, name: persons.name, unitId: persons.unitId, unitName: units.unitName, regionCode: units.regionCode,
    deleted: persons.deleted, workStartDate: persons.workStartDate,
  }).from(persons).innerJoin(units, eq(units.id, persons.unitId)).where(inArray(persons.idNumber, chunk)));
  return new Map(rows.map((r) => [r.idNumber, r]));
}

async function unitsByUscc(db: Db, usccs: string[]) {
  const rows = await inChunks(usccs, (chunk) => db.select({
    id: units.id, uscc: units.uscc, unitName: units.unitName, unitCategory: units.unitCategory, regionCode: units.regionCode,
    unitStatus: units.unitStatus, deleted: units.deleted,
  }).from(units).where(inArray(units.uscc, chunk)));
  return new Map(rows.map((u) => [u.uscc, u]));
}

/** Told of the rows checked so far, every CHECK_STEP rows and once all are (an import job's progress). */
export type CheckedRows = (rows: number) => Promise<void>;
export const CHECK_STEP = 1000;

/** Counts the rows checked, telling `told` every CHECK_STEP of them. */
function rowCounter(told: CheckedRows | undefined) {
  let rows = 0;
  return {
    async row() {
      rows += 1;
      if (told && rows % CHECK_STEP === 0) await told(rows);
    },
    async end() {
      if (told) await told(rows);
    },
  };
}

type Context = {
  db: Db; problems: Problems; today: string; inScope: (regionCode: string) => boolean; stored: Map<string, Stored>;
  checked: ReturnType<typeof rowCounter>;
};

/** The person sheet: each row a person the file adds (checked as the per-unit import checks one) or one on record, matched by ID number. */
async function planPersons(c: Context, rows: UploadedRow[], byId: Map<string, { row: number; ref: PersonRef | null }>) {
  const { problems } = c;
  const fail = (row: number, field: string, zh: string, en: string) => problems.add('persons', row, field, zh, en);
  const usccs = [...new Set(rows.map((r) => (r.text.unitUscc ?? '').trim().toUpperCase()).filter(Boolean))];
  const unitOf = await unitsByUscc(c.db, usccs);
  const book = await loadCodeBook(c.db);
  const newPersons: NewPerson[] = [];
  const matched: ImportPlan['matched'] = [];

  for (const r of rows) {
    await c.checked.row();
    const id = idOf(r);
    const first = id ? byId.get(id) : undefined;
    if (first) {
      fail(r.row, 'idNumber', `与第 ${first.row} 行的身份证号重复`, `The same ID number as row ${first.row}`);
      continue;
    }
    const stored = id ? c.stored.get(id) : undefined;
    if (stored) {
      // On record: matched, neither entered twice nor changed by the row.
      if (stored.deleted) fail(r.row, 'idNumber', '该身份证号已被一条已删除的人员记录占用，不能导入', 'The ID number belongs to a deleted person record');
      else if (!c.inScope(stored.regionCode)) fail(r.row, 'idNumber', '该身份证号的人员已在本辖区以外的单位登记，不能导入', 'The person with this ID number is registered outside your region');
      else if (r.text.name && r.text.name !== stored.name) {
        fail(r.row, 'name', `该身份证号已登记为“${stored.name}”，与本行姓名不一致`, `The ID number is registered to ${stored.name}, not the name of this row`);
      }
      const ok = !problems.has('persons', r.row);
      if (ok) matched.push({ row: r.row, name: stored.name, unitName: stored.unitName });
      byId.set(id, {
        row: r.row, ref: ok ? { kind: 'stored', personId: stored.id, unitId: stored.unitId, name: stored.name, workStartDate: stored.workStartDate } : null,
      });
      continue;
    }

    const uscc = (r.text.unitUscc ?? '').trim().toUpperCase();
    const unit = unitOf.get(uscc);
    if (!uscc) fail(r.row, 'unitUscc', '请填写人员所在单位的统一社会信用代码', 'The unit credit code is required');
    else if (!isValidUscc(uscc)) fail(r.row, 'unitUscc', `单位统一社会信用代码“${uscc}”不正确（GB 32100）`, `The unit credit code "${uscc}" is not valid (GB 32100)`);
    else if (!unit) fail(r.row, 'unitUscc', `系统中没有统一社会信用代码为 ${uscc} 的单位，请先导入单位名册`, `No unit has the credit code ${uscc}: import the unit registry first`);
    else if (unit.deleted || unit.unitStatus !== 'NORMAL') fail(r.row, 'unitUscc', `单位“${unit.unitName}”已撤销或合并，不能导入人员`, `The unit ${unit.unitName} is revoked or merged`);
    else if (!c.inScope(unit.regionCode)) fail(r.row, 'unitUscc', `单位“${unit.unitName}”不在本账号的管辖范围内`, `The unit ${unit.unitName} is outside your region`);
    let values: PersonValues | null = null;
    if (unit && !problems.has('persons', r.row)) {
      const cells = PERSON_FIELD_SPECS.map((spec) => ({ spec, text: r.text[spec.key] ?? '' }));
      const checked = checkPersonRow(book, cells, unit, c.today);
      for (const issue of checked.issues) fail(r.row, issue.field, issue.message, issue.messageEn);
      values = checked.values;
    }
    if (id) byId.set(id, { row: r.row, ref: null });
    if (values && unit) {
      newPersons.push({ row: r.row, unitId: unit.id, unitName: unit.unitName, values });
      byId.set(id, { row: r.row, ref: { kind: 'new', idNumber: id, unitId: unit.id, name: values.name!, workStartDate: values.workStartDate! } });
    }
  }

  // R-GEN-04: an approved arrival brings the person in later; nobody registers them before.
  const ahead = new Map((await inChunks(newPersons.map((p) => p.values.idNumber!), async (chunk) => [...(await arrivalsAhead(c.db, chunk))])));
  const arriving = newPersons.filter((p) => ahead.has(p.values.idNumber!));
  for (const p of arriving) {
    const issue = arrivalAheadIssue(ahead.get(p.values.idNumber!)!);
    fail(p.row, 'idNumber', issue.message, issue.messageEn);
    byId.set(p.values.idNumber!, { row: p.row, ref: null });
  }
  return { newPersons: newPersons.filter((p) => !arriving.includes(p)), matched };
}

/** The person a history row names by ID number: of the person sheet, else on record in the caller's region. */
function personOf(c: Context, x: RowReader, byId: Map<string, { row: number; ref: PersonRef | null }>): PersonRef | null {
  const id = idOf(x.r);
  if (!id) {
    x.fail('idNumber', '请填写公民身份号码', 'ID number is required');
    return null;
  }
  const inFile = byId.get(id);
  if (inFile) {
    if (!inFile.ref) x.fail('idNumber', `“人员”表第 ${inFile.row} 行有错误，本行未能导入`, `Row ${inFile.row} of the "Persons" sheet has problems; this row is not imported`);
    return inFile.ref;
  }
  const stored = c.stored.get(id);
  if (stored?.deleted) x.fail('idNumber', '该身份证号已被一条已删除的人员记录占用，不能导入', 'The ID number belongs to a deleted person record');
  else if (stored && !c.inScope(stored.regionCode)) x.fail('idNumber', '该身份证号的人员不在本账号的管辖范围内', 'The person with this ID number is outside your region');
  else if (stored) return { kind: 'stored', personId: stored.id, unitId: stored.unitId, name: stored.name, workStartDate: stored.workStartDate };
  else {
    const issue = idNumberIssue('01', id, c.today);
    if (issue) x.fail('idNumber', issue.message, issue.messageEn);
    else x.fail('idNumber', '该身份证号在“人员”表和系统中都没有，请先在“人员”表中填写该人员', 'No person of the "Persons" sheet or on record has this ID number');
  }
  return null;
}

interface SheetRules<T> {
  read: (x: RowReader) => T | null;
  /** The record's first day against the person's start of work. */
  notBeforeWork: (x: RowReader, record: T, workStart: string) => void;
  /** Rows equal in this are one record; a stored one equal to a row makes it unchanged. */
  key: (record: T) => string;
}

const keyOf = (...parts: (string | number | null)[]) => parts.map((p) => p ?? '').join('\u0001');
const notBefore = (x: RowReader, field: string, day: string, workStart: string) => {
  const c = columnOf(x.sheet, field);
  if (day < workStart) x.fail(field, `${c.zh}不能早于参加工作时间（${workStart}）`, `${c.en} cannot be before the start of work (${workStart})`);
};

const RULES = {
  posts: {
    read: postRecord,
    notBeforeWork: (x, r, w) => notBefore(x, 'appointStart', r.appointStart, w),
    key: (r) => keyOf(r.postCategory, r.postLevel, r.changeKind, r.appointStart, r.appointEnd, r.docNo),
  } satisfies SheetRules<PostRecord>,
  assessments: {
    read: assessmentRecord,
    notBeforeWork: (x, r, w) => {
      if (r.year < Number(w.slice(0, 4))) x.fail('year', `考核年度不能早于参加工作的年份（${w.slice(0, 4)}）`, `The year cannot be before the start of work (${w.slice(0, 4)})`);
    },
    key: (r) => keyOf(r.year),
  } satisfies SheetRules<AssessmentRecord>,
  rewardPunish: {
    read: rewardPunishRecord,
    notBeforeWork: (x, r, w) => notBefore(x, 'decisionDate', r.decisionDate, w),
    key: (r) => keyOf(r.rpKind, r.rpType, r.rpName, r.reason, r.decisionDate, r.effectiveDate, r.approveOrg, r.docNo),
  } satisfies SheetRules<RewardPunishRecord>,
  estabs: {
    read: estabRecord,
    notBeforeWork: (x, r, w) => notBefore(x, 'effectiveDate', r.effectiveDate, w),
    key: (r) => keyOf(r.fromEstabStatus, r.fromEstabType, r.toEstabStatus, r.toEstabType, r.effectiveDate, r.basisDoc),
  } satisfies SheetRules<EstabRecord>,
};

type HistoryKind = keyof typeof RULES;
const personKey = (p: PersonRef) => (p.kind === 'stored' ? `p${p.personId}` : `n${p.idNumber}`);

/** The keys of the history already on record for the persons, per sheet (an assessment's by year, with its result to compare). */
async function storedHistory(db: Db, personIds: number[]) {
  const load = <T>(fn: (chunk: number[]) => Promise<T[]>) => inChunks(personIds, fn);
  const [posts, assessments, rewardPunish, estabs] = await Promise.all([
    load((ids) => db.select().from(personPostHistory).where(inArray(personPostHistory.personId, ids))),
    load((ids) => db.select().from(personAssessments).where(and(inArray(personAssessments.personId, ids), eq(personAssessments.kind, 'ANNUAL')))),
    load((ids) => db.select().from(personRewardPunish).where(inArray(personRewardPunish.personId, ids))),
    load((ids) => db.select().from(personEstabHistory).where(inArray(personEstabHistory.personId, ids))),
  ]);
  const keys = <R extends { personId: number }>(rows: R[], key: (r: R) => string) => new Set(rows.map((r) => `p${r.personId}|${key(r)}`));
  return {
    posts: keys(posts, (r) => RULES.posts.key({ ...r, appointEnd: r.appointEnd, docNo: r.docNo })),
    rewardPunish: keys(rewardPunish, (r) => RULES.rewardPunish.key({ ...r, punishMonths: null, punishEndDate: null })),
    estabs: keys(estabs, (r) => RULES.estabs.key({ ...r, fromEstabType: r.fromEstabType, toEstabType: r.toEstabType })),
    assessments: new Map(assessments.map((r) => [`p${r.personId}|${keyOf(r.year)}`, r])),
  };
}

/**
 * Every check of the file: each row on its own (codes, ID numbers, dates), the person rows against the units and the
 * persons on record (matched by ID number, in the caller's region), each history row against its person, and the rows
 * against each other and the history on record (an equal row is unchanged, not written twice; R-KH-01 one result a year).
 */
export async function planImport(db: Db, scope: Scope, upload: Upload, checkedRows?: CheckedRows): Promise<ImportPlan> {
  const problems = new Problems();
  const today = todayInChina();
  const inScope = (code: string) => scope.kind === 'all' || (scope.kind === 'region' && code.startsWith(scope.regionPrefix));
  const allIds = [...new Set(HISTORY_SHEETS.flatMap((s) => upload.rows[s].map(idOf)).filter(Boolean))];
  const c: Context = { db, problems, today, inScope, stored: await storedPersons(db, allIds), checked: rowCounter(checkedRows) };
  const byId = new Map<string, { row: number; ref: PersonRef | null }>();
  const { newPersons, matched } = await planPersons(c, upload.rows.persons, byId);

  const book: HistoryBook = await loadHistoryBook(db);
  const read: Record<HistoryKind, Planned<unknown>[]> = { posts: [], assessments: [], rewardPunish: [], estabs: [] };
  for (const sheet of Object.keys(RULES) as HistoryKind[]) {
    const rules = RULES[sheet] as SheetRules<unknown>;
    for (const r of upload.rows[sheet]) {
      await c.checked.row();
      const x = new RowReader(sheet, r, problems, book, today);
      const person = personOf(c, x, byId);
      if (person && r.text.name && r.text.name !== person.name) {
        x.fail('name', `姓名“${r.text.name}”与身份证号对应的人员（${person.name}）不一致`, `The name does not match the person with this ID number (${person.name})`);
      }
      const record = rules.read(x);
      if (record && person) rules.notBeforeWork(x, record, person.workStartDate);
      if (record && person && !problems.has(sheet, r.row)) read[sheet].push({ row: r.row, person, record });
    }
  }

  const storedIds = [...new Set(Object.values(read).flat().flatMap((p) => (p.person.kind === 'stored' ? [p.person.personId] : [])))];
  const onRecord = await storedHistory(db, storedIds);
  const counts = Object.fromEntries(HISTORY_SHEETS.map((s) => [s, { rows: upload.rows[s].length, created: 0, unchanged: 0 }])) as Record<HistorySheet, Counts>;
  counts.persons.created = newPersons.length;
  counts.persons.unchanged = matched.length;

  const plan: Record<HistoryKind, Planned<unknown>[]> = { posts: [], assessments: [], rewardPunish: [], estabs: [] };
  for (const sheet of Object.keys(RULES) as HistoryKind[]) {
    const rules = RULES[sheet] as SheetRules<unknown>;
    const seen = new Map<string, number>();
    for (const p of read[sheet]) {
      const key = `${personKey(p.person)}|${rules.key(p.record)}`;
      const first = seen.get(key);
      if (first) {
        const zh = sheet === 'assessments' ? `与第 ${first} 行为同一人员同一年度的考核结果（每人每年度一条）` : `与第 ${first} 行重复`;
        const en = sheet === 'assessments' ? `The same person and year as row ${first} (one result a year)` : `The same as row ${first}`;
        problems.add(sheet, p.row, sheet === 'assessments' ? 'year' : 'idNumber', zh, en);
        continue;
      }
      seen.set(key, p.row);
      if (sheet === 'assessments') {
        const a = p.record as AssessmentRecord;
        const stored = onRecord.assessments.get(key);
        if (stored && (stored.result !== a.result || (stored.comment ?? null) !== a.comment || (stored.absentReason ?? null) !== a.absentReason)) {
          const name = book.get('annualResult')?.get(stored.result);
          problems.add(sheet, p.row, 'year', `该人员 ${a.year} 年度考核结果已有记录（${name?.zh ?? stored.result}），与本行不同：每人每年度只有一条`,
            `The person's ${a.year} result is already on record (${name?.en ?? stored.result}) and differs from this row: one result a year`);
          continue;
        }
        if (stored) {
          counts[sheet].unchanged += 1;
          continue;
        }
      } else if ((onRecord[sheet] as Set<string>).has(key)) {
        counts[sheet].unchanged += 1;
        continue;
      }
      plan[sheet].push(p);
    }
    counts[sheet].created = plan[sheet].length;
  }

  await c.checked.end();
  const order = new Map(HISTORY_SHEETS.map((s, i) => [s, i]));
  problems.list.sort((a, b) => order.get(a.sheet)! - order.get(b.sheet)! || a.row - b.row);
  return {
    rows: HISTORY_SHEETS.reduce((n, s) => n + upload.rows[s].length, 0), counts, newPersons, matched, problems,
    ...(plan as unknown as Pick<ImportPlan, HistoryKind>),
  };
}
