import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { EducationItem, ResumeItem } from '@/lib/contracts/person';
import type { Db } from '../../db/client';
import { personEducations, personResumes } from '../../db/tables';

/**
 * Replaces the education rows and the résumé the unit keeps itself (domain.md §2.3: non-key sub-sets); rows a
 * filing wrote stay. A sub-set left out of the request is left as it is.
 */
export async function replaceSubSets(db: Db, personId: number, unitId: number, educations?: EducationItem[], resumes?: ResumeItem[]) {
  if (educations) {
    await db.delete(personEducations).where(and(eq(personEducations.personId, personId), isNull(personEducations.sourceFilingId)));
    if (educations.length) {
      await db.insert(personEducations).values(educations.map((e) => ({
        personId, unitId, kind: e.kind, education: e.education, degree: e.degree ?? null, school: e.school, major: e.major ?? null,
        startDate: e.startDate ?? null, endDate: e.endDate ?? null,
      })));
    }
  }
  if (resumes) {
    await db.delete(personResumes).where(and(eq(personResumes.personId, personId), isNull(personResumes.sourceFilingId)));
    if (resumes.length) {
      await db.insert(personResumes).values(resumes.map((r) => ({
        personId, unitId, startDate: r.startDate, endDate: r.endDate ?? null, organisation: r.organisation, position: r.position ?? null,
      })));
    }
  }
}

/** Whether a database error is the unique ID-number index refusing a second row (two saves racing). */
export function isDuplicateId(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    const err = x as { code?: string; constraint?: string; message?: string };
    if (err.code === '23505' || /person_id_number_uq/.test(err.message ?? '')) return true;
  }
  return false;
}
