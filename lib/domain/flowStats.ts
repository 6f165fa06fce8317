/** 人员增减（流动）表 (domain.md §5.2): who entered and who left each unit in a year, by kind. */

/** The increase columns: §6.14 entry methods folded onto the table's kinds. */
export const FLOW_IN_KINDS = ['recruit', 'talent', 'transferIn', 'military', 'policy', 'estabConvert', 'other'] as const;
/** The decrease columns: §6.15 reduce types folded onto the table's kinds. */
export const FLOW_OUT_KINDS = ['retire', 'resign', 'dismiss', 'transferOut', 'death', 'expel', 'other'] as const;

export type FlowInKind = (typeof FLOW_IN_KINDS)[number];
export type FlowOutKind = (typeof FLOW_OUT_KINDS)[number];

const ENTRY_METHOD_KINDS: Readonly<Record<string, FlowInKind>> = {
  OPEN_RECRUIT: 'recruit',
  TALENT_INTRO: 'talent',
  TRANSFER_IN: 'transferIn',
  // A move between two units of the same authority is, for the receiving unit, an arrival like any transfer.
  INTERNAL: 'transferIn',
  MILITARY: 'military',
  POLICY_PLACEMENT: 'policy',
  ESTAB_CONVERT: 'estabConvert',
};

const REDUCE_TYPE_KINDS: Readonly<Record<string, FlowOutKind>> = {
  RETIRE: 'retire',
  EARLY_RETIRE: 'retire',
  RESIGN: 'resign',
  DISMISS: 'dismiss',
  TRANSFER_OUT: 'transferOut',
  // Admitted to or transferred into the civil service: the person leaves for another organ (GB/T 12405 counts it as 调出).
  CIVIL_EXAM: 'transferOut',
  DEATH: 'death',
  EXPEL: 'expel',
};

/** The increase column of an entry method (§6.14); GRAD_ASSIGN, INIT, OTHER and codes not known go to 其他. */
export function inKindOfEntryMethod(entryMethod: string | null | undefined): FlowInKind {
  return (entryMethod && ENTRY_METHOD_KINDS[entryMethod]) || 'other';
}

/** The decrease column of a reduce type (§6.15); CONTRACT_END, OTHER and codes not known go to 其他. */
export function outKindOfReduceType(reduceType: string | null | undefined): FlowOutKind {
  return (reduceType && REDUCE_TYPE_KINDS[reduceType]) || 'other';
}

/** The increase column of an arrival by exchange (§6.20 exchange modes): placements keep their own columns. */
export function inKindOfExchangeMode(mode: string): FlowInKind {
  return mode === 'MILITARY' ? 'military' : mode === 'POLICY' ? 'policy' : 'transferIn';
}

/** A secondment leaves the person on the sending unit's books: it is no flow. */
export const movesPerson = (exchangeMode: string) => exchangeMode !== 'SECONDMENT';

/** The increase column of a first entry into a unit recorded by the filing that brought the person in. */
export function inKindOfFilingType(filingType: string | null | undefined): FlowInKind {
  switch (filingType) {
    case 'RECRUIT_RESULT': return 'recruit';
    case 'TALENT_INTRO': return 'talent';
    case 'EXCHANGE': case 'INTERNAL_EXCHANGE': return 'transferIn';
    default: return 'other';
  }
}

/** One person entering or leaving one unit on one day. */
export type FlowEvent =
  | { personId: number; unitId: number; date: string; direction: 'in'; kind: FlowInKind }
  | { personId: number; unitId: number; date: string; direction: 'out'; kind: FlowOutKind };

/**
 * The same movement is often recorded twice (an exchange row and the person's entry or reduction of that day): each
 * person, unit, direction and day counts once, the first source given winning.
 */
export function distinctFlowEvents(events: readonly FlowEvent[]): FlowEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    const key = `${e.personId}|${e.unitId}|${e.direction}|${e.date}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface FlowStatsRow {
  unitId: number;
  unitName: string;
  increase: Record<FlowInKind, number>;
  increaseTotal: number;
  decrease: Record<FlowOutKind, number>;
  decreaseTotal: number;
  /** 净增: increases less decreases (negative when the unit shrank). */
  net: number;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function finish(unit: { unitId: number; unitName: string }, increase: Record<FlowInKind, number>, decrease: Record<FlowOutKind, number>): FlowStatsRow {
  const increaseTotal = FLOW_IN_KINDS.reduce((t, k) => t + increase[k], 0);
  const decreaseTotal = FLOW_OUT_KINDS.reduce((t, k) => t + decrease[k], 0);
  return { ...unit, increase, increaseTotal, decrease, decreaseTotal, net: increaseTotal - decreaseTotal };
}

/** Counts one unit's events (already distinct) into its row. */
export function flowStatsRow(unit: { unitId: number; unitName: string }, events: readonly FlowEvent[]): FlowStatsRow {
  const increase = zeros(FLOW_IN_KINDS);
  const decrease = zeros(FLOW_OUT_KINDS);
  for (const e of events) {
    if (e.direction === 'in') increase[e.kind] += 1;
    else decrease[e.kind] += 1;
  }
  return finish(unit, increase, decrease);
}

/** The total row: every column added up over the units. */
export function flowStatsTotal(rows: readonly FlowStatsRow[], label: string): FlowStatsRow {
  const increase = zeros(FLOW_IN_KINDS);
  const decrease = zeros(FLOW_OUT_KINDS);
  for (const r of rows) {
    for (const k of FLOW_IN_KINDS) increase[k] += r.increase[k];
    for (const k of FLOW_OUT_KINDS) decrease[k] += r.decrease[k];
  }
  return finish({ unitId: 0, unitName: label }, increase, decrease);
}
