import 'server-only';
import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { RewardPunishLine } from '@/lib/contracts/assessment';
import { defaultEntryMethod, type ExchangeHeader, type ExchangeLine, type InternalExchangeHeader } from '@/lib/contracts/exchange';
import type { ComparedField, FilingType } from '@/lib/contracts/filing';
import type { PostMoveLine } from '@/lib/contracts/jobManage';
import type { PersonStatusLine } from '@/lib/contracts/personStatus';
import { STATUS_CHANGE_PATHS } from '@/lib/domain/personStatus';
import { secondLevelAfterDemotion } from '@/lib/domain/rewardPunish';
import { moveKindOf } from '../jobManage';
import type { FilingLineRow, FilingRow } from './definition';
import type { PersonRow } from './types/personLines';

/**
 * How a type's line changes its person: the fields it shows, and what it sets of the person as found before it (null
 * for a line that changes no record). Each mirrors what the type's effect writes (types/*.ts applyEffect).
 */
export interface ComparisonSpec {
  fields: readonly ComparedField[];
  after(filing: FilingRow, line: FilingLineRow, before: PersonRow): Partial<PersonRow> | null;
  /** A line that puts a record on the books, with nothing before it. */
  isNew?(filing: FilingRow, line: FilingLineRow): boolean;
}

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

/** An arrival at `toUnitId` (exchange.ts arrivalOf): the post the line gives, else the one held, from the arrival on. */
function arrival(p: PersonRow, l: ExchangeLine, toUnitId: number, entryMethod: string): Partial<PersonRow> {
  const post = l.toPostCategory && l.toPostLevel ? { postCategory: l.toPostCategory, postLevel: l.toPostLevel, appointDate: l.effectiveDate } : {};
  return {
    unitId: toUnitId, unitEntryDate: l.effectiveDate, entryMethod, estabStatus: p.estabStatus ?? 'IN',
    estabType: p.estabStatus !== 'OUT' ? l.toEstabType ?? p.estabType : p.estabType,
    appointDate: p.appointDate && p.appointDate < l.effectiveDate ? l.effectiveDate : p.appointDate,
    ...post, recordStatus: 'FILED', personStatus: p.personStatus ?? 'ON_DUTY',
  };
}

const exchange: ComparisonSpec = {
  fields: MOVED,
  after(filing, l, p) {
    const h = filing.header as ExchangeHeader;
    const line = l.payload as ExchangeLine;
    if (h.direction === 'OUT') return { personStatus: 'REDUCED' };
    const entryMethod = h.counterpartInSystem ? 'TRANSFER_IN' : line.entryMethod ?? defaultEntryMethod(h.exchangeMode);
    return arrival(p, line, filing.unitId, entryMethod);
  },
  isNew: (filing, l) => (filing.header as ExchangeHeader).direction === 'IN' && !(filing.header as ExchangeHeader).counterpartInSystem
    && Boolean((l.payload as ExchangeLine).newPerson) && (l.personId === null || isRecord(l.payload.before) && l.payload.before.newRecord === true),
};

const internalExchange: ComparisonSpec = {
  fields: MOVED,
  after(filing, l, p) {
    const h = filing.header as InternalExchangeHeader;
    if (h.exchangeMode === 'SECONDMENT') return { personStatus: 'SECONDED_OUT' };
    return arrival(p, l.payload as ExchangeLine, h.toUnitId, 'INTERNAL');
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

export const COMPARISON_SPECS: Partial<Record<FilingType, ComparisonSpec>> = {
  PERSON_INFO: personInfo,
  POST_APPOINT: postMove,
  POST_CHANGE: postMove,
  ESTAB_CONVERSION: estabConversion,
  REWARD_PUNISH: rewardPunish,
  EXCHANGE: exchange,
  INTERNAL_EXCHANGE: internalExchange,
  PERSON_STATUS: personStatus,
  STAFF_REDUCE: staffReduce,
};
