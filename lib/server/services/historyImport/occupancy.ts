import 'server-only';
import type { HistoryImportWarning } from '@/lib/contracts/historyImport';
import { ESTAB_NAMES } from '@/lib/domain/estabConversion';
import { estabNameEn, levelNameEn } from '@/lib/domain/filing/findingText';
import { levelShortfalls } from '@/lib/domain/jobManage';
import type { Db } from '../../db/client';
import { codeName } from '../filings/types/personLines';
import { currentPostPlan, heldByLevel, tally } from '../jobManage';
import { postsInTransit } from '../postClaims';
import { ESTAB_TYPES, OCCUPYING_STATUSES, quotaUse } from '../quota';
import type { NewPerson } from './plan';

const occupying = (p: NewPerson) => OCCUPYING_STATUSES.includes(p.values.personStatus);

/** The establishment types the unit's new persons take (in it, on a status that occupies one). */
const estabsTaken = (added: NewPerson[]) =>
  tally(added.flatMap((p) => (occupying(p) && p.values.estabStatus === 'IN' && p.values.estabType ? [p.values.estabType] : [])));

/** The post levels they hold, a dual post at both its levels. */
const levelsHeld = (added: NewPerson[]) =>
  tally(added.filter(occupying).flatMap((p) => [p.values.postLevel, p.values.dualPost ? p.values.secondPostLevel : null].filter((l): l is string => !!l)));

type Unit = { id: number; unitName: string };

async function estabWarnings(db: Db, unit: Unit, adding: Record<string, number>): Promise<HistoryImportWarning[]> {
  const use = await quotaUse(db, unit.id);
  return ESTAB_TYPES.flatMap((t) => {
    const u = use.find((x) => x.estabType === t)!;
    const n = adding[t] ?? 0;
    const after = u.approved - u.vacancy + n;
    if (!n || after <= u.approved) return [];
    return [{
      unitId: unit.id, unitName: unit.unitName, kind: 'ESTAB' as const, code: t, name: ESTAB_NAMES[t], nameEn: estabNameEn(t), approved: u.approved, after, adding: n,
      message: `${unit.unitName}：${ESTAB_NAMES[t]}核定 ${u.approved}，导入后占用 ${after}（本次新增 ${n}），超编 ${after - u.approved} 人`,
      messageEn: `${unit.unitName}: ${estabNameEn(t)} approved ${u.approved}, occupied ${after} after the import (${n} added), ${after - u.approved} over`,
    }];
  });
}

async function postWarnings(db: Db, unit: Unit, adding: Record<string, number>, today: string): Promise<HistoryImportWarning[]> {
  const plan = await currentPostPlan(db, unit.id);
  if (!plan) return [];
  const approved = Object.fromEntries(plan.lines.map((l) => [l.postLevel, l.approvedCount]));
  const held = Object.fromEntries((await heldByLevel(db, unit.id)).map((h) => [h.postLevel, h.holders.length]));
  const inTransit = await postsInTransit(db, unit.id, today, { filingId: -1 });
  return levelShortfalls(approved, held, inTransit, adding).sort((a, b) => a.level.localeCompare(b.level)).map((u) => {
    const after = u.held + u.inTransit + u.adding;
    const name = codeName('postLevel', u.level);
    return {
      unitId: unit.id, unitName: unit.unitName, kind: 'POST' as const, code: u.level, name, nameEn: levelNameEn(u.level), approved: u.approved, after, adding: u.adding,
      message: `${unit.unitName}：${name}岗位设置 ${u.approved}，导入后聘用 ${after}（本次新增 ${u.adding}），超岗 ${after - u.approved} 人`,
      messageEn: `${unit.unitName}: posts of ${levelNameEn(u.level)} set ${u.approved}, held ${after} after the import (${u.adding} added), ${after - u.approved} over`,
    };
  });
}

/**
 * 超编/超岗 after the import, per unit the file adds persons to: the establishment occupied per type (those on record,
 * awaiting arrival and in transit, as quotaUse counts them, and the new persons in it) against the approved quota, and
 * the posts held per level (as the post rules count them: held, in transit, reserved by plans, and the new persons)
 * against the approved post setting; a unit without an approved post setting has no posts to compare with. At the
 * limit is within it. Persons matched on record and the history rows change nobody's current establishment or post.
 */
export async function occupancyWarnings(db: Db, newPersons: NewPerson[], today: string): Promise<HistoryImportWarning[]> {
  const byUnit = new Map<number, NewPerson[]>();
  for (const p of newPersons) byUnit.set(p.unitId, [...(byUnit.get(p.unitId) ?? []), p]);
  const out: HistoryImportWarning[] = [];
  for (const [unitId, added] of byUnit) {
    const unit = { id: unitId, unitName: added[0].unitName };
    const estabs = estabsTaken(added);
    if (Object.keys(estabs).length) out.push(...await estabWarnings(db, unit, estabs));
    const levels = levelsHeld(added);
    if (Object.keys(levels).length) out.push(...await postWarnings(db, unit, levels, today));
  }
  return out;
}
