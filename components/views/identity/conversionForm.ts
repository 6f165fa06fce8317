import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { FilingDetail } from '@/lib/contracts/filing';
import { isLevelOfCategory } from '@/lib/domain/codes';
import { changesSomething } from '@/lib/domain/estabConversion';
import { checkField, checkForm, failureKeys, type FieldRules } from '@/lib/domain/formRules';

/** Who a line converts, as the person list or the filing shows them. */
export interface LinePerson {
  name: string;
  idNumber: string;
  estabStatus: string;
  estabType: string | null;
  postCategory: string | null;
  postLevel: string | null;
}

/** One line as the clerk edits it: selects and text as strings, '' for none. */
export interface ConversionRow {
  personId: number;
  person: LinePerson;
  toEstabStatus: 'IN' | 'OUT';
  toEstabType: string;
  toOutEmployForm: string;
  toCategory: string;
  toLevel: string;
  basisDoc: string;
  effectiveDate: string;
}

/** Message keys of `identity.errors` by field. */
export type RowErrors = Partial<Record<keyof ConversionRow, string>>;

/** A new line: into 事业编制 from 编外, keeping the person's post unless the clerk changes it. */
export function newRow(personId: number, person: LinePerson): ConversionRow {
  return {
    personId, person, toEstabStatus: 'IN', toEstabType: person.estabStatus === 'OUT' ? 'INST' : (person.estabType ?? 'INST'), toOutEmployForm: '',
    toCategory: '', toLevel: '', basisDoc: '', effectiveDate: '',
  };
}

export function rowsOf(filing: FilingDetail): ConversionRow[] {
  return filing.lines.map((l) => {
    const p = l.payload as Partial<EstabConversionLine>;
    const known = filing.linePersons[String(l.personId)];
    return {
      personId: l.personId!,
      person: {
        name: known?.name ?? String(l.personId), idNumber: known?.idNumber ?? '', estabStatus: p.fromEstabStatus ?? known?.estabStatus ?? '',
        estabType: p.fromEstabType ?? null, postCategory: p.fromCategory ?? null, postLevel: p.fromLevel ?? null,
      },
      toEstabStatus: p.toEstabStatus ?? 'IN', toEstabType: p.toEstabType ?? '', toOutEmployForm: p.toOutEmployForm ?? '',
      toCategory: p.toCategory ?? '', toLevel: p.toLevel ?? '', basisDoc: p.basisDoc ?? '', effectiveDate: p.effectiveDate ?? '',
    };
  });
}

const orNull = (v: string) => v || null;

export function payloadOf(r: ConversionRow): EstabConversionLine {
  const inEstab = r.toEstabStatus === 'IN';
  return {
    fromEstabStatus: r.person.estabStatus as 'IN' | 'OUT', fromEstabType: r.person.estabType, fromCategory: r.person.postCategory, fromLevel: r.person.postLevel,
    toEstabStatus: r.toEstabStatus, toEstabType: inEstab ? (orNull(r.toEstabType) as EstabConversionLine['toEstabType']) : null,
    toOutEmployForm: inEstab ? null : (orNull(r.toOutEmployForm) as EstabConversionLine['toOutEmployForm']),
    toCategory: orNull(r.toCategory) as EstabConversionLine['toCategory'], toLevel: r.toCategory ? orNull(r.toLevel) : null,
    basisDoc: r.basisDoc.trim(), effectiveDate: r.effectiveDate,
  };
}

/** Once a category is chosen, a level of it is needed. */
const levelRules = (category: string): FieldRules<ConversionRow> => ({
  required: !!category, message: { required: 'levelRequired' },
  custom: (level) => !!category && !!level && !isLevelOfCategory(level as string, category) && 'levelCategory',
});

/** A line whose establishment and level pass must change something of the person (lib/domain/estabConversion). */
function noChange(r: ConversionRow): string | false {
  if (checkField(r.toLevel, levelRules(r.toCategory), r)) return false;
  const person = { ...r.person, unitEntryDate: '', personStatus: 'ON_DUTY', recordStatus: 'FILED' };
  return !changesSomething(person, payloadOf(r)) && 'noChange';
}

export function rowErrors(r: ConversionRow, today: string): RowErrors {
  const inEstab = r.toEstabStatus === 'IN';
  return failureKeys(checkForm(r, {
    toEstabType: { required: inEstab, message: 'estabTypeRequired', custom: (_, row) => noChange(row) },
    toOutEmployForm: { required: !inEstab, message: 'employFormRequired' },
    toLevel: levelRules(r.toCategory),
    basisDoc: { trim: true, required: true, max: 100, message: { required: 'basisRequired', max: 'basisTooLong' } },
    effectiveDate: { required: true, message: 'dateRequired', custom: (date) => (date as string) > today && 'dateFuture' },
  }));
}

/** The header's reason: 5 to 500 characters. */
const REASON: FieldRules = {
  trim: true, required: true, min: 5, max: 500, message: { required: 'reasonShort', min: 'reasonShort', max: 'reasonLong' },
};

export const reasonError = (reason: string): string | undefined => checkField(reason, REASON)?.message;

/** The line and field a server refusal names (`lines[2].toLevel`, `lines.2.payload.toLevel`), or the header's reason. */
export function refusalTarget(field: string): { row: number; field: string } | { row: null; field: string } | null {
  if (/^header\.reason/.test(field)) return { row: null, field: 'reason' };
  const m = /^lines[.[](\d+)\]?\.(?:payload\.)?(\w+)/.exec(field);
  return m ? { row: Number(m[1]), field: m[2] } : null;
}
