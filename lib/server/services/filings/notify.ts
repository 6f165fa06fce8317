import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, units } from '../../db/tables';
import { regionAncestors } from '../notices';
import type { FilingRow } from './definition';

async function send(db: Db, unitIds: number[], title: string, content: string, publisherName: string): Promise<void> {
  if (!unitIds.length) return;
  await db.insert(notices).values({ kind: 'email', title: title.slice(0, 200), content, audience: 'units', unitIds, publisherName });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The personnel bureaus whose region covers the filing's. */
async function bureausCovering(db: Db, regionCode: string): Promise<number[]> {
  const rows = await db.select({ id: units.id }).from(units)
    .where(and(eq(units.unitTier, 'RSJ_REGION'), inArray(units.regionCode, regionAncestors(regionCode)), eq(units.deleted, false)));
  return rows.map((r) => r.id);
}

/** Tells the unit of every return and approval, and the next reviewer of every filing that reaches its queue. */
export async function notifyTransition(
  db: Db, filing: FilingRow, typeName: string, to: string, opinion: string | undefined, actorUnitName: string,
): Promise<void> {
  const label = `【${typeName}】${filing.filingNo ?? filing.title}`;
  const said = opinion ? `<p>意见：${escape(opinion)}</p>` : '';
  if (to === 'RETURNED_ZG' || to === 'RETURNED_RSJ') {
    await send(db, [filing.unitId], `${label} 已被退回，请修改后再次提交`, `<p>${escape(actorUnitName)}退回了该业务。</p>${said}`, actorUnitName);
    if (to === 'RETURNED_RSJ' && filing.competentDeptId) {
      await send(db, [filing.competentDeptId], `${label} 已被人社局退回`, said, actorUnitName);
    }
  } else if (to === 'APPROVED') {
    await send(db, [filing.unitId], `${label} 已审核通过`, `<p>${escape(actorUnitName)}已审核通过该业务。</p>${said}`, actorUnitName);
  } else if (to === 'PENDING_ZG' && filing.competentDeptId) {
    await send(db, [filing.competentDeptId], `${label} 待审核`, `<p>${escape(filing.title)} 已提交，请审核。</p>`, actorUnitName);
  } else if (to === 'PENDING_RSJ') {
    await send(db, await bureausCovering(db, filing.regionCode), `${label} 待审核`, `<p>${escape(filing.title)} 已经主管部门审核通过，请审核。</p>`, actorUnitName);
  }
}
