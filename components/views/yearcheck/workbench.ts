import type { AssessmentLine, RosterPerson } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { allowedResults, capBaseCount, entryFindings, excellentCap, excellentExcess, tally, type AssessmentFinding, type ExcellentBase } from '@/lib/domain/assessment';
import type { FilingContent } from '@/components/views/filing/FilingEditorDialog';

/** One person's entry on the workbench ('' = not entered yet). */
export interface Entry {
  result: string;
  comment: string;
  absentReason: string;
}

export const EMPTY_ENTRY: Entry = { result: '', comment: '', absentReason: '' };

/** The entries a saved report holds, by person. */
export function entriesOf(filing: Pick<FilingDetail, 'lines'> | undefined): Record<number, Entry> {
  const out: Record<number, Entry> = {};
  for (const l of filing?.lines ?? []) {
    if (l.personId === null) continue;
    const p = l.payload as AssessmentLine;
    out[l.personId] = { result: p.result ?? '', comment: p.comment ?? '', absentReason: p.absentReason ?? '' };
  }
  return out;
}

/** The live checks of one person's entry (nothing until a result is chosen). */
export function personFindings(p: RosterPerson, e: Entry, year: number): AssessmentFinding[] {
  if (!e.result) return [];
  return entryFindings(p, p.sanctions, e, year, new Map(p.earlier.map((x) => [x.year, x.result])));
}

export const optionsFor = (p: RosterPerson, year: number): string[] => allowedResults(p, p.sanctions, year);

type Keyed = readonly Pick<RosterPerson, 'personId'>[];

const entered = (persons: Keyed, entries: Record<number, Entry>) =>
  persons.map((p) => entries[p.personId]?.result).filter((r): r is string => Boolean(r));

/** The counts of the summary bar and the report header. */
export const summaryOf = (persons: Keyed, entries: Record<number, Entry>) => ({
  ...tally(entered(persons, entries)),
  pending: persons.filter((p) => !entries[p.personId]?.result).length,
});

/** The excellent cap R-KH-04 holds the entries to: its share (per cent) of the population the policy counts. */
export interface CapRule {
  rate: number;
  base: ExcellentBase;
}

/** The most persons that may be rated excellent with the entries as they are. */
export const capOf = (persons: Keyed, entries: Record<number, Entry>, cap: CapRule) => excellentCap(capBaseCount(entered(persons, entries), cap.base), cap.rate);

/** R-KH-04 live: the figures when the excellent persons are too many. */
export const excessOf = (persons: Keyed, entries: Record<number, Entry>, cap: CapRule) => excellentExcess(entered(persons, entries), cap.rate, cap.base);

/** The dates of the excellent grades' 公示 as the editor holds them (blank: not given). */
export interface PublicityDates { publicityStart: string; publicityEnd: string }

/**
 * The report's content: one line per person to assess, the header the tally of the entered results, and the 公示 period
 * of the excellent grades when there is one 优秀 (R-GEN-06).
 */
export function reportContent(persons: readonly RosterPerson[], entries: Record<number, Entry>, year: number, committeeNote: string,
  publicity: PublicityDates = { publicityStart: '', publicityEnd: '' }): FilingContent {
  const counts = tally(entered(persons, entries));
  const period = counts.excellentCount > 0 ? { publicityStart: publicity.publicityStart || null, publicityEnd: publicity.publicityEnd || null } : {};
  return {
    year,
    title: `${year}年度考核上报`,
    header: { ...counts, committeeNote: committeeNote.trim() || null, ...period },
    lines: persons.map((p) => {
      const e = entries[p.personId] ?? EMPTY_ENTRY;
      return {
        personId: p.personId,
        payload: { result: e.result || null, comment: e.comment.trim() || null, absentReason: e.result === '0' ? e.absentReason.trim() || null : null },
      };
    }),
  };
}

/** "The rest are competent": every person not entered yet who may be graded becomes 合格 (most of a unit is). */
export function fillCompetent(persons: readonly RosterPerson[], entries: Record<number, Entry>, year: number): Record<number, Entry> {
  const out = { ...entries };
  for (const p of persons) if (!out[p.personId]?.result && optionsFor(p, year).includes('2')) out[p.personId] = { ...EMPTY_ENTRY, ...out[p.personId], result: '2' };
  return out;
}
