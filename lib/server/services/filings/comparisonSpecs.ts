import 'server-only';
import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { RewardPunishLine } from '@/lib/contracts/assessment';
import { defaultEntryMethod, type ExchangeHeader, type ExchangeLine, type InternalExchangeHeader } from '@/lib/contracts/exchange';
import type { ComparedField, FilingType } from '@/lib/contracts/filing';
import type { PostMoveLine } from '@/lib/contracts/jobManage';
import type { IntakePersonFields } from '@/lib/contracts/recruit';
import type { PersonStatusLine } from '@/lib/contracts/personStatus';
import { STATUS_CHANGE_PATHS } from '@/lib/domain/personStatus';
import { secondLevelAfterDemotion } from '@/lib/domain/rewardPunish';
import type { Db } from '../../db/client';
import { moveKindOf } from '../jobManage';
import { resultIntakeFields, resultPlanOf, talentIntakeFields } from '../recruit/intakeFields';
import type { IntakeFields } from '../recruit/persons';
import type { FilingLineRow, FilingRow } from './definition';
import type { PersonRow } from './types/personLines';

/**
 * How a type's line changes its person: the fields it shows, and what it sets of the person as found before it (null
 * for a line that changes no record). Each mirrors what the type's effect writes (types/*.ts applyEffect).
 */
export interface ComparisonSpec {
  fields: readonly ComparedField[];
  after(filing: FilingRow, line: FilingLineRow, before: PersonRow): Partial<PersonRow> | null;
  /** A line that puts a record on the books, with nothing before it; `found`, the record the line names, if any. */
  isNew?(filing: FilingRow, line: FilingLineRow, found: PersonRow | undefined): boolean;
  /** A line that names its person by the ID number alone (an intake not decided yet): the number, to find a record on file. */
  idNumberOf?(line: FilingLineRow): string | null;
  /** The person a new record starts from, before what the line sets (by default, an arrival's `newPerson`). */
  describe?(line: FilingLineRow): PersonRow;
}

/** A type whose comparison reads more than the filing (a result's plan): its spec, built for the filing. */
type SpecFor = (db: Db, filing: FilingRow) => Promise<ComparisonSpec>;

const PERSON_RECORD: readonly ComparedField[] = [
  'name', 'idNumber', 'gender', 'birthDate', 'workStartDate', 'unitEntryDate', 'education', 'degree', 'estabStatus', 'estabType',
  'postCategory', 'postLevel', 'titleLevel', 'workerSkill', 'personStatus', 'recordStatus',
];
const POST: readonly ComparedField[] = ['postCategory', 'postLevel', 'appointDate', 'dualPost', 'secondPostCategory', 'secondPostLevel'];
const MOVED: readonly ComparedField[] = [
  'unitName', 'unitEntryDate', 'entryMethod', 'estabStatus', 'estabType', 'postCategory', 'postLevel', 'appointDate', 'personStatus', 'recordStatus',
];

const personInfo: ComparisonSpec = {
  fields: PERSON_RECORD,
  after: (_f, l) => ({ ...(l.payload.op === 'CHANGE' ? (l.payload.changes ?? {}) as Partial<PersonRow> : {}), recordStatus: 'FILED' }),
  isNew: (_f, l) => l.payload.op === 'NEW',
};

/** POST_APPOINT, POST_CHANGE (postMove.ts afterMove). */
const postMove: ComparisonSpec = {
  fields: POST,
  after(filing, l) {
    const m = l.payload as PostMoveLine;
    switch (moveKindOf(filing)) {
      case 'DISMISS_POST': return { postCategory: null, postLevel: null, appointDate: null };
      case 'DUAL_ADD': return { dualPost: true, secondPostCategory: m.secondCategory ?? null, secondPostLevel: m.secondLevel ?? null };
      case 'DUAL_REMOVE': return { dualPost: false, secondPostCategory: null, secondPostLevel: null };
      default: return { postCategory: m.toCategory ?? null, postLevel: m.toLevel ?? null, appointDate: m.appointStart };
    }
  },
};

/** ESTAB_CONVERSION (estabConversion.ts convertedOf). */
const estabConversion: ComparisonSpec = {
  fields: ['estabStatus', 'estabType', 'outEmployForm', 'postCategory', 'postLevel', 'appointDate'],
  after(_f, l, p) {
    const c = l.payload as EstabConversionLine;
    const postChanged = c.toCategory !== null && c.toLevel !== null && (c.toCategory !== p.postCategory || c.toLevel !== p.postLevel);
    return {
      estabStatus: c.toEstabStatus, estabType: c.toEstabStatus === 'IN' ? c.toEstabType : null, outEmployForm: c.toEstabStatus === 'OUT' ? c.toOutEmployForm : null,
      ...(postChanged ? { postCategory: c.toCategory, postLevel: c.toLevel, appointDate: c.effectiveDate } : {}),
    };
  },
};

/** REWARD_PUNISH: a demotion lowers the post (both posts of a 双肩挑), an expulsion reduces the person (rewardPunish.ts). */
const rewardPunish: ComparisonSpec = {
  fields: ['postCategory', 'postLevel', 'secondPostLevel', 'appointDate', 'personStatus'],
  after(_f, l, p) {
    const rp = l.payload as RewardPunishLine;
    if (rp.rpType === 'EXPEL') return { personStatus: 'REDUCED' };
    if (rp.rpType !== 'DEMOTE' || !rp.demoteToLevel || !p.postCategory || !p.postLevel) return null;
    const second = p.dualPost && p.secondPostLevel ? secondLevelAfterDemotion(p.postLevel, rp.demoteToLevel, p.secondPostLevel) : null;
    return { postLevel: rp.demoteToLevel, appointDate: rp.effectiveDate, ...(second ? { secondPostLevel: second } : {}) };
  },
};

/**
 * An arrival at `toUnitId` (exchange.ts arrivalOf): the post the line gives, else the one held, from the arrival on; on
 * duty when it turns the person's secondment into a transfer (借调转调).
 */
function arrival(p: PersonRow, l: ExchangeLine, toUnitId: number, entryMethod: string, mode: string): Partial<PersonRow> {
  const post = l.toPostCategory && l.toPostLevel ? { postCategory: l.toPostCategory, postLevel: l.toPostLevel, appointDate: l.effectiveDate } : {};
  return {
    unitId: toUnitId, unitEntryDate: l.effectiveDate, entryMethod, estabStatus: p.estabStatus ?? 'IN',
    estabType: p.estabStatus !== 'OUT' ? l.toEstabType ?? p.estabType : p.estabType,
    appointDate: p.appointDate && p.appointDate < l.effectiveDate ? l.effectiveDate : p.appointDate,
    ...post, recordStatus: 'FILED', personStatus: mode === 'SECONDMENT_END' && p.personStatus === 'SECONDED_OUT' ? 'ON_DUTY' : p.personStatus ?? 'ON_DUTY',
  };
}

const exchange: ComparisonSpec = {
  fields: MOVED,
  after(filing, l, p) {
    const h = filing.header as ExchangeHeader;
    const line = l.payload as ExchangeLine;
    if (h.direction === 'OUT') return { personStatus: 'REDUCED' };
    const entryMethod = h.counterpartInSystem ? 'TRANSFER_IN' : line.entryMethod ?? defaultEntryMethod(h.exchangeMode);
    return arrival(p, line, filing.unitId, entryMethod, h.exchangeMode);
  },
  isNew: (filing, l) => (filing.header as ExchangeHeader).direction === 'IN' && !(filing.header as ExchangeHeader).counterpartInSystem
    && Boolean((l.payload as ExchangeLine).newPerson) && (l.personId === null || isRecord(l.payload.before) && l.payload.before.newRecord === true),
};

const internalExchange: ComparisonSpec = {
  fields: MOVED,
  after(filing, l, p) {
    const h = filing.header as InternalExchangeHeader;
    if (h.exchangeMode === 'SECONDMENT') return { personStatus: 'SECONDED_OUT' };
    return arrival(p, l.payload as ExchangeLine, h.toUnitId, 'INTERNAL', h.exchangeMode);
  },
};

const personStatus: ComparisonSpec = {
  fields: ['personStatus'],
  after: (_f, l) => ({ personStatus: STATUS_CHANGE_PATHS[(l.payload as PersonStatusLine).change]?.to ?? null }) as Partial<PersonRow>,
};

const staffReduce: ComparisonSpec = {
  fields: ['personStatus'],
  after: () => ({ personStatus: 'REDUCED' }),
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const INTAKE: readonly ComparedField[] = [
  'name', 'idNumber', 'gender', 'birthDate', 'education', 'degree', 'unitName', 'entryMethod', 'estabStatus', 'estabType', 'outEmployForm',
  'postCategory', 'postLevel', 'titleLevel', 'personStatus', 'recordStatus',
];

/**
 * TALENT_INTRO, RECRUIT_RESULT (recruit/persons.ts createIntakePersons): the person as filed, put on record awaiting
 * arrival — a new record, or a former employee's (reduced, found by the ID number) taken up again.
 */
function intake(fieldsOf: IntakeFields): ComparisonSpec {
  return {
    fields: INTAKE,
    after(filing, l) {
      const p = l.payload as unknown as IntakePersonFields;
      return {
        name: p.name, idNumber: p.idNumber.toUpperCase(), gender: p.gender, birthDate: p.birthDate, education: p.education, degree: p.degree ?? null,
        outEmployForm: null, ...fieldsOf(l), unitId: filing.unitId, personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED',
      } as Partial<PersonRow>;
    },
    idNumberOf: (l) => (l.personId === null && typeof l.payload.idNumber === 'string' ? l.payload.idNumber : null),
    // Decided, a line keeps the former employee's record as the approval found it (recordFound); a new one keeps none.
    isNew: (_f, l, found) => (l.personId === null ? !found : !isRecord(l.payload.recordFound)),
    describe: () => ({}) as PersonRow,
  };
}

export const COMPARISON_SPECS: Partial<Record<FilingType, ComparisonSpec | SpecFor>> = {
  PERSON_INFO: personInfo,
  POST_APPOINT: postMove,
  POST_CHANGE: postMove,
  ESTAB_CONVERSION: estabConversion,
  REWARD_PUNISH: rewardPunish,
  EXCHANGE: exchange,
  INTERNAL_EXCHANGE: internalExchange,
  PERSON_STATUS: personStatus,
  STAFF_REDUCE: staffReduce,
  TALENT_INTRO: async (_db, filing) => intake(talentIntakeFields(filing)),
  RECRUIT_RESULT: async (db, filing) => intake(resultIntakeFields((await resultPlanOf(db, filing))?.posts ?? [])),
};

/** The comparison of the filing's type, or undefined for a type that changes no person record. */
export async function comparisonSpecOf(db: Db, filing: FilingRow): Promise<ComparisonSpec | undefined> {
  const spec = COMPARISON_SPECS[filing.filingType as FilingType];
  return typeof spec === 'function' ? spec(db, filing) : spec;
}
