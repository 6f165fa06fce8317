/** Statistical definitions of domain.md §5.1: pure, shared by every report. */

/** Statuses that occupy an establishment post, on post or not (在编). */
export const OCCUPYING_STATUSES = ['ON_DUTY', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY'] as const;

export interface StatPerson { recordStatus: string; estabStatus: string; personStatus: string }

/** 在编: filed, in establishment, in an occupying status (never awaiting arrival nor reduced). */
export function isInEstablishment(p: StatPerson): boolean {
  return p.recordStatus === 'FILED' && p.estabStatus === 'IN' && (OCCUPYING_STATUSES as readonly string[]).includes(p.personStatus);
}

/** 编制使用率 in per cent with one decimal; null where no quota was approved. */
export function usageRate(inEstab: number, quota: number): number | null {
  return quota > 0 ? Math.round((inEstab / quota) * 1000) / 10 : null;
}

/** 空编 = 核定 − 在编 − 已批未到岗 − 在途, never below zero. */
export function vacancy(quota: number, inEstab: number, notArrived: number, inTransit: number): number {
  return Math.max(0, quota - inEstab - notArrived - inTransit);
}

/** 超编 = max(0, 在编 − 核定). */
export function overQuota(quota: number, inEstab: number): number {
  return Math.max(0, inEstab - quota);
}

/** The 编制 types counted on their own (§6.8). */
export const ESTAB_TYPES = ['ADMIN', 'INST', 'REF_CIVIL', 'ORGAN_WORKER'] as const;

/** One 编制 type of one unit: its quota and who holds or is bound for it. */
export interface TypeTally { quota: number; inEstab: number; notArrived: number; inTransit: number }
export interface Balance { vacancy: number; overQuota: number }

/**
 * 空编 and 超编 of a unit (§5.1): each 编制 type on its own, then added up, so a type's 空编 never offsets another type's 超编
 * (2 空编 in one type and 3 超编 in another give 空编 2 and 超编 3, not −1). Within a type a negative 空编 shows as 超编, never below 0.
 */
export function unitBalance(types: readonly TypeTally[]): Balance {
  let out: Balance = { vacancy: 0, overQuota: 0 };
  for (const t of types) {
    out = {
      vacancy: out.vacancy + vacancy(t.quota, t.inEstab, t.notArrived, t.inTransit),
      overQuota: out.overQuota + overQuota(t.quota, t.inEstab),
    };
  }
  return out;
}

export interface UsageCounts { quota: number; inEstab: number; inTransit: number | null; usageRate: number | null }

/**
 * A subtotal or total of usage rows: every count, 空编 and 超编 included, is the sum of the units' own figures (one unit's 空编
 * never hides another's 超编); the usage rate is taken again of the sums; in transit is unknown (null) when any unit's is.
 */
export function sumUsage<F extends UsageCounts>(rows: readonly F[], zero: F): F {
  const out = { ...zero } as unknown as Record<string, number | null>;
  for (const key of Object.keys(zero)) {
    if (key === 'usageRate' || key === 'inTransit') continue;
    out[key] = rows.reduce((n, r) => n + ((r as unknown as Record<string, number>)[key] ?? 0), 0);
  }
  out.inTransit = rows.some((r) => r.inTransit == null) ? null : rows.reduce((n, r) => n + (r.inTransit ?? 0), 0);
  out.usageRate = usageRate(out.inEstab as number, out.quota as number);
  return out as unknown as F;
}

export const AGE_BANDS = ['≤30', '31-35', '36-40', '41-45', '46-50', '51-55', '≥56'] as const;
export const AGE_BANDS_4 = ['≤35', '36-45', '46-54', '≥55'] as const;

/** The seven-band age group of a full age. */
export function ageBand(age: number): (typeof AGE_BANDS)[number] {
  if (age <= 30) return '≤30';
  if (age >= 56) return '≥56';
  return AGE_BANDS[Math.ceil((age - 30) / 5)];
}

/** The four-band age group of a full age. */
export function ageBand4(age: number): (typeof AGE_BANDS_4)[number] {
  if (age <= 35) return '≤35';
  if (age <= 45) return '36-45';
  if (age <= 54) return '46-54';
  return '≥55';
}

export const EDUCATION_GROUPS = ['POSTGRADUATE', 'BACHELOR', 'JUNIOR_COLLEGE', 'SECONDARY_VOCATIONAL', 'HIGH_SCHOOL', 'JUNIOR_OR_BELOW'] as const;

/** The education group of a GB/T 4658 code by its first digit. */
export function educationGroup(code: string): (typeof EDUCATION_GROUPS)[number] {
  const first = code.charAt(0);
  const groups: Record<string, (typeof EDUCATION_GROUPS)[number]> = {
    '1': 'POSTGRADUATE', '2': 'BACHELOR', '3': 'JUNIOR_COLLEGE', '4': 'SECONDARY_VOCATIONAL', '6': 'HIGH_SCHOOL',
  };
  return groups[first] ?? 'JUNIOR_OR_BELOW';
}

export const POLITICAL_GROUPS = ['CPC', 'LEAGUE', 'DEMOCRATIC', 'NON_PARTY', 'MASSES'] as const;

/** 政治面貌归并: 01–02 party, 03 league, 04–11 democratic parties, 12 non-party, 13 masses. */
export function politicalGroup(code: string): (typeof POLITICAL_GROUPS)[number] {
  const n = Number(code);
  if (n === 1 || n === 2) return 'CPC';
  if (n === 3) return 'LEAGUE';
  if (n >= 4 && n <= 11) return 'DEMOCRATIC';
  if (n === 12) return 'NON_PARTY';
  return 'MASSES';
}

/** A share in per cent with one decimal; 0 of nothing. */
export function share(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
