import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostMoveLine, StaffReduceLine } from '@/lib/contracts/jobManage';
import { isLevelOfCategory } from '@/lib/domain/codes';
import { checkForm, failureKey, failureKeys, type FieldRules } from '@/lib/domain/formRules';
import { addDays, REDUCE_DAYS_AHEAD } from '@/lib/domain/jobManage';

/** Who a line names, as the person list or the filing shows them. */
export interface LinePerson {
  name: string;
  idNumber: string;
  postCategory: string | null;
  postLevel: string | null;
}

/** Message keys of `jobManage.errors` by field. */
export type RowErrors = Partial<Record<string, string>>;

const personOf = (filing: FilingDetail, personId: number | null, from?: Partial<LinePerson>): LinePerson => {
  const known = filing.linePersons[String(personId)];
  return {
    name: known?.name ?? String(personId), idNumber: known?.idNumber ?? '',
    postCategory: from?.postCategory ?? known?.postCategory ?? null, postLevel: from?.postLevel ?? known?.postLevel ?? null,
  };
};

const orNull = (v: string) => v.trim() || null;
/** A text of at most `max` characters without its surrounding whitespace, as message key `tooLong<max>`. */
const upTo = (max: 100 | 500): FieldRules<object> => ({ trim: true, max, message: `tooLong${max}` });

/**
 * The optional text on a whole filing (减员's reason, 人员状态变动's note): at most 500 characters once trimmed, as the
 * server counts them; the message key, or null.
 */
export const headerTextError = (text: string): string | null => failureKey(text, upTo(500));

/** One reduction as the clerk edits it. */
export interface ReduceRow {
  personId: number;
  person: LinePerson;
  reduceType: string;
  reduceDate: string;
  docNo: string;
  destination: string;
  note: string;
}

export const newReduceRow = (personId: number, person: LinePerson): ReduceRow =>
  ({ personId, person, reduceType: '', reduceDate: '', docNo: '', destination: '', note: '' });

export function reduceRowsOf(filing: FilingDetail): ReduceRow[] {
  return filing.lines.map((l) => {
    const p = l.payload as Partial<StaffReduceLine>;
    return {
      personId: l.personId!, person: personOf(filing, l.personId), reduceType: p.reduceType ?? '', reduceDate: p.reduceDate ?? '',
      docNo: p.docNo ?? '', destination: p.destination ?? '', note: p.note ?? '',
    };
  });
}

export const reducePayload = (r: ReduceRow) => ({
  reduceType: r.reduceType, reduceDate: r.reduceDate, docNo: orNull(r.docNo), destination: orNull(r.destination), note: orNull(r.note),
});

export function reduceRowErrors(r: ReduceRow, today: string): RowErrors {
  return failureKeys(checkForm(r, {
    reduceType: { required: true, message: 'reduceTypeRequired' },
    reduceDate: { required: true, message: 'dateRequired', custom: (d) => (d as string) > addDays(today, REDUCE_DAYS_AHEAD) && 'reduceDateTooLate' },
    docNo: upTo(100),
    destination: upTo(100),
    note: upTo(500),
  }));
}

/** One post move as the clerk edits it. */
export interface MoveRow {
  personId: number;
  person: LinePerson;
  toCategory: string;
  toLevel: string;
  secondCategory: string;
  secondLevel: string;
  appointStart: string;
  appointEnd: string;
  unitDocNo: string;
  reason: string;
}

/** The kinds that leave the main post as it is or take it away: no target post to choose. */
export const NO_TARGET_KINDS = ['DISMISS_POST', 'DUAL_ADD', 'DUAL_REMOVE'];

export const newMoveRow = (personId: number, person: LinePerson): MoveRow => ({
  personId, person, toCategory: person.postCategory ?? '', toLevel: '', secondCategory: '', secondLevel: '', appointStart: '', appointEnd: '',
  unitDocNo: '', reason: '',
});

export function moveRowsOf(filing: FilingDetail): MoveRow[] {
  return filing.lines.map((l) => {
    const p = l.payload as Partial<PostMoveLine>;
    return {
      personId: l.personId!, person: personOf(filing, l.personId, { postCategory: p.fromCategory ?? null, postLevel: p.fromLevel ?? null }),
      toCategory: p.toCategory ?? '', toLevel: p.toLevel ?? '', secondCategory: p.secondCategory ?? '', secondLevel: p.secondLevel ?? '',
      appointStart: p.appointStart ?? '', appointEnd: p.appointEnd ?? '', unitDocNo: p.unitDocNo ?? '', reason: p.reason ?? '',
    };
  });
}

export function movePayload(kind: string, r: MoveRow) {
  const target = !NO_TARGET_KINDS.includes(kind);
  return {
    fromCategory: r.person.postCategory, fromLevel: r.person.postLevel,
    toCategory: target ? orNull(r.toCategory) : null, toLevel: target ? orNull(r.toLevel) : null,
    secondCategory: kind === 'DUAL_ADD' ? orNull(r.secondCategory) : null, secondLevel: kind === 'DUAL_ADD' ? orNull(r.secondLevel) : null,
    appointStart: r.appointStart, appointEnd: orNull(r.appointEnd), unitDocNo: orNull(r.unitDocNo), reason: orNull(r.reason),
  };
}

export function moveRowErrors(kind: string, r: MoveRow): RowErrors {
  return failureKeys(checkForm(r, {
    ...(!NO_TARGET_KINDS.includes(kind) && {
      toCategory: { required: true, message: 'categoryRequired' },
      toLevel: {
        required: true, message: 'levelRequired',
        custom: (level, row) => !!row.toCategory && !isLevelOfCategory(level as string, row.toCategory) && 'levelCategory',
      },
    }),
    ...(kind === 'DUAL_ADD' && {
      secondCategory: { required: true, message: 'categoryRequired' },
      secondLevel: { required: true, message: 'levelRequired' },
    }),
    appointStart: { required: true, message: 'dateRequired' },
    appointEnd: { custom: (end, row) => !!end && !!row.appointStart && (end as string) <= row.appointStart && 'endBeforeStart' },
    unitDocNo: upTo(100),
    reason: upTo(500),
  }));
}

/** Where the server's refusal of a field lands in the form: `lines[2].toLevel` → row 2, field toLevel. */
export function refusalTarget(field: string): { row: number | null; field: string } | null {
  const line = /^lines[[.](\d+)\]?\.(?:payload\.)?(\w+)/.exec(field);
  if (line) return { row: Number(line[1]), field: line[2] };
  const header = /^header\.(\w+)/.exec(field);
  return header ? { row: null, field: header[1] } : null;
}
