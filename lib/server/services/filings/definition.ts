import 'server-only';
import type { z } from 'zod';
import type { FilingType } from '@/lib/contracts/filing';
import type { Finding } from '@/lib/domain/filing/findingText';
import type { ReviewRoute } from '@/lib/domain/filing/lifecycle';
import type { Db } from '../../db/client';
import type { filingLines, filings, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import type { EvidenceSpec } from './types/evidence';

export type FilingRow = typeof filings.$inferSelect;
export type FilingLineRow = typeof filingLines.$inferSelect;
export type UnitRow = typeof units.$inferSelect;

/** Where the rules run: on save only WARN is shown; submit and every approval block on ERROR. */
export type RulePhase = 'save' | 'submit' | 'approve';

export interface RuleContext {
  db: Db;
  filing: FilingRow;
  lines: FilingLineRow[];
  unit: UnitRow;
  phase: RulePhase;
  /** Today's date, YYYY-MM-DD (China Standard Time). */
  today: string;
}

/** A business rule: `(filing, ctx) → violations` (domain.md §7.1), each in Chinese and English. */
export type Rule = (ctx: RuleContext) => Promise<Finding[]>;

/**
 * When an approved filing's effect lands (domain.md §3.5): each line on its own business date, or the whole filing on
 * the execution date the approving reviewer gives (default: the approval day).
 */
export type EffectiveOn = { perLine(line: FilingLineRow): string } | { executeDate: true };

/** The one mechanism every filing type plugs into. */
export interface FilingDefinition {
  type: FilingType;
  /** The type's header fields (domain.md §2.5). */
  header: z.ZodType<Record<string, unknown>>;
  /** One line's payload. */
  line: z.ZodType<Record<string, unknown>>;
  rules: Rule[];
  /**
   * The units besides the filing's own whose figures its rules count (an internal exchange's receiving unit): the engine locks
   * them with the filing's unit, in the order of their ids, so that two filings counting one unit's quota or posts are decided
   * one after the other, whichever unit files them.
   */
  unitsJudged?(filing: FilingRow): number[];
  /** The papers the content calls for beyond the configured ones, offered and listed on upload (its rule is among `rules`). */
  evidence?: EvidenceSpec;
  /** The competent authority files it for its own units, and its submission is its decision (domain.md §3.2 T1' selfSkipZg). */
  decidedByFilingAuthority?: boolean;
  /**
   * Whether a line holds its person while the filing is under review, when the type's configuration does not lock every
   * person (a REWARD_PUNISH demotion or expulsion, domain.md §3.3).
   */
  locksPerson?(line: FilingLineRow): boolean;
  /** Escalates the configured route from the content (e.g. a demotion sends REWARD_PUNISH to rsj). */
  routeFor?(header: Record<string, unknown>, lines: FilingLineRow[]): ReviewRoute | undefined;
  /**
   * Completes the header as sent with what the server takes from the filings it names (a result's publicity period from
   * its announcement), before the rules run and the filing is saved; the ids are already checked against the unit.
   */
  completeHeader?(db: Db, unitId: number, header: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Runs when the filing is submitted (records become PENDING …). */
  onSubmit?(db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<void>;
  /** Runs when a return, withdrawal or voiding gives the filing back to the unit. */
  onRelease?(db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<void>;
  /** Where the effect has a business date, the effect waits for it; without one it lands on approval. */
  effectiveOn?: EffectiveOn;
  /**
   * Applies the approved filing's effect, once per filing (of a type dated per line: once per line, given the lines due),
   * in the approving transaction or, when dated later, in the daily job's on that date (./effects).
   */
  applyEffect(db: Db, filing: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void>;
  /**
   * Undoes this approved filing's effect when a correction (更正件) of it is approved, in the approving transaction, from
   * what the effect recorded; refuses (ApiError 422) where a later filing has changed what it would undo. Given the lines
   * whose effect has landed only (all of them once the whole filing has): what still waits for its day is cancelled with
   * the original instead. A type without it cannot be corrected (domain.md §3.5).
   */
  reverseEffect?(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void>;
}
