import { useState } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';
import { entriesOf, type Entry, type PublicityDates } from './workbench';

/** The workbench's entries and committee note, starting from the saved report. */
export function useRosterEntries(report: FilingDetail | undefined) {
  const [entries, setEntries] = useState<Record<number, Entry>>(() => entriesOf(report));
  const [note, setNote] = useState(() => String(report?.header.committeeNote ?? ''));
  const [publicity, setPublicity] = useState<PublicityDates>(() => ({
    publicityStart: String(report?.header.publicityStart ?? ''), publicityEnd: String(report?.header.publicityEnd ?? ''),
  }));
  /** Whether an entry is 优秀: then the report carries the 公示 period of the excellent grades. */
  const hasExcellent = Object.values(entries).some((e) => e.result === '1');
  return {
    entries, note, setNote, publicity, setPublicity, hasExcellent,
    setEntry: (personId: number, e: Entry) => setEntries((all) => ({ ...all, [personId]: e })),
    setAll: setEntries,
  };
}
