import 'server-only';
import type { HistoryImportWarning } from '@/lib/contracts/historyImport';
import { ESTAB_NAMES } from '@/lib/domain/estabConversion';
import { estabNameEn, levelNameEn } from '@/lib/domain/filing/findingText';
import { levelShortfalls } from '@/lib/domain/jobManage';
import type { Db } from '../../db/client';
import { codeName } from '../filings/types/personLines';
import { currentPostPlans, heldByLevelOf, tally } from '../jobManage';
import { postsInTransitOf } from '../postClaims';
import { ESTAB_TYPES, OCCUPYING_STATUSES, quotaUseOf, type QuotaUse } from '../quota';
import type { NewPerson } from './plan';

const occupying = (p: NewPerson) => OCCUPYING_STATUSES.includes(p.values.personStatus);

/** The establishment types the unit's new persons take (in it, on a status that occupies one). */
const estabsTaken = (added: NewPerson[]) =>
  tally(added.flatMap((p) => (occupying(p) && p.values.estabStatus === 'IN' && p.values.estabType ? [p.values.estabType] : [])));

/** The post levels they hold, a dual post at both its levels. */
const levelsHeld = (added: NewPerson[]) =>
  tally(added.filter(occupying).flatMap((p) => [p.values.postLevel, p.values.dualPost ? p.values.secondPostLevel : null].filter((l): l is string => !!l)));

type Unit = { id: number; unitName: string };

function estabWarnings(unit: Unit, use: QuotaUse[], adding: Record<string, number>): HistoryImportWarning[] {
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

interface PostFigures {
  approved: Record<string, number>;
  held: Record<string, number>;
  inTransit: Record<string, number>;
}

function postWarnings(unit: Unit, { approved, held, inTransit }: PostFigures, adding: Record<string, number>): HistoryImportWarning[] {
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
 * The post figures of the units with an approved post setting, in a fixed number of queries whatever their number:
 * the approved count, the holders and what is in transit per level.
 */
async function postFiguresOf(db: Db, unitIds: number[], today: string): Promise<Map<number, PostFigures>> {
  const plans = await currentPostPlans(db, unitIds);
  const planned = unitIds.filter((id) => plans.has(id));
  const held = await heldByLevelOf(db, planned);
  const inTransit = await postsInTransitOf(db, planned, today, { filingId: -1 });
  return new Map(planned.map((id) => [id, {
    approved: Object.fromEntries(plans.get(id)!.lines.map((l) => [l.postLevel, l.approvedCount])),
    held: Object.fromEntries((held.get(id) ?? []).map((h) => [h.postLevel, h.holders.length])),
    inTransit: inTransit.get(id) ?? {},
  }]));
}

/**
 * 超编/超岗 after the import, per unit the file adds persons to: the establishment occupied per type (those on record,
 * awaiting arrival and in transit, as quotaUse counts them, and the new persons in it) against the approved quota, and
 * the posts held per level (as the post rules count them: held, in transit, reserved by plans, and the new persons)
 * against the approved post setting; a unit without an approved post setting has no posts to compare with. At the
 * limit is within it. Persons matched on record and the history rows change nobody's current establishment or post.
 * The figures of all the units are read together (quotaUseOf, currentPostPlans, heldByLevelOf, postsInTransitOf).
 */
export async function occupancyWarnings(db: Db, newPersons: NewPerson[], today: string): Promise<HistoryImportWarning[]> {
  const byUnit = new Map<number, NewPerson[]>();
  for (const p of newPersons) {
    const added = byUnit.get(p.unitId);
    if (added) added.push(p);
    else byUnit.set(p.unitId, [p]);
  }
  const taken = [...byUnit].map(([unitId, added]) => ({ unit: { id: unitId, unitName: added[0].unitName }, estabs: estabsTaken(added), levels: levelsHeld(added) }));
  const use = await quotaUseOf(db, taken.filter((t) => Object.keys(t.estabs).length).map((t) => t.unit.id));
  const posts = await postFiguresOf(db, taken.filter((t) => Object.keys(t.levels).length).map((t) => t.unit.id), today);
  return taken.flatMap(({ unit, estabs, levels }) => [
    ...(use.has(unit.id) ? estabWarnings(unit, use.get(unit.id)!, estabs) : []),
    ...(posts.has(unit.id) ? postWarnings(unit, posts.get(unit.id)!, levels) : []),
  ]);
}
