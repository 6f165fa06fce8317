import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PersonDetail, PersonUpdateBody } from '@/lib/contracts/person';
import { PERSON_KEY_FIELDS, SECOND_POST_FIELDS } from '@/lib/domain/person';
import type { Db } from '../../db/client';
import { persons } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { lockNames } from '../filings/locks';
import { isLocked, type PersonRow } from './actions';
import { checkPerson, personValues, rejection, type PersonValues } from './checks';
import { loadCodeBook } from './codeBook';
import { DUPLICATE_ID } from './create';
import { loadVisiblePerson, personDetail } from './detail';
import { fieldLabel } from './fields';
import { isDuplicateId, replaceSubSets } from './subSets';

export const CONFLICT = () => new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Someone else changed this data; refresh and try again');

/** R-GEN-04: a person held by an in-flight filing keeps every field until the filing ends. */
export async function lockedRefusal(db: Db, user: SessionUser, p: PersonRow): Promise<ApiError> {
  const by = p.lockFilingId ? (await lockNames(db, [p.lockFilingId], user.unitId)).get(p.lockFilingId) : undefined;
  if (by && !by.ownUnit) {
    return new ApiError(422, '该人员有其他单位正在办理的备案，办结前不能修改', null, "This person is in another unit's filing under way and cannot change until it ends");
  }
  return new ApiError(422, `该人员存在在途业务${by ? `【${by.zh}】` : ''}，办结前不能修改`, { lockFilingId: p.lockFilingId },
    `This person is held by a filing under review${by ? ` (${by.en})` : ''} and cannot change until it ends`);
}

const changedFields = (before: PersonRow, after: PersonValues) =>
  (Object.keys(after) as (keyof PersonValues)[]).filter((k) => (before[k] ?? null) !== after[k]);

/**
 * Saves a person of the caller's unit. A draft may change in every field; a filed person's key fields
 * (domain.md §2.3) change only through a PERSON_INFO filing: the refusal lists them in data.keyChanges so the
 * screen can file them. Its second post (双肩挑) changes only through a 岗位变动 filing, its status only through filings
 * (R-PS-01).
 */
export async function updatePerson(db: Db, user: SessionUser, body: PersonUpdateBody, audit: { detail?: string }): Promise<PersonDetail> {
  try {
    return await db.transaction(async (tx) => {
      const { person: p, unit } = await loadVisiblePerson(tx, user, body.id, true);
      if (isLocked(p)) throw await lockedRefusal(tx, user, p);
      if (p.version !== body.version) throw CONFLICT();
      const values = personValues({ ...body, idNumber: body.idNumber ?? p.idNumber });
      const changed = changedFields(p, values);
      if (p.recordStatus === 'FILED') {
        const keys = changed.filter((k) => (PERSON_KEY_FIELDS as readonly string[]).includes(k));
        if (keys.length) {
          throw new ApiError(422, `${keys.map((k) => fieldLabel(k)).join('、')}为关键信息，已备案人员须通过“人员信息上报”变更`,
            { field: keys[0], keyChanges: Object.fromEntries(keys.map((k) => [k, values[k]])) },
            `${keys.map((k) => fieldLabel(k, 'en')).join(', ')}: key fields of a filed person change through a person information filing`);
        }
        const secondPost = changed.filter((k) => (SECOND_POST_FIELDS as readonly string[]).includes(k));
        if (secondPost.length) {
          throw new ApiError(422, `${secondPost.map((k) => fieldLabel(k)).join('、')}：已备案人员的双肩挑岗位须通过“岗位变动”备案增减`, { field: secondPost[0] },
            `${secondPost.map((k) => fieldLabel(k, 'en')).join(', ')}: a filed person's second post is added or removed through a post change filing`);
        }
        if (changed.includes('personStatus')) {
          throw new ApiError(422, '已备案人员的人员状态只能由业务办理后变更', { field: 'personStatus' }, 'A filed person\'s status changes only through filings');
        }
      }
      const issues = await checkPerson(tx, await loadCodeBook(tx), { unit, values, stored: p, educations: body.educations, resumes: body.resumes });
      if (issues.length) throw rejection(issues);
      const [saved] = await tx.update(persons).set({ ...values, version: p.version + 1, updatedAt: new Date(), updatedBy: user.id } as Partial<PersonRow>)
        .where(and(eq(persons.id, p.id), eq(persons.version, body.version))).returning();
      if (!saved) throw CONFLICT();
      await replaceSubSets(tx, p.id, p.unitId, body.educations, body.resumes);
      audit.detail = `修改人员 ${p.id} ${saved.name}：${changed.map((k) => fieldLabel(k)).join('、') || '学历/简历'}`;
      return personDetail(tx, user, saved, unit);
    });
  } catch (e) {
    throw isDuplicateId(e) ? DUPLICATE_ID() : e;
  }
}
