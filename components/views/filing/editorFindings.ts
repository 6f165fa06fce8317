import { createContext, useContext } from 'react';
import type { Violation } from '@/lib/contracts/filing';

/**
 * Whether the editor's acknowledgement is open. It lists every warning of the submission, so while it is open the
 * editor's other finding lists leave the warnings out: each is shown once, where it is acknowledged.
 */
export const AcknowledgingContext = createContext(false);

/** The findings a list beside the acknowledgement shows: all of them, or the errors only while it is open. */
export const besideAcknowledgement = (findings: Violation[], acknowledging: boolean): Violation[] =>
  (acknowledging ? findings.filter((f) => f.level !== 'WARN') : findings);

/** `besideAcknowledgement` for a list inside a filing editor. */
export function useFindingsBesideAcknowledgement(findings: Violation[]): Violation[] {
  return besideAcknowledgement(findings, useContext(AcknowledgingContext));
}
