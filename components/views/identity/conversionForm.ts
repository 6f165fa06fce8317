import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { FilingDetail } from '@/lib/contracts/filing';
import { isLevelOfCategory } from '@/lib/domain/codes';
import { changesSomething } from '@/lib/domain/estabConversion';

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

export function rowErrors(r: ConversionRow, today: string): RowErrors {
  const out: RowErrors = {};
  if (r.toEstabStatus === 'IN' && !r.toEstabType) out.toEstabType = 'estabTypeRequired';
  if (r.toEstabStatus === 'OUT' && !r.toOutEmployForm) out.toOutEmployForm = 'employFormRequired';
  if (r.toCategory && !r.toLevel) out.toLevel = 'levelRequired';
  if (r.toCategory && r.toLevel && !isLevelOfCategory(r.toLevel, r.toCategory)) out.toLevel = 'levelCategory';
  if (!r.basisDoc.trim()) out.basisDoc = 'basisRequired';
  else if (r.basisDoc.trim().length > 100) out.basisDoc = 'basisTooLong';
  if (!r.effectiveDate) out.effectiveDate = 'dateRequired';
  else if (r.effectiveDate > today) out.effectiveDate = 'dateFuture';
  const p = payloadOf(r);
  const person = { ...r.person, unitEntryDate: '', personStatus: 'ON_DUTY', recordStatus: 'FILED' };
  if (!out.toEstabType && !out.toLevel && !changesSomething(person, p)) out.toEstabType = 'noChange';
  return out;
}

export function reasonError(reason: string): string | undefined {
  const n = reason.trim().length;
  if (n < 5) return 'reasonShort';
  return n > 500 ? 'reasonLong' : undefined;
}

/** The line and field a server refusal names (`lines[2].toLevel`, `lines.2.payload.toLevel`), or the header's reason. */
export function refusalTarget(field: string): { row: number; field: string } | { row: null; field: string } | null {
  if (/^header\.reason/.test(field)) return { row: null, field: 'reason' };
  const m = /^lines[.[](\d+)\]?\.(?:payload\.)?(\w+)/.exec(field);
  return m ? { row: Number(m[1]), field: m[2] } : null;
}
