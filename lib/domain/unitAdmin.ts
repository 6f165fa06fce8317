/** GB/T 2260 codes nest by prefix: a province by 2 digits, a city by 4, a county by all 6. */
function prefixOf(code: string): string {
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

/** True when `code` is `upper` or lies inside it (a competent authority's region covers its units'). */
export function regionCovers(upper: string, code: string): boolean {
  return code.startsWith(prefixOf(upper));
}

/** What a unit holds that decides whether it may be revoked or merged away. */
export interface UnitHoldings {
  status: string;
  /** Persons of the unit not reduced. */
  persons: number;
  /** Filings waiting for zg or rsj. */
  underReview: number;
  /** Units (not revoked or merged) filed under it as their competent authority. */
  childUnits: number;
}

export interface Refusal { message: string; messageEn: string }

function common(u: UnitHoldings): Refusal | null {
  if (u.status !== 'NORMAL') return { message: '该单位已撤销或已合并', messageEn: 'The unit is already revoked or merged' };
  if (u.underReview > 0) {
    return { message: `该单位有 ${u.underReview} 件业务正在审核中，请待审核办结后再办理`, messageEn: `The unit has ${u.underReview} filing(s) under review; wait until they are decided` };
  }
  if (u.childUnits > 0) {
    return { message: `该主管部门下仍有 ${u.childUnits} 个单位，请先将其改隶`, messageEn: `${u.childUnits} unit(s) are still filed under this competent authority; move them first` };
  }
  return null;
}

/** Why a unit may not be revoked (domain.md §2.2: a revoked unit has no person on duty), or null. */
export function revokeRefusal(u: UnitHoldings): Refusal | null {
  if (u.status === 'NORMAL' && u.persons > 0) {
    return { message: `该单位尚有 ${u.persons} 名在职人员，不能撤销；请先办理减员或将单位合并`, messageEn: `The unit still has ${u.persons} person(s) on its staff; reduce them or merge the unit instead` };
  }
  return common(u);
}

/** Why `source` may not be merged into `target`, or null. */
export function mergeRefusal(source: UnitHoldings & { id: number }, target: { id: number; status: string }): Refusal | null {
  if (source.id === target.id) return { message: '不能将单位并入其自身', messageEn: 'A unit cannot merge into itself' };
  if (target.status !== 'NORMAL') return { message: '并入单位已撤销或已合并', messageEn: 'The receiving unit is revoked or merged' };
  return common(source);
}
