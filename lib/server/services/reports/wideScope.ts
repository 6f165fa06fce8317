import 'server-only';
import { count, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { units } from '../../db/tables';

/** How many units `all` selects: the units a report can list at all, for isWideScope. */
export async function unitCount(db: Db, all: SQL): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(units).where(all);
  return n;
}

/**
 * Whether a report's listed units are at least half of the units it can list at all: then its counts are grouped over every
 * unit and the groups of the listed units kept, because probing each of a million rows against the scope's units costs more
 * than counting the rows of the few units outside it. A smaller scope (an authority's units, one unit) is narrowed in the
 * database, where its units' index finds its rows.
 */
export const isWideScope = (listed: number, all: number): boolean => listed > 0 && listed * 2 >= all;
