import 'server-only';
import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { filingLines, filings } from '../../db/tables';

/**
 * An approved filing whose effect (some of it) waits for its business date (domain.md §3.5), and is still to land: a
 * correction's approval cancels what of its original waits (reverseCorrected).
 */
export const effectPending = (): SQL => and(
  eq(filings.status, 'APPROVED'), isNull(filings.effectAppliedAt), isNotNull(filings.effectiveOn), isNull(filings.correctedById),
)!;

/**
 * A line whose effect is still to come: of a filing under review, or of an approved one whose line has not landed. Both
 * hold what the line will take (establishment, a post), so nobody books the same seat twice (domain.md §3.3 item 3).
 */
export const lineInFlight = (inFlight: SQL): SQL => or(inFlight, and(effectPending(), isNull(filingLines.effectAppliedAt)))!;
