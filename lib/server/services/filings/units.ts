import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filings, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { visibleFilings } from './visibility';

/** The units that have a filing the user may see, by name: what a reviewer can narrow a list to. */
export async function listFilingUnits(db: Db, user: SessionUser) {
  const list = await db
    .selectDistinct({ id: units.id, unitName: units.unitName })
    .from(filings)
    .innerJoin(units, eq(units.id, filings.unitId))
    .where(visibleFilings(user))
    .orderBy(asc(units.unitName), asc(units.id));
  return { list };
}
