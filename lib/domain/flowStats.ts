/**
 * 人员增减（流动）表 (domain.md §5.2): who entered and who left each unit's 在编 staff in a year, by kind; 编外 staff apart; a
 * conversion between two 编制 types counted on its own (it changes neither headcount).
 */

/** The increase columns: §6.14 entry methods folded onto the table's kinds. */
export const FLOW_IN_KINDS = ['recruit', 'talent', 'transferIn', 'military', 'policy', 'estabConvert', 'other'] as const;
/** The decrease columns: §6.15 reduce types folded onto the table's kinds, and 编制转换 out of the establishment. */
export const FLOW_OUT_KINDS = ['retire', 'resign', 'dismiss', 'transferOut', 'death', 'expel', 'estabConvert', 'other'] as const;

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

/**
 * One person entering or leaving one unit's 在编 staff on one day (its 编外 staff when outOfEstab); or ('convert') a change from
 * one 编制 type to another within the establishment.
 */
export type FlowEvent =
  | { personId: number; unitId: number; date: string; outOfEstab?: boolean; direction: 'in'; kind: FlowInKind }
  | { personId: number; unitId: number; date: string; outOfEstab?: boolean; direction: 'out'; kind: FlowOutKind }
  | { personId: number; unitId: number; date: string; outOfEstab?: false; direction: 'convert' };

/**
 * The same movement is often recorded twice (an exchange row and the person's entry or reduction of that day): each
 * person, unit, staff (在编/编外), direction and day counts once, the first source given winning.
 */
export function distinctFlowEvents(events: readonly FlowEvent[]): FlowEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    const key = `${e.personId}|${e.unitId}|${e.outOfEstab ? 'OUT' : 'IN'}|${e.direction}|${e.date}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An approved 编制转换 (ESTAB_CONVERSION) of one person at one unit. */
export interface EstabConversion { personId: number; unitId: number; date: string; fromStatus: string | null; fromType: string | null; toStatus: string; toType: string | null }

/**
 * The flows of a 编制转换: 编外→在编 is an increase of the 在编 staff (编制转换) and a decrease of the 编外; 在编→编外 the reverse;
 * 在编→在编 of another type is a type conversion, which changes neither headcount; anything else is no flow.
 */
export function conversionEvents(c: EstabConversion): FlowEvent[] {
  const base = { personId: c.personId, unitId: c.unitId, date: c.date };
  if (c.fromStatus === 'OUT' && c.toStatus === 'IN') {
    return [{ ...base, direction: 'in', kind: 'estabConvert' }, { ...base, outOfEstab: true, direction: 'out', kind: 'estabConvert' }];
  }
  if (c.fromStatus === 'IN' && c.toStatus === 'OUT') {
    return [{ ...base, direction: 'out', kind: 'estabConvert' }, { ...base, outOfEstab: true, direction: 'in', kind: 'estabConvert' }];
  }
  if (c.fromStatus === 'IN' && c.toStatus === 'IN' && c.fromType !== c.toType) return [{ ...base, direction: 'convert' }];
  return [];
}

export interface FlowStatsRow {
  unitId: number;
  unitName: string;
  /** The 在编 staff: increases and decreases by kind, and the net. */
  increase: Record<FlowInKind, number>;
  increaseTotal: number;
  decrease: Record<FlowOutKind, number>;
  decreaseTotal: number;
  /** 净增: increases less decreases (negative when the unit shrank). */
  net: number;
  /** 编制类型转换: persons moved from one 编制 type to another (in neither total). */
  typeConverted: number;
  /** 编外 staff, apart from the 在编. */
  outOfEstab: { increase: number; decrease: number; net: number };
}

const NO_INCREASE = Object.freeze(Object.fromEntries(FLOW_IN_KINDS.map((k) => [k, 0])) as Record<FlowInKind, number>);
const NO_DECREASE = Object.freeze(Object.fromEntries(FLOW_OUT_KINDS.map((k) => [k, 0])) as Record<FlowOutKind, number>);

function finish(
  unit: { unitId: number; unitName: string }, increase: Record<FlowInKind, number>, decrease: Record<FlowOutKind, number>, typeConverted: number,
  out: { increase: number; decrease: number },
): FlowStatsRow {
  const increaseTotal = FLOW_IN_KINDS.reduce((t, k) => t + increase[k], 0);
  const decreaseTotal = FLOW_OUT_KINDS.reduce((t, k) => t + decrease[k], 0);
  return {
    ...unit, increase, increaseTotal, decrease, decreaseTotal, net: increaseTotal - decreaseTotal, typeConverted,
    outOfEstab: { ...out, net: out.increase - out.decrease },
  };
}

/** Counts one unit's events (already distinct) into its row. */
export function flowStatsRow(unit: { unitId: number; unitName: string }, events: readonly FlowEvent[]): FlowStatsRow {
  const increase = { ...NO_INCREASE };
  const decrease = { ...NO_DECREASE };
  const out = { increase: 0, decrease: 0 };
  let typeConverted = 0;
  for (const e of events) {
    if (e.direction === 'convert') typeConverted += 1;
    else if (e.outOfEstab) out[e.direction === 'in' ? 'increase' : 'decrease'] += 1;
    else if (e.direction === 'in') increase[e.kind] += 1;
    else decrease[e.kind] += 1;
  }
  return finish(unit, increase, decrease, typeConverted, out);
}

/** The total row: every column added up over the units. */
export function flowStatsTotal(rows: readonly FlowStatsRow[], label: string): FlowStatsRow {
  const increase = { ...NO_INCREASE };
  const decrease = { ...NO_DECREASE };
  const out = { increase: 0, decrease: 0 };
  for (const r of rows) {
    for (const k of FLOW_IN_KINDS) increase[k] += r.increase[k];
    for (const k of FLOW_OUT_KINDS) decrease[k] += r.decrease[k];
    out.increase += r.outOfEstab.increase;
    out.decrease += r.outOfEstab.decrease;
  }
  return finish({ unitId: 0, unitName: label }, increase, decrease, rows.reduce((n, r) => n + r.typeConverted, 0), out);
}
