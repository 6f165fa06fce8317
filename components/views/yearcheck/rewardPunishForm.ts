import type { RewardPunishLine } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { postLevelCategory, postLevelNo } from '@/lib/domain/codes';
import { PUNISH_TYPES, REWARD_TYPES } from '@/lib/domain/rewardPunish';

export interface RpPerson {
  name: string;
  idNumber: string;
  postCategory: string | null;
  postLevel: string | null;
}

/** One line as the clerk edits it ('' for none). */
export interface RpRow {
  personId: number;
  person: RpPerson;
  rpKind: 'REWARD' | 'PUNISH';
  rpType: string;
  rpName: string;
  reason: string;
  decisionDate: string;
  effectiveDate: string;
  approveOrg: string;
  docNo: string;
  demoteToLevel: string;
}

/** Message keys of `yearcheck.rp.errors` by field. */
export type RpErrors = Partial<Record<keyof RpRow, string>>;

export const typesOf = (kind: string): readonly string[] => (kind === 'REWARD' ? REWARD_TYPES : PUNISH_TYPES);

export const newRpRow = (personId: number, person: RpPerson): RpRow => ({
  personId, person, rpKind: 'REWARD', rpType: '', rpName: '', reason: '', decisionDate: '', effectiveDate: '', approveOrg: '', docNo: '', demoteToLevel: '',
});

export function rpRowsOf(filing: FilingDetail): RpRow[] {
  return filing.lines.map((l) => {
    const p = l.payload as Partial<RewardPunishLine>;
    const known = filing.linePersons[String(l.personId)];
    return {
      personId: l.personId!,
      person: { name: known?.name ?? String(l.personId), idNumber: known?.idNumber ?? '', postCategory: known?.postCategory ?? null, postLevel: known?.postLevel ?? null },
      rpKind: p.rpKind ?? 'REWARD', rpType: p.rpType ?? '', rpName: p.rpName ?? '', reason: p.reason ?? '', decisionDate: p.decisionDate ?? '',
      effectiveDate: p.effectiveDate ?? '', approveOrg: p.approveOrg ?? '', docNo: p.docNo ?? '', demoteToLevel: p.demoteToLevel ?? '',
    };
  });
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The form's own checks, the same as the contract's and R-JC-02 (the server repeats them). */
export function rpRowErrors(r: RpRow): RpErrors {
  const e: RpErrors = {};
  if (!r.rpType) e.rpType = 'rpType';
  else if (!typesOf(r.rpKind).includes(r.rpType)) e.rpType = 'typeKind';
  if (r.rpName.trim().length < 2) e.rpName = 'rpName';
  if (!isDate(r.decisionDate)) e.decisionDate = 'date';
  if (!isDate(r.effectiveDate)) e.effectiveDate = 'date';
  else if (isDate(r.decisionDate) && r.effectiveDate < r.decisionDate) e.effectiveDate = 'effectiveBefore';
  if (r.rpType === 'DEMOTE') {
    if (!r.person.postLevel) e.demoteToLevel = 'noLevel';
    else if (!r.demoteToLevel) e.demoteToLevel = 'demoteTo';
    else if (postLevelCategory(r.demoteToLevel) !== r.person.postCategory || (postLevelNo(r.demoteToLevel) ?? 0) <= (postLevelNo(r.person.postLevel) ?? 0)) e.demoteToLevel = 'demoteLower';
  }
  return e;
}

const orNull = (s: string) => s.trim() || null;

export const rpPayloadOf = (r: RpRow) => ({
  rpKind: r.rpKind, rpType: r.rpType, rpName: r.rpName.trim(), reason: orNull(r.reason), decisionDate: r.decisionDate, effectiveDate: r.effectiveDate,
  approveOrg: orNull(r.approveOrg), docNo: orNull(r.docNo), demoteToLevel: r.rpType === 'DEMOTE' ? orNull(r.demoteToLevel) : null,
});
