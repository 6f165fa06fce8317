import 'server-only';
import type { OpenPlan, RecruitQuotaItem } from '@/lib/contracts/recruit';
import { availableForRecruitment, planValidUntil } from '@/lib/domain/recruit';
import type { Db } from '../../db/client';
import { loadIntake, planPosts, postUse, recruitRooms } from './intake';
import { planPublicities } from './publicity';

/**
 * The unit's approved plans still valid, each post with the results filed or under review against it, and the plan's
 * approved publicity announcements.
 */
export async function openPlans(db: Db, unitId: number, today: string): Promise<OpenPlan[]> {
  const intake = await loadIntake(db, unitId);
  const publicities = await planPublicities(db, unitId);
  return intake.filings
    .filter((f) => f.filingType === 'RECRUIT_PLAN' && f.status === 'APPROVED' && planValidUntil(f.year ?? 0) >= today)
    .map((f) => {
      const used = postUse(intake, f.id);
      return {
        id: f.id, filingNo: f.filingNo ?? '', title: f.title, year: f.year, validUntil: planValidUntil(f.year ?? 0),
        posts: planPosts(intake.lines.get(f.id)!).map((p) => ({
          postCode: p.postCode, postName: p.postName, postCategory: p.postCategory, postLevel: p.postLevel, estabType: p.estabType,
          recruitCount: p.recruitCount, used: used.get(p.postCode.toUpperCase()) ?? 0, ageMax: p.ageMax, eduReq: p.eduReq,
        })),
        publicities: publicities.get(f.id) ?? [],
      };
    });
}

/** The unit's room for recruitment per establishment type (R-BZ-02). */
export async function recruitQuota(db: Db, unitId: number, today: string): Promise<RecruitQuotaItem[]> {
  return (await recruitRooms(db, unitId, today)).map((r) => ({
    estabType: r.estabType, approved: r.approved, actual: r.actual, approvedNotArrived: r.approvedNotArrived,
    inTransit: r.inTransit, vacancy: r.vacancy, reservedByPlans: r.reservedByPlans, available: availableForRecruitment(r),
  }));
}
