import 'server-only';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FilingType } from '@/lib/contracts/filing';
import { ARRIVAL_ENTRY_METHODS, CONSENT_CATEGORY, defaultEntryMethod, exchangeHeader, exchangeLine, internalExchangeHeader, type ExchangeHeader, type ExchangeLine, type InternalExchangeHeader } from '@/lib/contracts/exchange';
import type { Finding } from '@/lib/domain/filing/findingText';
import {
  arrivalDateFinding, exchangeHeaderFindings, internalExchangeFindings, leavingDateFinding, movableFinding, quotaShortfalls, secondedMoveFinding, type OpenSecondment,
} from '@/lib/domain/exchange';
import { ENTRY_ROUTES } from '@/lib/domain/postEligibility';
import { newPersonIssues } from '@/lib/domain/recruit';
import type { Db } from '../../../db/client';
import { attachments, filingLines, filings, personEstabHistory, personExchanges, personPostHistory, persons, units } from '../../../db/tables';
import { moveOf } from '../../exchange';
import { startReduced, type ReducedBefore } from '../../persons/reductions';
import { findOrRevivePerson } from '../../persons/revive';
import { endSecondment, reopenSecondment } from '../../persons/secondments';
import { reopenPeriod, startPeriod } from '../../persons/statusPeriods';
import { idNumberIssues, type NewPersonAt } from '../../recruit/persons';
import {
  assertUnchangedSince, assertWithdrawable, beforeCorrected, beforeNotRecorded, beforeNotRecordedFinding, beforeOf, changedSince, correctionRule, recordBefore, removeHistoryOf,
  withdrawRecord,
} from '../corrections';
import { keepRecordFound } from '../recordFound';
import { provesIdentity } from '../references';
import { postClaimRule } from '../../postClaims';
import { quotaUse } from '../../quota';
import type { SessionUser } from '../../../session';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { codeName, codeNameEn, lineError, linePersons, NO_LINES, personOf, type PersonRow } from './personLines';

const lineOf = (l: FilingLineRow) => l.payload as ExchangeLine;
const exchangeOf = (f: FilingRow) => f.header as ExchangeHeader;
const internalOf = (f: FilingRow) => f.header as InternalExchangeHeader;

/** What an exchange changes of its person, kept on the line when it lands (recordBefore): what a correction gives back. */
const MOVED_FIELDS = ['unitId', 'unitEntryDate', 'entryMethod', 'estabType', 'appointDate', 'postCategory', 'postLevel', 'deptName', 'recordStatus', 'personStatus'] as const;
type MovedBefore = Pick<PersonRow, (typeof MOVED_FIELDS)[number]>;
/**
 * A departure or secondment also ends the period of the status the person leaves (startPeriod), as does a secondment
 * turned into a transfer (借调转调, the person on duty at the receiving unit): that period, with its end before; a
 * departure of a person seconded out, or a 借调转调, the secondment's rows on both units (endSecondment): those rows —
 * for a departure, what a 减员 ends (ReducedBefore).
 */
type LeftBefore = MovedBefore & Partial<ReducedBefore>;
/** The line's `before`: the person as the exchange found them, or a record the arrival put on the books (described on its line). */
type ExchangeBefore = LeftBefore | { newRecord: true };

/** The person's fields of a `before` (without the status period a departure or secondment closed, nor the secondment rows ended). */
const fieldsOf = ({ closedPeriod: _closed, endedSecondment: _ended, ...fields }: LeftBefore): MovedBefore => fields;

/**
 * The period a departure (调出, as a 减员: startReduced) or secondment (借调出) starts in the person's status history on its
 * effective date, the period of the status left ended the day before, as a departing person's open secondment; kept on
 * the line with the person as found (keepRecordFound).
 */
async function startLeaving(db: Db, filing: FilingRow, l: FilingLineRow, p: PersonRow, toStatus: 'REDUCED' | 'SECONDED_OUT', reason: string): Promise<void> {
  const period = { sourceFilingId: filing.id, startDate: lineOf(l).effectiveDate, reason };
  const ended = toStatus === 'REDUCED' ? await startReduced(db, p, period) : { closedPeriod: await startPeriod(db, p, { ...period, toStatus }) };
  await keepRecordFound(db, l, p, { ...movedBefore(p), ...ended } satisfies ExchangeBefore);
}

/** Whether an arrival in `mode` turns the person's secondment into a transfer (借调转调): they arrive on duty. */
const endsSecondment = (mode: string, p: Pick<PersonRow, 'personStatus'>) => mode === 'SECONDMENT_END' && p.personStatus === 'SECONDED_OUT';

function movedBefore(p: PersonRow): MovedBefore {
  const before = Object.fromEntries(MOVED_FIELDS.map((k) => [k, p[k]])) as MovedBefore;
  // A person registered for an arrival from outside was a draft record until the exchange held it (PENDING) and filed it.
  return p.recordStatus === 'PENDING' ? { ...before, recordStatus: 'DRAFT' } : before;
}

const UNRECORDED = ['单位、编制与岗位', 'unit, establishment and post'] as const;

/**
 * The persons the lines name, as the rules judge them: those of the original a correction replaces as they stood before
 * it (its approval undoes the original first), a departure's reduction cleared; with findings for those it did not record.
 */
async function peopleOf(db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<{ people: Map<number, PersonRow>; unrecorded: Finding[] }> {
  const people = await linePersons(db, lines);
  const unrecorded: Finding[] = [];
  for (const [id, before] of await beforeCorrected<ExchangeBefore>(db, filing)) {
    const p = people.get(id);
    if (p && !before) unrecorded.push(beforeNotRecordedFinding(p.name, ...UNRECORDED));
    if (!p || !before || 'newRecord' in before) continue;
    const reduced = p.reduceFilingId === filing.correctsFilingId ? { reduceType: null, reduceDate: null, reduceFilingId: null } : {};
    people.set(id, { ...p, ...fieldsOf(before), ...reduced });
  }
  return { people, unrecorded };
}

/**
 * The establishment the correction's approval frees at `unitId` before its own arrivals land: the persons the corrected
 * arrival put in it, by type.
 */
async function freedByCorrected(db: Db, filing: FilingRow, unitId: number): Promise<Record<string, number>> {
  const freed: Record<string, number> = {};
  const ids = [...(await beforeCorrected<ExchangeBefore>(db, filing)).keys()];
  const found = ids.length ? await db.select().from(persons).where(and(inArray(persons.id, ids), eq(persons.deleted, false))) : [];
  for (const p of found) {
    if (p.unitId === unitId && p.recordStatus === 'FILED' && p.estabStatus === 'IN' && p.estabType) freed[p.estabType] = (freed[p.estabType] ?? 0) + 1;
  }
  return freed;
}

async function unitsById(db: Db, ids: number[]) {
  const rows = ids.length ? await db.select().from(units).where(and(inArray(units.id, ids), eq(units.deleted, false))) : [];
  return new Map(rows.map((u) => [u.id, u]));
}

/**
 * The unit each person's open secondment is at (its row at the receiving unit), as the rules judge them (peopleOf): the
 * rows the original a correction replaces ended open again, those it wrote gone.
 */
async function openSecondments(db: Db, filing: FilingRow, personIds: number[]): Promise<Map<number, OpenSecondment>> {
  if (!personIds.length) return new Map();
  const reopened = [...(await beforeCorrected<ExchangeBefore>(db, filing)).values()]
    .flatMap((b) => (b && !('newRecord' in b) ? b.endedSecondment ?? [] : []));
  const rows = await db.select({ personId: personExchanges.personId, unitId: personExchanges.unitId }).from(personExchanges).where(and(
    inArray(personExchanges.personId, personIds), eq(personExchanges.exchangeMode, 'SECONDMENT'), eq(personExchanges.direction, 'IN'),
    reopened.length ? or(isNull(personExchanges.endDate), inArray(personExchanges.id, reopened)) : isNull(personExchanges.endDate),
    ...(filing.correctsFilingId !== null ? [or(isNull(personExchanges.sourceFilingId), ne(personExchanges.sourceFilingId, filing.correctsFilingId))] : []),
  )).orderBy(personExchanges.effectiveDate, personExchanges.id);
  const at = rows.flatMap((r) => (r.unitId !== null ? [{ personId: r.personId, unitId: r.unitId }] : []));
  const found = await unitsById(db, at.map((r) => r.unitId));
  // The latest, should a person have more than one open.
  return new Map(at.map((r) => [r.personId, { unitId: r.unitId, unitName: found.get(r.unitId)?.unitName ?? '' }]));
}

/**
 * Who leaves which unit: the persons of a transfer within the system are checked at the sending unit (R-JL-01), a person
 * seconded out moved only by 借调转调 to the unit of the secondment, and seconded again only once it has ended.
 */
async function movableRule(db: Db, filing: FilingRow, lines: FilingLineRow[], fromUnitId: number, move: { mode: string; toUnitId: number }): Promise<Finding[]> {
  if (!lines.length) return [NO_LINES];
  const from = (await unitsById(db, [fromUnitId])).get(fromUnitId);
  if (!from) return [{ code: 'R-JL-01', level: 'ERROR', message: '调出单位不存在', messageEn: 'No such sending unit', field: 'header' }];
  const { people, unrecorded } = await peopleOf(db, filing, lines);
  const secondments = await openSecondments(db, filing, [...people.keys()]);
  return [...unrecorded, ...lines.flatMap((l) => {
    const p = personOf(people, l);
    if (!p) return [lineError(l, 'R-JL-01', '请选择人员', 'Choose a person')];
    const problem = movableFinding(p, fromUnitId, from.unitName) ?? secondedMoveFinding(p, secondments.get(p.id) ?? null, move);
    if (problem) return [lineError(l, 'R-JL-01', problem.message, problem.messageEn)];
    // Only a line that names the person by their ID number lets the receiving unit learn of their record (references.ts).
    if (!provesIdentity(filing.filingType as FilingType, l.payload, p.idNumber)) return [];
    const early = leavingDateFinding(p, lineOf(l).effectiveDate);
    return early ? [lineError(l, 'R-JY-02', early.message, early.messageEn, 'effectiveDate')] : [];
  })];
}

/** R-BZ-01 at the receiving unit: its vacancies, less what the other in-flight filings bring in, must take this filing's persons. */
async function arrivalQuotaRule(ctx: RuleContext, toUnitId: number): Promise<Finding[]> {
  const { people } = await peopleOf(ctx.db, ctx.filing, ctx.lines);
  const adding: Record<string, number> = {};
  for (const l of ctx.lines) {
    const p = personOf(people, l);
    // An arrival described on the line (no person on record yet) takes the establishment it names.
    const type = p ? (p.estabStatus === 'IN' ? lineOf(l).toEstabType ?? p.estabType : null) : lineOf(l).newPerson ? lineOf(l).toEstabType : null;
    if (type) adding[type] = (adding[type] ?? 0) + 1;
  }
  if (!Object.keys(adding).length) return [];
  const use = await quotaUse(ctx.db, toUnitId, ctx.filing.id);
  const freed = await freedByCorrected(ctx.db, ctx.filing, toUnitId);
  const vacancy = Object.fromEntries(use.map((u) => [u.estabType, u.vacancy + (freed[u.estabType] ?? 0)]));
  return quotaShortfalls(vacancy, adding).map((s) => ({
    code: 'R-BZ-01', level: 'ERROR' as const, field: 'lines',
    message: `调入单位${codeName('estabType', s.estabType)}空编${Math.max(0, s.vacancy)}人（已扣除在途），本次调入${s.adding}人，超出${s.adding - Math.max(0, s.vacancy)}人`,
    messageEn: `The receiving unit has ${Math.max(0, s.vacancy)} vacancies of ${codeNameEn('estabType', s.estabType)} (in-flight intake deducted), `
      + `${s.adding} arriving now, ${s.adding - Math.max(0, s.vacancy)} over`,
  }));
}

interface Move {
  filing: FilingRow;
  person: PersonRow;
  line: ExchangeLine;
  mode: string;
  fromUnit: { id: number; unitName: string } | null;
  toUnit: { id: number; unitName: string } | null;
  counterpartName: string | null;
  entryMethod: string;
  actor: SessionUser;
}

/**
 * What an arrival makes of the person: at the receiving unit, in the establishment and post the line gives, filed, in the
 * status they had — on duty when it turns their secondment into a transfer (借调转调).
 */
function arrivalOf(p: MovedBefore & Pick<PersonRow, 'estabStatus'>, l: ExchangeLine, toUnitId: number, entryMethod: string, inSystem: boolean, mode: string): MovedBefore {
  const post = l.toPostCategory && l.toPostLevel ? { postCategory: l.toPostCategory, postLevel: l.toPostLevel, appointDate: l.effectiveDate } : {};
  return {
    unitId: toUnitId, unitEntryDate: l.effectiveDate, entryMethod, estabType: p.estabStatus === 'IN' ? l.toEstabType ?? p.estabType : p.estabType,
    // A post kept across the move is held in the receiving unit from the arrival on (R-DT-01: not before entering it).
    appointDate: p.appointDate && p.appointDate < l.effectiveDate ? l.effectiveDate : p.appointDate,
    postCategory: p.postCategory, postLevel: p.postLevel, ...post, deptName: inSystem ? null : p.deptName,
    recordStatus: 'FILED', personStatus: endsSecondment(mode, p) ? 'ON_DUTY' : p.personStatus,
  };
}

/** Moves a person to the receiving unit (or files an arrival from outside) and writes the histories of both sides. */
async function arrive(db: Db, m: Move): Promise<void> {
  const { person: p, line: l, filing } = m;
  const toUnitId = m.toUnit!.id;
  const after = arrivalOf(p, l, toUnitId, m.entryMethod, m.fromUnit !== null, m.mode);
  const { estabType } = after;
  const post = l.toPostCategory && l.toPostLevel ? { postCategory: l.toPostCategory, postLevel: l.toPostLevel } : null;
  await db.update(persons).set({ ...after, version: p.version + 1, updatedAt: new Date(), updatedBy: m.actor.id }).where(eq(persons.id, p.id));
  const base = { personId: p.id, sourceFilingId: filing.id, exchangeMode: m.mode, reason: l.reason, effectiveDate: l.effectiveDate };
  await db.insert(personExchanges).values({ ...base, unitId: toUnitId, direction: 'IN', counterpartUnitId: m.fromUnit?.id ?? null, counterpartUnitName: m.fromUnit?.unitName ?? m.counterpartName });
  if (m.fromUnit) await db.insert(personExchanges).values({ ...base, unitId: m.fromUnit.id, direction: 'OUT', counterpartUnitId: toUnitId, counterpartUnitName: m.toUnit!.unitName });
  if (!m.fromUnit || estabType !== p.estabType) {
    await db.insert(personEstabHistory).values({
      personId: p.id, unitId: toUnitId, sourceFilingId: filing.id, fromEstabStatus: m.fromUnit ? p.estabStatus : null, fromEstabType: m.fromUnit ? p.estabType : null,
      toEstabStatus: p.estabStatus, toEstabType: estabType, effectiveDate: l.effectiveDate,
    });
  }
  if (post) {
    await db.insert(personPostHistory).values({
      personId: p.id, unitId: toUnitId, sourceFilingId: filing.id, postCategory: post.postCategory, postLevel: post.postLevel, changeKind: 'EXCHANGE', appointStart: l.effectiveDate,
    });
  }
}

/** 进入方式 an EXCHANGE arrival records: the line's, or the one its exchange mode implies. */
const arrivalEntryMethod = (filing: FilingRow, line: ExchangeLine) =>
  (exchangeOf(filing).counterpartInSystem ? 'TRANSFER_IN' : line.entryMethod ?? defaultEntryMethod(exchangeOf(filing).exchangeMode));

/**
 * The person an arrival from outside describes, on record from now on: someone reduced before (at any unit) is the same
 * person again, anyone else a new record; the line then names them. The move itself (arrive) follows.
 */
async function describedPerson(db: Db, filing: FilingRow, l: FilingLineRow, actor: SessionUser): Promise<PersonRow> {
  const line = lineOf(l);
  const np = line.newPerson!;
  const { id } = await findOrRevivePerson(db, {
    values: {
      name: np.name, idType: '01', idNumber: np.idNumber, gender: np.gender, birthDate: np.birthDate, ethnicity: np.ethnicity,
      politicalStatus: np.politicalStatus, education: np.education, degree: np.degree ?? null, major: np.major, graduateSchool: np.graduateSchool,
      workStartDate: np.workStartDate ?? null, unitId: filing.unitId, unitEntryDate: line.effectiveDate, entryMethod: arrivalEntryMethod(filing, line), estabStatus: 'IN',
      estabType: line.toEstabType ?? null, personStatus: 'ON_DUTY', recordStatus: 'FILED',
    },
    sourceFilingId: filing.id, entryDate: line.effectiveDate, actor,
  });
  await db.update(filingLines).set({ personId: id }).where(eq(filingLines.id, l.id));
  const [p] = await db.select().from(persons).where(eq(persons.id, id));
  return p;
}

/** Writes the units' current names into the header, so that reviewers and the printed form read names, not ids. */
async function nameUnits(db: Db, filing: FilingRow, ids: Record<string, number>): Promise<void> {
  const found = await unitsById(db, Object.values(ids));
  const names = Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, found.get(id)?.unitName ?? null]));
  await db.update(filings).set({ header: sql`${filings.header} || ${JSON.stringify(names)}::jsonb` }).where(eq(filings.id, filing.id));
}

async function setRecordStatus(db: Db, lines: FilingLineRow[], from: 'DRAFT' | 'PENDING', to: 'DRAFT' | 'PENDING') {
  const ids = lines.map((l) => l.personId).filter((id): id is number => id !== null);
  if (ids.length) await db.update(persons).set({ recordStatus: to }).where(and(inArray(persons.id, ids), eq(persons.recordStatus, from)));
}

/** Where an arrival from outside keeps the person it describes. */
const DESCRIBED: NewPersonAt = { of: (l) => lineOf(l).newPerson ?? null, prefix: 'newPerson.' };

/** R-ID-01/02, R-DT-01 and the establishment taken, for an arrival described on its line; R-JY-04 among such lines. */
function describedArrivalIssues(lines: FilingLineRow[], today: string): Finding[] {
  const seen = new Map<string, number>();
  return lines.flatMap((l) => {
    const np = lineOf(l).newPerson;
    if (!np) {
      return [lineError(l, 'R-GEN-01', '请选择在人员信息中登记的人员，或填写调入人员的基本信息', 'choose a person registered in the person records, or describe the arriving person', 'newPerson')];
    }
    const found: Finding[] = newPersonIssues(np, l.lineNo - 1, today)
      .map((f) => ({ ...f, field: f.field.replace(/^(lines\[\d+\]\.)/, '$1newPerson.') }));
    const id = np.idNumber.toUpperCase();
    if (seen.has(id)) {
      found.push(lineError(l, 'R-JY-04', `与第 ${seen.get(id)} 行是同一人员，同一件内只能出现一次`, `the same person as line ${seen.get(id)}; a person appears once per filing`, 'newPerson.idNumber'));
    } else seen.set(id, l.lineNo);
    if (!lineOf(l).toEstabType) found.push(lineError(l, 'R-GEN-01', `请选择${np.name}调入后的编制类型`, `choose the establishment ${np.name} takes`, 'toEstabType'));
    const early = found.length ? null : arrivalDateFinding(np, lineOf(l).effectiveDate);
    if (early) found.push(lineError(l, 'R-DT-01', early.message, early.messageEn, early.field));
    return found;
  });
}

/**
 * Outside the system: an arrival is a person the unit registered (not yet filed) or one the line describes (found again
 * by the ID number when reduced before, R-ID-04); a departure one of the unit's filed persons.
 */
async function outsideRule(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [NO_LINES];
  const { people, unrecorded } = await peopleOf(ctx.db, ctx.filing, ctx.lines);
  const arriving = exchangeOf(ctx.filing).direction === 'IN';
  const described = arriving ? ctx.lines.filter((l) => l.personId === null) : [];
  if (described.length) {
    // The records the corrected arrival put on the books are withdrawn on the correction's approval, before its own land.
    const replaced = await replacedIdNumbers(ctx.db, ctx.filing);
    const issues = describedArrivalIssues(described, ctx.today);
    const onRecord = issues.length ? [] : (await idNumberIssues(ctx.db, ctx.filing, described, DESCRIBED))
      .filter((f) => f.code !== 'R-ID-03' || !replaced.has(idNumberAt(described, f.field ?? '')));
    const registered = ctx.lines.filter((l) => l.personId !== null);
    return [...issues, ...onRecord, ...(registered.length ? await outsideRule({ ...ctx, lines: registered }) : [])];
  }
  return [...unrecorded, ...ctx.lines.flatMap((l) => {
    const p = personOf(people, l);
    if (!p || p.unitId !== ctx.filing.unitId) return [lineError(l, 'R-GEN-01', '人员不存在或不属于本单位', 'no such person in your unit')];
    if (arriving && p.recordStatus === 'FILED') {
      return [lineError(l, 'R-ID-04', `${p.name}已备案，系统外调入请选择在人员信息中新登记（待上报）的人员`,
        `${p.name} is already filed; an arrival from outside the system is a person newly registered in the person records (not yet filed)`)];
    }
    if (!arriving) {
      const problem = movableFinding(p, ctx.filing.unitId, ctx.unit.unitName);
      if (problem) return [lineError(l, 'R-JL-01', problem.message, problem.messageEn)];
      const early = leavingDateFinding(p, lineOf(l).effectiveDate);
      return early ? [lineError(l, 'R-JY-02', early.message, early.messageEn, 'effectiveDate')] : [];
    }
    const early = arrivalDateFinding(p, lineOf(l).effectiveDate);
    return early ? [lineError(l, 'R-DT-01', early.message, early.messageEn, early.field)] : [];
  })];
}

/** The ID numbers of the records the arrival a correction replaces put on the books (described on its lines). */
async function replacedIdNumbers(db: Db, filing: FilingRow): Promise<Set<string>> {
  const ids = [...(await beforeCorrected<ExchangeBefore>(db, filing))].filter(([, b]) => b && 'newRecord' in b).map(([id]) => id);
  const rows = ids.length ? await db.select({ idNumber: persons.idNumber }).from(persons).where(inArray(persons.id, ids)) : [];
  return new Set(rows.map((r) => r.idNumber.toUpperCase()));
}

/** The ID number of the described line a finding's field names (`lines[n]…`). */
const idNumberAt = (lines: FilingLineRow[], field: string) => {
  const line = lines.find((l) => field.startsWith(`lines[${l.lineNo - 1}]`));
  return (line ? lineOf(line).newPerson?.idNumber ?? '' : '').toUpperCase();
};

const isArrivalMethod = (m: string): m is (typeof ARRIVAL_ENTRY_METHODS)[number] => (ARRIVAL_ENTRY_METHODS as readonly string[]).includes(m);

/** Where a line stands: an arrival from outside the system or from a unit of it, a departure, an internal exchange. */
type LineSide = 'outside' | 'inSystem' | 'departure' | 'internal';

/** Why a line's entry method does not fit where it stands, or null. */
function entryMethodProblem(method: string, kind: LineSide, exchangeMode: string): [zh: string, en: string] | null {
  const name = `“${codeName('entryMethod', method)}”`;
  const nameEn = `"${codeNameEn('entryMethod', method)}"`;
  if (kind === 'departure') return [`调出人员无需填写进入方式（${name}）`, `a departure records no way of entry (${nameEn})`];
  if (kind === 'internal') {
    return method === 'INTERNAL' ? null : [`内部交流的进入方式为“系统内交流”，不能记为${name}`, `an internal exchange enters the person as "Exchange within the system", not ${nameEn}`];
  }
  if (!isArrivalMethod(method)) {
    const route = ENTRY_ROUTES[method];
    return route
      ? [`进入方式${name}须通过“${route.zh}”办理，不能以人员交流调入`, `the way of entry ${nameEn} goes through ${route.en}, not an exchange arrival`]
      : [`进入方式${name}不是调入的方式，请选择调入、军队转业安置或政策性安置`, `${nameEn} is not a way of arriving by exchange: choose transfer in, resettlement from the armed forces or placement by policy`];
  }
  if (kind === 'inSystem') {
    return method === 'TRANSFER_IN' ? null : [`系统内调入的进入方式为“调入”，${name}只适用于系统外调入`, `an arrival from a unit of the system enters as "Transfer in"; ${nameEn} is for arrivals from outside it`];
  }
  const implied = defaultEntryMethod(exchangeMode);
  if (implied !== 'TRANSFER_IN' && method !== implied) {
    return [`交流方式为“${codeName('exchangeMode', exchangeMode)}”的，进入方式应为“${codeName('entryMethod', implied)}”，不能为${name}`,
      `the exchange mode "${codeNameEn('exchangeMode', exchangeMode)}" enters the person as "${codeNameEn('entryMethod', implied)}", not ${nameEn}`];
  }
  return null;
}

/** R-GEN-01: the way of entry a line records fits the exchange (an arrival method; from outside, the placement the mode is). */
function entryMethodRule(lines: FilingLineRow[], side: LineSide, exchangeMode: string): Finding[] {
  return lines.flatMap((l) => {
    const method = lineOf(l).entryMethod;
    const problem = method ? entryMethodProblem(method, side, exchangeMode) : null;
    return problem ? [lineError(l, 'R-GEN-01', ...problem, 'entryMethod')] : [];
  });
}

/** R-JL-01 on the header and the persons; the sending unit's consent for a transfer within the system. */
async function exchangeRules(ctx: RuleContext): Promise<Finding[]> {
  const h = exchangeOf(ctx.filing);
  const header = exchangeHeaderFindings(h, ctx.filing.unitId).map((f) => ({ ...f, level: 'ERROR' as const }));
  if (header.length) return header;
  const entry = entryMethodRule(ctx.lines, h.direction === 'OUT' ? 'departure' : h.counterpartInSystem ? 'inSystem' : 'outside', h.exchangeMode);
  if (entry.length) return entry;
  if (!h.counterpartInSystem) {
    const found = await outsideRule(ctx);
    return h.direction === 'IN' && !found.length ? arrivalQuotaRule(ctx, ctx.filing.unitId) : found;
  }
  const found = await movableRule(ctx.db, ctx.filing, ctx.lines, h.counterpartUnitId!, { mode: h.exchangeMode, toUnitId: ctx.filing.unitId });
  if (found.length) return found;
  const [consent] = await ctx.db.select({ id: attachments.id }).from(attachments)
    .where(and(eq(attachments.filingId, ctx.filing.id), eq(attachments.category, CONSENT_CATEGORY), eq(attachments.deleted, false))).limit(1);
  const consentMissing: Finding[] = consent ? [] : [{
    code: 'R-JL-01', level: ctx.phase === 'save' ? 'WARN' : 'ERROR', field: 'attachments', message: `缺少“${CONSENT_CATEGORY}”（调出单位可在其“调出相关”列表中上传）`,
    messageEn: "The sending unit's consent letter is missing (the sending unit uploads it from its outgoing list)",
  }];
  return [...consentMissing, ...(await arrivalQuotaRule(ctx, ctx.filing.unitId))];
}

/** Where an exchange leaves its persons: gone (a departure), seconded out, or arrived at `toUnitId` (as `entryMethod` says). */
interface ExchangeSides {
  kind: 'departure' | 'secondment' | 'arrival';
  mode: string;
  toUnitId: number;
  inSystem: boolean;
  entryMethod(l: ExchangeLine): string;
}

function sidesOf(f: FilingRow): ExchangeSides {
  if (f.filingType === 'INTERNAL_EXCHANGE') {
    const h = internalOf(f);
    return { kind: h.exchangeMode === 'SECONDMENT' ? 'secondment' : 'arrival', mode: h.exchangeMode, toUnitId: h.toUnitId, inSystem: true, entryMethod: () => 'INTERNAL' };
  }
  const h = exchangeOf(f);
  return {
    kind: h.direction === 'OUT' ? 'departure' : 'arrival', mode: h.exchangeMode, toUnitId: f.unitId, inSystem: h.counterpartInSystem, entryMethod: (l) => arrivalEntryMethod(f, l),
  };
}

/**
 * The correction's reversal (domain.md §3.5): an arrival withdrawn — the person back as the exchange found them (the
 * sending unit, establishment, post and record status it recorded), or a record it put on the books taken off them —, a
 * departure or secondment undone (the status it recorded given back); the history rows it wrote removed, the status
 * period it ended, and the secondment a 借调转调 or a departure of a person seconded out ended, open again. Refused
 * while a later filing has changed or holds the person, or the person no longer stands as the exchange left them. Only
 * the lines landed come here: a line still waiting for its day is cancelled with the original (reverseCorrected).
 */
async function undoExchange(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  const sides = sidesOf(original);
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p) continue;
    const before = beforeOf<ExchangeBefore>(l);
    if (before && 'newRecord' in before) {
      await assertWithdrawable(db, p, original, sides.toUnitId);
      await withdrawRecord(db, p, original, actor);
      continue;
    }
    await assertUnchangedSince(db, p, original);
    if (!before) throw beforeNotRecorded(p, ...UNRECORDED);
    const given: Partial<PersonRow> = sides.kind === 'departure' ? { personStatus: 'REDUCED', reduceFilingId: original.id }
      : sides.kind === 'secondment' ? { personStatus: 'SECONDED_OUT' }
        : arrivalOf({ ...before, estabStatus: p.estabStatus }, lineOf(l), sides.toUnitId, sides.entryMethod(lineOf(l)), sides.inSystem, sides.mode);
    if (Object.entries(given).some(([k, v]) => p[k as keyof PersonRow] !== v)) throw changedSince(p, null);
    await removeHistoryOf(db, p.id, original);
    await reopenPeriod(db, before.closedPeriod);
    await reopenSecondment(db, before.endedSecondment);
    const back = sides.kind === 'arrival' ? fieldsOf(before)
      : { personStatus: before.personStatus, ...(sides.kind === 'departure' ? { reduceType: null, reduceDate: null, reduceFilingId: null } : {}) };
    await db.update(persons).set({ ...back, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
  }
}

/** 人员交流 RYJL (domain.md §2.5): transfers in (within the system or from outside) and out of the system. */
export const exchangeFiling: FilingDefinition = {
  type: 'EXCHANGE',
  header: exchangeHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: exchangeLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [exchangeRules, postClaimRule, correctionRule],
  async onSubmit(db, f, lines) {
    const h = exchangeOf(f);
    if (h.direction === 'IN' && !h.counterpartInSystem) await setRecordStatus(db, lines, 'DRAFT', 'PENDING');
    if (h.counterpartInSystem) await nameUnits(db, f, { counterpartUnitName: h.counterpartUnitId! });
  },
  onRelease: (db, f, lines) => (exchangeOf(f).direction === 'IN' && !exchangeOf(f).counterpartInSystem ? setRecordStatus(db, lines, 'PENDING', 'DRAFT') : Promise.resolve()),
  effectiveOn: { perLine: (l) => lineOf(l).effectiveDate },
  async applyEffect(db, filing, lines, actor) {
    const h = exchangeOf(filing);
    const people = await linePersons(db, lines);
    const found = await unitsById(db, [filing.unitId, h.counterpartUnitId ?? -1]);
    const own = found.get(filing.unitId)!;
    for (const l of lines) {
      const described = h.direction === 'IN' && !h.counterpartInSystem && l.personId === null && lineOf(l).newPerson;
      const person = described ? await describedPerson(db, filing, l, actor) : personOf(people, l);
      if (!person) continue;
      const line = lineOf(l);
      if (h.direction === 'OUT') {
        await startLeaving(db, filing, l, person, 'REDUCED', `调出（${codeName('exchangeReason', line.reason)}）`);
        await db.update(persons).set({
          personStatus: 'REDUCED', reduceType: 'TRANSFER_OUT', reduceDate: line.effectiveDate, reduceFilingId: filing.id, version: person.version + 1,
          updatedAt: new Date(), updatedBy: actor.id,
        }).where(eq(persons.id, person.id));
        await db.insert(personExchanges).values({
          personId: person.id, unitId: own.id, sourceFilingId: filing.id, direction: 'OUT', exchangeMode: h.exchangeMode, counterpartUnitName: h.counterpartUnitName ?? null,
          reason: line.reason, effectiveDate: line.effectiveDate,
        });
        continue;
      }
      if (described) await recordBefore(db, l, { newRecord: true } satisfies ExchangeBefore);
      else {
        // 借调转调: the secondment the transfer turns into ends the day before (both units' rows), as the period 借调出, the
        // person on duty at the receiving unit from the transfer on.
        const endedSecondment = h.exchangeMode === 'SECONDMENT_END' ? await endSecondment(db, person.id, line.effectiveDate) : [];
        const closedPeriod = endsSecondment(h.exchangeMode, person) ? await startPeriod(db, { ...person, unitId: own.id }, {
          sourceFilingId: filing.id, toStatus: 'ON_DUTY', startDate: line.effectiveDate, reason: `借调转调（${codeName('exchangeReason', line.reason)}）`,
        }) : undefined;
        await keepRecordFound(db, l, person, {
          ...movedBefore(person), ...(closedPeriod !== undefined ? { closedPeriod } : {}), ...(endedSecondment.length ? { endedSecondment } : {}),
        } satisfies ExchangeBefore);
      }
      const fromUnit = h.counterpartInSystem ? found.get(h.counterpartUnitId!) ?? null : null;
      await arrive(db, {
        filing, person, line, mode: h.exchangeMode, fromUnit, toUnit: own, counterpartName: h.counterpartUnitName ?? null,
        entryMethod: arrivalEntryMethod(filing, line), actor,
      });
    }
  },
  reverseEffect: undoExchange,
};

/** R-JL-02 and R-JL-01: two units of the filing's authority, persons on the sending unit's books, room at the receiving one. */
async function internalRules(ctx: RuleContext): Promise<Finding[]> {
  const h = internalOf(ctx.filing);
  const found = await unitsById(ctx.db, [h.fromUnitId, h.toUnitId]);
  const from = found.get(h.fromUnitId);
  const to = found.get(h.toUnitId);
  if (!from || !to) return [{ code: 'R-JL-02', level: 'ERROR', message: '调出或调入单位不存在', messageEn: 'No such sending or receiving unit', field: 'header' }];
  const facts = (u: typeof from) => ({ id: u.id, name: u.unitName, competentDeptId: u.competentDeptId });
  const header = internalExchangeFindings(facts(from), facts(to), ctx.filing.competentDeptId, ctx.filing.unitId, ctx.unit.isCompetentDept)
    .map((f) => ({ ...f, level: 'ERROR' as const }));
  if (header.length) return header;
  const entry = entryMethodRule(ctx.lines, 'internal', h.exchangeMode);
  if (entry.length) return entry;
  const movable = await movableRule(ctx.db, ctx.filing, ctx.lines, h.fromUnitId, { mode: h.exchangeMode, toUnitId: h.toUnitId });
  if (movable.length || !moveOf(ctx.filing)) return movable;
  return arrivalQuotaRule(ctx, h.toUnitId);
}

/** 内部人员交流 NBJL: the competent authority moves persons between its own units (a secondment keeps the unit). */
export const internalExchangeFiling: FilingDefinition = {
  type: 'INTERNAL_EXCHANGE',
  header: internalExchangeHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: exchangeLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [internalRules, postClaimRule, correctionRule],
  unitsJudged: (f) => [internalOf(f).fromUnitId, internalOf(f).toUnitId],
  decidedByFilingAuthority: true,
  onSubmit: (db, f) => nameUnits(db, f, { fromUnitName: internalOf(f).fromUnitId, toUnitName: internalOf(f).toUnitId }),
  effectiveOn: { perLine: (l) => lineOf(l).effectiveDate },
  async applyEffect(db, filing, lines, actor) {
    const h = internalOf(filing);
    const people = await linePersons(db, lines);
    const found = await unitsById(db, [h.fromUnitId, h.toUnitId]);
    const fromUnit = found.get(h.fromUnitId)!;
    const toUnit = found.get(h.toUnitId)!;
    for (const l of lines) {
      const person = personOf(people, l);
      if (!person) continue;
      const line = lineOf(l);
      if (h.exchangeMode !== 'SECONDMENT') {
        await keepRecordFound(db, l, person, movedBefore(person));
        await arrive(db, { filing, person, line, mode: h.exchangeMode, fromUnit, toUnit, counterpartName: null, entryMethod: 'INTERNAL', actor });
        continue;
      }
      await startLeaving(db, filing, l, person, 'SECONDED_OUT', `借调至${toUnit.unitName}（${codeName('exchangeReason', line.reason)}）`);
      await db.update(persons).set({ personStatus: 'SECONDED_OUT', version: person.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, person.id));
      const base = { personId: person.id, sourceFilingId: filing.id, exchangeMode: h.exchangeMode, reason: line.reason, effectiveDate: line.effectiveDate };
      await db.insert(personExchanges).values([
        { ...base, unitId: fromUnit.id, direction: 'OUT', counterpartUnitId: toUnit.id, counterpartUnitName: toUnit.unitName },
        { ...base, unitId: toUnit.id, direction: 'IN', counterpartUnitId: fromUnit.id, counterpartUnitName: fromUnit.unitName },
      ]);
    }
  },
  reverseEffect: undoExchange,
};
