import 'server-only';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FilingType } from '@/lib/contracts/filing';
import { filingStatusWord } from '@/lib/domain/filing/statusWord';
import type { Db } from '../../db/client';
import { filingLines, filings, filingTypeConfigs, persons, units } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { counterpartUnits, unitsUnderAuthority } from '../exchange';
import { correctionConflict, NOT_CORRECTABLE } from './corrections';

/**
 * Whose persons a filing's lines name: none; the filing unit's; or, for a move between units, the filed persons of the
 * unit a header field names (the field is returned; null means the filing unit's after all).
 */
export type LinePersons = 'none' | 'own' | ((header: Record<string, unknown>) => string | null);

/** What a header field's id names: a filing of the same unit, an exchange's counterpart unit, a unit of the filing's competent authority. */
export type HeaderReference = 'ownFiling' | 'counterpartUnit' | 'authorityUnit';

export interface FilingReferences {
  persons: LinePersons;
  header?: Record<string, HeaderReference>;
  /**
   * The line field that carries the ID number of a person drawn from another unit's books, as the clerk read it off the
   * transfer papers: knowing a person's id is not enough to name them (nor to read their details back).
   */
  idNumberProof?: string;
}

const OWN: FilingReferences = { persons: 'own' };
const NONE: FilingReferences = { persons: 'none' };

/**
 * Every id each type's header and lines may carry (architecture, "Scope applies to every id a request names"). A Record
 * over the types, so a new type cannot be registered without saying what its ids name; references.test.ts checks every
 * `…Id` field of the types' schemas is declared here.
 */
export const FILING_REFERENCES: Record<FilingType, FilingReferences> = {
  UNIT_INFO: NONE,
  PERSON_INFO: OWN,
  POST_SETTING: NONE,
  RECRUIT_PLAN: NONE,
  TALENT_INTRO: NONE,
  RECRUIT_RESULT: { persons: 'none', header: { planFilingId: 'ownFiling', publicityFilingId: 'ownFiling' } },
  ANNOUNCEMENT: { persons: 'none', header: { relatedFilingId: 'ownFiling' } },
  EXCHANGE: {
    persons: (h) => (h.direction === 'IN' && h.counterpartInSystem === true ? 'counterpartUnitId' : null),
    header: { counterpartUnitId: 'counterpartUnit' },
    idNumberProof: 'personIdNumber',
  },
  INTERNAL_EXCHANGE: { persons: () => 'fromUnitId', header: { fromUnitId: 'authorityUnit', toUnitId: 'authorityUnit' } },
  POST_APPOINT: OWN,
  POST_CHANGE: OWN,
  STAFF_REDUCE: OWN,
  ASSESSMENT_REPORT: OWN,
  REWARD_PUNISH: OWN,
  ESTAB_CONVERSION: OWN,
  PERSON_STATUS: OWN,
};

/** The one answer for an id that does not exist and for one outside the caller's scope alike. */
function notFound(field: string, what: string, noSuchEn: string): ApiError {
  return new ApiError(422, `${field}: ${what}不存在`, { field }, `${field}: ${noSuchEn}`);
}

/** The filing as the check sees it: whose it is, under which authority. */
export interface FilingOwner {
  type: FilingType;
  unitId: number;
  competentDeptId: number | null;
}

/** An id the database can hold: anything else names nothing (and must not reach a query as an int4 overflow). */
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647;

/** The units a header field may name: an exchange's counterparts (and the filing's own unit, which the rules refuse by name), or the authority's units. */
function unitRange(kind: 'counterpartUnit' | 'authorityUnit', user: SessionUser, owner: FilingOwner): SQL {
  if (kind === 'counterpartUnit') return or(counterpartUnits(user), eq(units.id, owner.unitId))!;
  return unitsUnderAuthority(owner.competentDeptId);
}

async function checkHeader(db: Db, user: SessionUser, owner: FilingOwner, header: Record<string, unknown>): Promise<void> {
  for (const [key, kind] of Object.entries(FILING_REFERENCES[owner.type].header ?? {})) {
    const id = header[key];
    if (typeof id !== 'number') continue; // absent, or of the wrong type: the field check answers that
    const field = `header.${key}`;
    const missing = () => (kind === 'ownFiling' ? notFound(field, '业务', 'no such filing') : notFound(field, '单位', 'no such unit'));
    if (!isId(id)) throw missing();
    const [row] = kind === 'ownFiling'
      ? await db.select({ id: filings.id }).from(filings).where(and(eq(filings.id, id), eq(filings.unitId, owner.unitId), eq(filings.deleted, false)))
      : await db.select({ id: units.id }).from(units).where(and(eq(units.id, id), unitRange(kind, user, owner)));
    if (!row) throw missing();
  }
}

/**
 * A correction names an approved filing of the same type of the unit's own, of a type that can undo its effect, not
 * corrected yet and with no other correction under review.
 */
async function checkCorrected(db: Db, owner: FilingOwner, id: number): Promise<void> {
  const field = 'correctsFilingId';
  if (!isId(id)) throw notFound(field, '被更正的业务', 'no such filing to correct');
  const [row] = await db.select({ type: filings.filingType, status: filings.status, typeName: filingTypeConfigs.nameZh, typeNameEn: filingTypeConfigs.nameEn })
    .from(filings).innerJoin(filingTypeConfigs, eq(filingTypeConfigs.type, owner.type))
    .where(and(eq(filings.id, id), eq(filings.unitId, owner.unitId), eq(filings.deleted, false)));
  if (!row) throw notFound(field, '被更正的业务', 'no such filing to correct');
  // The word the type's approved filings read as everywhere: 已核准 or 已备案.
  const zh = filingStatusWord('APPROVED', owner.type, 'zh');
  const en = filingStatusWord('APPROVED', owner.type, 'en').toLowerCase();
  if (row.type !== owner.type) {
    throw new ApiError(422, `${field}: 只能更正本单位${zh}的${row.typeName}`, { field }, `${field}: only a ${row.typeNameEn} of your unit that is ${en} can be corrected`);
  }
  if (row.status !== 'APPROVED') {
    throw new ApiError(422, `${field}: 被更正的业务尚未${zh.slice(1)}，只能更正${zh}的业务`, { field }, `${field}: the corrected filing is not ${en}; only a ${en} filing can be corrected`);
  }
  // Loaded here: the registry's types import the post rules, which import this file.
  const { definitionOf } = await import('./registry');
  if (!definitionOf(owner.type).reverseEffect) throw NOT_CORRECTABLE();
  const conflict = await correctionConflict(db, id);
  if (conflict) throw new ApiError(422, `${field}: ${conflict.message}`, { field }, `${field}: ${conflict.messageEn}`);
}

/** Whether a line that draws a person from another unit carries that person's ID number, where the type asks for it. */
export function provesIdentity(type: FilingType, payload: unknown, idNumber: string): boolean {
  const field = FILING_REFERENCES[type].idNumberProof;
  if (!field) return true;
  const typed = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[field] : undefined;
  return typeof typed === 'string' && typed.trim().toUpperCase() === idNumber;
}

type NamedLine = { personId?: number | null; payload?: unknown };

/**
 * Each line's person: of the unit the type's lines draw from (filed, and named with their ID number, if that is another
 * unit), and only on types whose lines name persons.
 */
async function checkPersons(db: Db, owner: FilingOwner, header: Record<string, unknown>, lines: NamedLine[], correctsFilingId?: number | null): Promise<void> {
  const named = lines.map((l, n) => ({ id: l.personId, n, payload: l.payload }))
    .filter((l): l is { id: number; n: number; payload: unknown } => l.id !== undefined && l.id !== null);
  if (!named.length) return;
  const bad = named.find((l) => !isId(l.id));
  if (bad) throw notFound(`lines.${bad.n}.personId`, '人员', 'no such person');
  const declared = FILING_REFERENCES[owner.type].persons;
  const sourceField = typeof declared === 'function' ? declared(header) : null;
  // A base unit moves only its own persons among its authority's units (NBJL); the authority draws from any of them.
  const byBaseUnit = sourceField !== null && FILING_REFERENCES[owner.type].header?.[sourceField] === 'authorityUnit' && owner.unitId !== owner.competentDeptId;
  const source = sourceField === null || byBaseUnit ? owner.unitId : header[sourceField];
  const rows = await db.select({ id: persons.id, unitId: persons.unitId, recordStatus: persons.recordStatus, idNumber: persons.idNumber }).from(persons)
    .where(and(inArray(persons.id, [...new Set(named.map((l) => l.id))]), eq(persons.deleted, false)));
  const found = new Map(rows.map((p) => [p.id, p]));
  // The persons of the unit's own filing a correction replaces are named where that filing left them (moved to another unit).
  const corrected = new Set(correctsFilingId ? (await db.select({ personId: filingLines.personId }).from(filingLines)
    .where(eq(filingLines.filingId, correctsFilingId))).map((l) => l.personId) : []);
  for (const { id, n, payload } of named) {
    const p = found.get(id);
    const inScope = p !== undefined && (corrected.has(id) || p.unitId === source)
      && (source === owner.unitId || (p.recordStatus === 'FILED' && provesIdentity(owner.type, payload, p.idNumber)));
    if (!inScope) throw notFound(`lines.${n}.personId`, '人员', 'no such person');
  }
  if (declared === 'none') {
    const field = `lines.${named[0].n}.personId`;
    throw new ApiError(400, `${field}: 该类业务的明细不填人员`, { field }, `${field}: the lines of this filing type name no person`);
  }
}

/**
 * Checks every id a filing's content names against the caller's scope, before its fields are checked and before anything
 * about it is read back: the header's filings and units, the corrected filing, the lines' persons. Out of scope answers
 * as "not found" does.
 */
export async function checkReferences(
  db: Db, user: SessionUser, owner: FilingOwner,
  content: { header: Record<string, unknown>; lines: NamedLine[]; correctsFilingId?: number | null },
): Promise<void> {
  await checkHeader(db, user, owner, content.header);
  if (content.correctsFilingId != null) await checkCorrected(db, owner, content.correctsFilingId);
  await checkPersons(db, owner, content.header, content.lines, content.correctsFilingId);
}
