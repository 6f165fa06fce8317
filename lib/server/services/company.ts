import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyView } from '@/lib/contracts/unit';
import type { Db } from '../db/client';
import { filings, regions, units } from '../db/tables';
import { ApiError } from '../errors';
import type { SessionUser } from '../session';
import { currentEstablishment, quotaUse } from './quota';
import { unitAsked } from '../scope';

const competent = alias(units, 'competent');

/** A unit's information, current establishment and its use; a unit outside the caller's scope is refused. */
export async function companyInfo(db: Db, user: SessionUser, unitId?: number): Promise<CompanyView> {
  const id = await unitAsked(db, user, unitId);
  const [[row], estab, [pending], quota] = await Promise.all([
    db.select({ unit: units, regionName: regions.name, competentName: competent.unitName }).from(units)
      .innerJoin(regions, eq(regions.code, units.regionCode))
      .leftJoin(competent, eq(competent.id, units.competentDeptId))
      .where(eq(units.id, id)),
    currentEstablishment(db, id),
    db.select({ id: filings.id }).from(filings).where(and(
      eq(filings.unitId, id), eq(filings.filingType, 'UNIT_INFO'), inArray(filings.status, ['PENDING_ZG', 'PENDING_RSJ']), eq(filings.deleted, false),
    )).limit(1),
    quotaUse(db, id),
  ]);
  if (!row) throw new ApiError(404, '单位不存在');
  const u = row.unit;
  return {
    unit: {
      id: u.id, unitName: u.unitName, shortName: u.shortName, uscc: u.uscc, unitCategory: u.unitCategory, instClass: u.instClass,
      unitTier: u.unitTier, unitRank: u.unitRank, affiliation: u.affiliation, regionCode: u.regionCode, regionName: row.regionName,
      fundingForm: u.fundingForm, mainPostType: u.mainPostType, estabDocNo: u.estabDocNo, estabDocDate: u.estabDocDate,
      legalRep: u.legalRep, contactName: u.contactName, contactPhone: u.contactPhone, address: u.address, postcode: u.postcode,
      competentDeptName: row.competentName, unitStatus: u.unitStatus, recordStatus: u.recordStatus, companyType: u.companyType,
      version: u.version,
    },
    establishment: estab ? {
      approvedTotal: estab.approvedTotal, quotaAdmin: estab.quotaAdmin, quotaInst: estab.quotaInst, quotaRefCivil: estab.quotaRefCivil,
      quotaOrganWorker: estab.quotaOrganWorker, instQuotaManage: estab.instQuotaManage, instQuotaTech: estab.instQuotaTech,
      instQuotaWorker: estab.instQuotaWorker, leaderFull: estab.leaderFull, leaderDeputy: estab.leaderDeputy,
      internalOrgCount: estab.internalOrgCount, docNo: estab.docNo, docDate: estab.docDate, effectiveFrom: estab.effectiveFrom, source: estab.source,
    } : null,
    quota,
    pendingFilingId: pending?.id ?? null,
  };
}
