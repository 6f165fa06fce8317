import 'server-only';
import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { PERSON_COUNT_CAP, type PersonFilters, type PersonListItem } from '@/lib/contracts/person';
import { ageOn } from '@/lib/domain/dates';
import { today as todayInChina } from '@/lib/domain/datetime';
import { maskIdCard } from '@/lib/domain/idCard';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { persons, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { personActions } from './actions';
import { nameContains } from './nameSearch';
import { scopeReadsUnits, visiblePersons } from './visibility';


/** The conditions of the list filters, on top of what the user may see. */
export function personConditions(user: SessionUser, f: PersonFilters): SQL {
  const id = f.idNumber ?? undefined;
  return and(
    visiblePersons(user),
    f.name ? nameContains(f.name) : undefined,
    id ? (id.length === 18 ? eq(persons.idNumber, id) : like(persons.idNumber, `%${escapeLike(id)}`)) : undefined,
    f.personStatus ? eq(persons.personStatus, f.personStatus) : undefined,
    f.postCategory ? eq(persons.postCategory, f.postCategory) : undefined,
    f.estabType ? eq(persons.estabType, f.estabType) : undefined,
    f.estabStatus ? eq(persons.estabStatus, f.estabStatus) : undefined,
    f.recordStatus ? eq(persons.recordStatus, f.recordStatus) : undefined,
    f.unitId ? eq(persons.unitId, f.unitId) : undefined,
  )!;
}

const inFiling = sql<boolean>`exists (select 1 from filing_line fl where fl.person_id = ${persons.id})`;

/**
 * One page of the persons the user may see, newest first, ID numbers masked. The total is counted up to `countCap`
 * matches (totalCapped when there are more), or exactly when the caller asks (`exactTotal`).
 */
export async function listPersons(
  db: Db, user: SessionUser, q: PersonFilters & { pageNo: number; pageSize: number; exactTotal?: boolean }, countCap = PERSON_COUNT_CAP,
) {
  const where = personConditions(user, q);
  const rows = await db.select({ person: persons, unitName: units.unitName, inFiling }).from(persons)
    .innerJoin(units, eq(units.id, persons.unitId))
    .where(where)
    .orderBy(desc(persons.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const { total, totalCapped } = await countPersons(db, user, where, q.exactTotal ? null : countCap);
  const today = todayInChina();
  const list: PersonListItem[] = rows.map(({ person: p, unitName, inFiling: listed }) => ({
    id: p.id, unitId: p.unitId, unitName, name: p.name, idNumber: maskIdCard(p.idNumber), gender: p.gender, birthDate: p.birthDate,
    age: ageOn(p.birthDate, today), education: p.education, deptName: p.deptName, estabStatus: p.estabStatus, estabType: p.estabType,
    postCategory: p.postCategory, postLevel: p.postLevel, personStatus: p.personStatus, recordStatus: p.recordStatus,
    lockFilingId: p.lockFilingId, version: p.version, allowedActions: personActions(user, p, Boolean(listed)),
  }));
  return { list, total, totalCapped };
}

/** The persons matching `where`, counted up to `cap` + 1 (null: all of them). */
async function countPersons(db: Db, user: SessionUser, where: SQL, cap: number | null) {
  // Counting a million rows is the list's cost: join the units only where the scope reads them (zg, rsj).
  const matching = db.select({ one: sql`1` }).from(persons);
  const scoped = (scopeReadsUnits(user) ? matching.innerJoin(units, eq(units.id, persons.unitId)) : matching).where(where);
  const [{ total }] = cap === null
    ? await db.select({ total: count() }).from(scoped.as('matching'))
    : await db.select({ total: count() }).from(scoped.limit(cap + 1).as('matching'));
  return cap !== null && total > cap ? { total: cap, totalCapped: true } : { total, totalCapped: false };
}
