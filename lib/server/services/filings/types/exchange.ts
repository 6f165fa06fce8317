import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ARRIVAL_ENTRY_METHODS, CONSENT_CATEGORY, defaultEntryMethod, exchangeHeader, exchangeLine, internalExchangeHeader, type ExchangeHeader, type ExchangeLine, type InternalExchangeHeader } from '@/lib/contracts/exchange';
import type { Finding } from '@/lib/domain/filing/findingText';
import { exchangeHeaderFindings, internalExchangeFindings, movableFinding, quotaShortfalls } from '@/lib/domain/exchange';
import { ENTRY_ROUTES } from '@/lib/domain/postEligibility';
import { newPersonIssues } from '@/lib/domain/recruit';
import type { Db } from '../../../db/client';
import { attachments, filingLines, filings, personEstabHistory, personExchanges, personPostHistory, persons, units } from '../../../db/tables';
import { moveOf } from '../../exchange';
import { findOrRevivePerson } from '../../persons/revive';
import { idNumberIssues, type NewPersonAt } from '../../recruit/persons';
import { postClaimRule } from '../../postClaims';
import { quotaUse } from '../../quota';
import type { SessionUser } from '../../../session';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { codeName, codeNameEn, lineError, linePersons, NO_LINES, personOf, type PersonRow } from './personLines';

const lineOf = (l: FilingLineRow) => l.payload as ExchangeLine;
const exchangeOf = (f: FilingRow) => f.header as ExchangeHeader;
const internalOf = (f: FilingRow) => f.header as InternalExchangeHeader;

async function unitsById(db: Db, ids: number[]) {
  const rows = ids.length ? await db.select().from(units).where(and(inArray(units.id, ids), eq(units.deleted, false))) : [];
  return new Map(rows.map((u) => [u.id, u]));
}

/** Who leaves which unit: the persons of a transfer within the system are checked at the sending unit (R-JL-01). */
async function movableRule(db: Db, lines: FilingLineRow[], fromUnitId: number): Promise<Finding[]> {
  if (!lines.length) return [NO_LINES];
  const from = (await unitsById(db, [fromUnitId])).get(fromUnitId);
  if (!from) return [{ code: 'R-JL-01', level: 'ERROR', message: '调出单位不存在', messageEn: 'No such sending unit', field: 'header' }];
  const people = await linePersons(db, lines);
  return lines.flatMap((l) => {
    const p = personOf(people, l);
    const problem = p ? movableFinding(p, fromUnitId, from.unitName) : { message: '请选择人员', messageEn: 'Choose a person' };
    return problem ? [lineError(l, 'R-JL-01', problem.message, problem.messageEn)] : [];
  });
}

/** R-BZ-01 at the receiving unit: its vacancies, less what the other in-flight filings bring in, must take this filing's persons. */
async function arrivalQuotaRule(ctx: RuleContext, toUnitId: number): Promise<Finding[]> {
  const people = await linePersons(ctx.db, ctx.lines);
  const adding: Record<string, number> = {};
  for (const l of ctx.lines) {
    const p = personOf(people, l);
    // An arrival described on the line (no person on record yet) takes the establishment it names.
    const type = p ? (p.estabStatus === 'IN' ? lineOf(l).toEstabType ?? p.estabType : null) : lineOf(l).newPerson ? lineOf(l).toEstabType : null;
    if (type) adding[type] = (adding[type] ?? 0) + 1;
  }
  if (!Object.keys(adding).length) return [];
  const use = await quotaUse(ctx.db, toUnitId, ctx.filing.id);
  const vacancy = Object.fromEntries(use.map((u) => [u.estabType, u.vacancy]));
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

/** Moves a person to the receiving unit (or files an arrival from outside) and writes the histories of both sides. */
async function arrive(db: Db, m: Move): Promise<void> {
  const { person: p, line: l, filing } = m;
  const toUnitId = m.toUnit!.id;
  const estabType = p.estabStatus === 'IN' ? l.toEstabType ?? p.estabType : p.estabType;
  const post = l.toPostCategory && l.toPostLevel ? { postCategory: l.toPostCategory, postLevel: l.toPostLevel, appointDate: l.effectiveDate } : {};
  await db.update(persons).set({
    unitId: toUnitId, unitEntryDate: l.effectiveDate, entryMethod: m.entryMethod, estabType,
    // A post kept across the move is held in the receiving unit from the arrival on (R-DT-01: not before entering it).
    appointDate: p.appointDate && p.appointDate < l.effectiveDate ? l.effectiveDate : p.appointDate,
    ...post, deptName: m.fromUnit ? null : p.deptName,
    recordStatus: 'FILED', version: p.version + 1, updatedAt: new Date(), updatedBy: m.actor.id,
  }).where(eq(persons.id, p.id));
  const base = { personId: p.id, sourceFilingId: filing.id, exchangeMode: m.mode, reason: l.reason, effectiveDate: l.effectiveDate };
  await db.insert(personExchanges).values({ ...base, unitId: toUnitId, direction: 'IN', counterpartUnitId: m.fromUnit?.id ?? null, counterpartUnitName: m.fromUnit?.unitName ?? m.counterpartName });
  if (m.fromUnit) await db.insert(personExchanges).values({ ...base, unitId: m.fromUnit.id, direction: 'OUT', counterpartUnitId: toUnitId, counterpartUnitName: m.toUnit!.unitName });
  if (!m.fromUnit || estabType !== p.estabType) {
    await db.insert(personEstabHistory).values({
      personId: p.id, unitId: toUnitId, sourceFilingId: filing.id, fromEstabStatus: m.fromUnit ? p.estabStatus : null, fromEstabType: m.fromUnit ? p.estabType : null,
      toEstabStatus: p.estabStatus, toEstabType: estabType, effectiveDate: l.effectiveDate,
    });
  }
  if (post.postCategory) {
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
    return found;
  });
}

/**
 * Outside the system: an arrival is a person the unit registered (not yet filed) or one the line describes (found again
 * by the ID number when reduced before, R-ID-04); a departure one of the unit's filed persons.
 */
async function outsideRule(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [NO_LINES];
  const people = await linePersons(ctx.db, ctx.lines);
  const arriving = exchangeOf(ctx.filing).direction === 'IN';
  const described = arriving ? ctx.lines.filter((l) => l.personId === null) : [];
  if (described.length) {
    const issues = describedArrivalIssues(described, ctx.today);
    const onRecord = issues.length ? [] : await idNumberIssues(ctx.db, ctx.filing, described, DESCRIBED);
    const registered = ctx.lines.filter((l) => l.personId !== null);
    return [...issues, ...onRecord, ...(registered.length ? await outsideRule({ ...ctx, lines: registered }) : [])];
  }
  return ctx.lines.flatMap((l) => {
    const p = personOf(people, l);
    if (!p || p.unitId !== ctx.filing.unitId) return [lineError(l, 'R-GEN-01', '人员不存在或不属于本单位', 'no such person in your unit')];
    if (arriving && p.recordStatus === 'FILED') {
      return [lineError(l, 'R-ID-04', `${p.name}已备案，系统外调入请选择在人员信息中新登记（待上报）的人员`,
        `${p.name} is already filed; an arrival from outside the system is a person newly registered in the person records (not yet filed)`)];
    }
    if (!arriving) {
      const problem = movableFinding(p, ctx.filing.unitId, ctx.unit.unitName);
      if (problem) return [lineError(l, 'R-JL-01', problem.message, problem.messageEn)];
    }
    return [];
  });
}

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
  const found = await movableRule(ctx.db, ctx.lines, h.counterpartUnitId!);
  if (found.length) return found;
  const [consent] = await ctx.db.select({ id: attachments.id }).from(attachments)
    .where(and(eq(attachments.filingId, ctx.filing.id), eq(attachments.category, CONSENT_CATEGORY), eq(attachments.deleted, false))).limit(1);
  const consentMissing: Finding[] = consent ? [] : [{
    code: 'R-JL-01', level: ctx.phase === 'save' ? 'WARN' : 'ERROR', field: 'attachments', message: `缺少“${CONSENT_CATEGORY}”（调出单位可在其“调出相关”列表中上传）`,
    messageEn: "The sending unit's consent letter is missing (the sending unit uploads it from its outgoing list)",
  }];
  return [...consentMissing, ...(await arrivalQuotaRule(ctx, ctx.filing.unitId))];
}

/** 人员交流 RYJL (domain.md §2.5): transfers in (within the system or from outside) and out of the system. */
export const exchangeFiling: FilingDefinition = {
  type: 'EXCHANGE',
  header: exchangeHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: exchangeLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [exchangeRules, postClaimRule],
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
      const fromUnit = h.counterpartInSystem ? found.get(h.counterpartUnitId!) ?? null : null;
      await arrive(db, {
        filing, person, line, mode: h.exchangeMode, fromUnit, toUnit: own, counterpartName: h.counterpartUnitName ?? null,
        entryMethod: arrivalEntryMethod(filing, line), actor,
      });
    }
  },
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
  const movable = await movableRule(ctx.db, ctx.lines, h.fromUnitId);
  if (movable.length || !moveOf(ctx.filing)) return movable;
  return arrivalQuotaRule(ctx, h.toUnitId);
}

/** 内部人员交流 NBJL: the competent authority moves persons between its own units (a secondment keeps the unit). */
export const internalExchangeFiling: FilingDefinition = {
  type: 'INTERNAL_EXCHANGE',
  header: internalExchangeHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: exchangeLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [internalRules, postClaimRule],
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
        await arrive(db, { filing, person, line, mode: h.exchangeMode, fromUnit, toUnit, counterpartName: null, entryMethod: 'INTERNAL', actor });
        continue;
      }
      await db.update(persons).set({ personStatus: 'SECONDED_OUT', version: person.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, person.id));
      const base = { personId: person.id, sourceFilingId: filing.id, exchangeMode: h.exchangeMode, reason: line.reason, effectiveDate: line.effectiveDate };
      await db.insert(personExchanges).values([
        { ...base, unitId: fromUnit.id, direction: 'OUT', counterpartUnitId: toUnit.id, counterpartUnitName: toUnit.unitName },
        { ...base, unitId: toUnit.id, direction: 'IN', counterpartUnitId: fromUnit.id, counterpartUnitName: fromUnit.unitName },
      ]);
    }
  },
};
