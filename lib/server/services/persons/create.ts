import 'server-only';
import { eq } from 'drizzle-orm';
import type { PersonCreateBody, PersonDetail } from '@/lib/contracts/person';
import { maskIdCard } from '@/lib/domain/idCard';
import type { Db } from '../../db/client';
import { persons, units } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { checkPerson, personValues, rejection } from './checks';
import { loadCodeBook } from './codeBook';
import { personDetail } from './detail';
import { isDuplicateId, replaceSubSets } from './subSets';

export const DUPLICATE_ID = () => new ApiError(422, '该身份证号已登记，请勿重复录入', { field: 'idNumber' }, 'This ID number is already registered');

/** The caller's own unit: only a unit account enters persons. */
export async function ownUnit(db: Db, user: SessionUser) {
  const [unit] = user.unitId ? await db.select().from(units).where(eq(units.id, user.unitId)) : [];
  if (!unit) throw new ApiError(403, '只有基层单位账号可以录入人员', null, 'Only unit accounts enter persons');
  return unit;
}

/** Creates a person of the caller's unit as a draft (待上报), after every rule of the record passed. */
export async function createPerson(db: Db, user: SessionUser, body: PersonCreateBody, audit: { detail?: string }): Promise<PersonDetail> {
  const unit = await ownUnit(db, user);
  const values = personValues(body);
  const issues = await checkPerson(db, await loadCodeBook(db), { unit, values, educations: body.educations, resumes: body.resumes });
  if (issues.length) throw rejection(issues);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(persons).values({
        ...values, idType: values.idType!, idNumber: values.idNumber!, personStatus: values.personStatus!, unitId: unit.id,
        recordStatus: 'DRAFT', createdBy: user.id, updatedBy: user.id,
      } as typeof persons.$inferInsert).returning();
      await replaceSubSets(tx, row.id, unit.id, body.educations, body.resumes);
      audit.detail = `新增人员 ${row.id} ${row.name} ${maskIdCard(row.idNumber)}`;
      return personDetail(tx, user, row, unit);
    });
  } catch (e) {
    throw isDuplicateId(e) ? DUPLICATE_ID() : e;
  }
}
