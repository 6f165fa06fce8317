import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, units } from '../../db/tables';
import { regionAncestors } from '../notices';
import type { FilingRow } from './definition';

/** A message's title and content: the Chinese and the English. */
interface Message { title: string; content: string; titleEn: string; contentEn: string }

async function send(db: Db, unitIds: number[], m: Message, publisherName: string): Promise<void> {
  if (!unitIds.length) return;
  await db.insert(notices).values({
    kind: 'email', title: m.title.slice(0, 200), content: m.content, titleEn: m.titleEn, contentEn: m.contentEn, audience: 'units', unitIds, publisherName,
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The personnel bureaus whose region covers the filing's. */
async function bureausCovering(db: Db, regionCode: string): Promise<number[]> {
  const rows = await db.select({ id: units.id }).from(units)
    .where(and(eq(units.unitTier, 'RSJ_REGION'), inArray(units.regionCode, regionAncestors(regionCode)), eq(units.deleted, false)));
  return rows.map((r) => r.id);
}

/**
 * Tells the unit of every return and approval, and the next reviewer of every filing that reaches its queue, in Chinese
 * and in English (the type's name in each; the filing's own title and the units' names as they were written).
 */
export async function notifyTransition(
  db: Db, filing: FilingRow, typeName: { zh: string; en: string }, to: string, opinion: string | undefined, actorUnitName: string,
): Promise<void> {
  const label = `【${typeName.zh}】${filing.filingNo ?? filing.title}`;
  const labelEn = `[${typeName.en}] ${filing.filingNo ?? filing.title}`;
  const said = opinion ? `<p>意见：${escape(opinion)}</p>` : '';
  const saidEn = opinion ? `<p>Opinion: ${escape(opinion)}</p>` : '';
  const actor = escape(actorUnitName);
  const title = escape(filing.title);
  if (to === 'RETURNED_ZG' || to === 'RETURNED_RSJ') {
    await send(db, [filing.unitId], {
      title: `${label} 已被退回，请修改后再次提交`, content: `<p>${actor}退回了该业务。</p>${said}`,
      titleEn: `${labelEn} was returned: please revise it and submit it again`, contentEn: `<p>${actor} returned this filing.</p>${saidEn}`,
    }, actorUnitName);
    if (to === 'RETURNED_RSJ' && filing.competentDeptId) {
      await send(db, [filing.competentDeptId], {
        title: `${label} 已被人社局退回`, content: said, titleEn: `${labelEn} was returned by the personnel bureau`, contentEn: saidEn,
      }, actorUnitName);
    }
  } else if (to === 'APPROVED') {
    await send(db, [filing.unitId], {
      title: `${label} 已审核通过`, content: `<p>${actor}已审核通过该业务。</p>${said}`,
      titleEn: `${labelEn} was approved`, contentEn: `<p>${actor} approved this filing.</p>${saidEn}`,
    }, actorUnitName);
  } else if (to === 'PENDING_ZG' && filing.competentDeptId) {
    await send(db, [filing.competentDeptId], {
      title: `${label} 待审核`, content: `<p>${title} 已提交，请审核。</p>`,
      titleEn: `${labelEn} awaits review`, contentEn: `<p>${title} was submitted: please review it.</p>`,
    }, actorUnitName);
  } else if (to === 'PENDING_RSJ') {
    await send(db, await bureausCovering(db, filing.regionCode), {
      title: `${label} 待审核`, content: `<p>${title} 已经主管部门审核通过，请审核。</p>`,
      titleEn: `${labelEn} awaits review`, contentEn: `<p>${title} was approved by the competent authority: please review it.</p>`,
    }, actorUnitName);
  }
}
