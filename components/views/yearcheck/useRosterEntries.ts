import { useState } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';
import { entriesOf, type Entry } from './workbench';

/** The workbench's entries and committee note, starting from the saved report. */
export function useRosterEntries(report: FilingDetail | undefined) {
  const [entries, setEntries] = useState<Record<number, Entry>>(() => entriesOf(report));
  const [note, setNote] = useState(() => String(report?.header.committeeNote ?? ''));
  return {
    entries, note, setNote,
    setEntry: (personId: number, e: Entry) => setEntries((all) => ({ ...all, [personId]: e })),
    setAll: setEntries,
  };
}
