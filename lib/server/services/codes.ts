import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CodeOption } from '@/lib/contracts/code';
import { today } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { codeItems } from '../db/tables';

/** The enabled entries of code lists; a code outside its validity stays listed (for history) but is not selectable. */
export async function codeLists(db: Db, names?: string[]): Promise<Record<string, CodeOption[]>> {
  const rows = await db.select().from(codeItems)
    .where(and(eq(codeItems.enabled, true), names?.length ? inArray(codeItems.list, names) : undefined))
    .orderBy(asc(codeItems.list), asc(codeItems.sort));
  const now = today();
  const out: Record<string, CodeOption[]> = {};
  for (const r of rows) {
    const valid = (!r.validFrom || r.validFrom <= now) && (!r.validTo || r.validTo >= now);
    (out[r.list] ??= []).push({ code: r.code, zh: r.nameZh, en: r.nameEn, groupCode: r.groupCode, selectable: r.selectable && valid });
  }
  return out;
}
