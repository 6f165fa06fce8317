import type { RewardPunishLine } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { postLevelCategory, postLevelNo } from '@/lib/domain/codes';
import { isCalendarDate } from '@/lib/domain/dates';
import { checkForm, failureKeys } from '@/lib/domain/formRules';
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

/** R-JC-02 as the form says it: a demotion needs a level held, and a lower one of the same category to go to. */
function demoteError(to: string, person: RpPerson): string | false {
  if (!person.postLevel) return 'noLevel';
  if (!to) return 'demoteTo';
  return (postLevelCategory(to) !== person.postCategory || (postLevelNo(to) ?? 0) <= (postLevelNo(person.postLevel) ?? 0)) && 'demoteLower';
}

/** The form's own checks, the same as the contract's and R-JC-02 (the server repeats them). */
export function rpRowErrors(r: RpRow): RpErrors {
  return failureKeys(checkForm(r, {
    rpType: { required: true, message: 'rpType', custom: (type, row) => !typesOf(row.rpKind).includes(type as string) && 'typeKind' },
    rpName: { trim: true, required: true, min: 2, message: 'rpName' },
    decisionDate: { required: true, type: 'date', message: 'date' },
    effectiveDate: {
      required: true, type: 'date', message: 'date',
      custom: (date, row) => isCalendarDate(row.decisionDate) && (date as string) < row.decisionDate && 'effectiveBefore',
    },
    ...(r.rpType === 'DEMOTE' && { demoteToLevel: { custom: (to, row) => demoteError(to as string, row.person) } }),
  }));
}

const orNull = (s: string) => s.trim() || null;

export const rpPayloadOf = (r: RpRow) => ({
  rpKind: r.rpKind, rpType: r.rpType, rpName: r.rpName.trim(), reason: orNull(r.reason), decisionDate: r.decisionDate, effectiveDate: r.effectiveDate,
  approveOrg: orNull(r.approveOrg), docNo: orNull(r.docNo), demoteToLevel: r.rpType === 'DEMOTE' ? orNull(r.demoteToLevel) : null,
});
