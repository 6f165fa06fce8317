import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Finding } from '@/lib/domain/filing/findingText';
import { unitInfoHeader, type EstablishmentFields, type UnitKeyFields } from '@/lib/contracts/unit';
import { z } from 'zod';
import { today } from '@/lib/domain/datetime';
import { quotasBelowStaff, unfitHoldingFindings } from '@/lib/domain/unitStaff';
import { isValidUscc } from '@/lib/domain/uscc';
import { attachments, unitEstablishments, units } from '../../../db/tables';
import { heldByType, quotaUse } from '../../quota';
import { oneAtATime } from './oneAtATime';
import type { FilingDefinition, RuleContext } from '../definition';

export const OVER_QUOTA_PLAN = '超编消化计划';

const headerOf = (ctx: RuleContext) => ctx.filing.header as { unit: UnitKeyFields; establishment: EstablishmentFields };

/** R-USCC-01/02: a valid, unique credit code whose prefix suits the unit category. */
async function usccRule(ctx: RuleContext): Promise<Finding[]> {
  const { uscc, unitCategory } = headerOf(ctx).unit;
  const field = 'header.unit.uscc';
  if (!isValidUscc(uscc)) return [{ code: 'R-USCC-01', level: 'ERROR', message: '统一社会信用代码校验位错误', messageEn: 'The check character of the unified social credit code is wrong', field }];
  const [other] = await ctx.db.select({ name: units.unitName }).from(units).where(and(eq(units.uscc, uscc), ne(units.id, ctx.unit.id))).limit(1);
  if (other) return [{ code: 'R-USCC-01', level: 'ERROR', message: `统一社会信用代码已被【${other.name}】使用`, messageEn: `The unified social credit code is already used by ${other.name}`, field }];
  const expected = { PUBLIC_INST: '12', ADMIN_ORGAN: '11', PARTY_ORGAN: '11', REF_CIVIL: '12' }[unitCategory as string];
  if (expected && !uscc.startsWith(expected)) {
    return [{
      code: 'R-USCC-02', level: 'WARN', message: `${unitCategory === 'PUBLIC_INST' ? '事业单位' : '机关'}信用代码通常以${expected}开头，请确认`,
      messageEn: `The credit code of ${unitCategory === 'PUBLIC_INST' ? 'a public institution' : 'an organ'} usually begins with ${expected}; please confirm`, field,
    }];
  }
  return [];
}

/** R-BZ-05: a quota below the persons already in establishment needs the plan to absorb the surplus. */
async function overQuotaRule(ctx: RuleContext): Promise<Finding[]> {
  const held = heldByType(await quotaUse(ctx.db, ctx.unit.id));
  if (!quotasBelowStaff(headerOf(ctx).establishment, held).length) return [];
  const [plan] = await ctx.db.select({ id: attachments.id }).from(attachments)
    .where(and(eq(attachments.filingId, ctx.filing.id), eq(attachments.category, OVER_QUOTA_PLAN), eq(attachments.deleted, false))).limit(1);
  if (plan) return [];
  return [{
    code: 'R-BZ-05', level: ctx.phase === 'save' ? 'WARN' : 'ERROR', message: `新核定编制数少于实有在编人数，须上传“${OVER_QUOTA_PLAN}”附件`,
    messageEn: 'The new quota is below the persons in establishment: attach the plan to absorb the surplus', field: 'header.establishment',
  }];
}

/** R-BZ-04: a new unit category takes the establishment types its persons already hold (else they convert first). */
async function staffFitRule(ctx: RuleContext): Promise<Finding[]> {
  const { unitCategory } = headerOf(ctx).unit;
  if (unitCategory === ctx.unit.unitCategory) return [];
  return unfitHoldingFindings(unitCategory, heldByType(await quotaUse(ctx.db, ctx.unit.id)), 'header.unit.unitCategory');
}

/** 单位信息上报/变更: key fields of the unit and a new establishment version (domain.md §2.5 DWXX). */
export const unitInfoFiling: FilingDefinition = {
  type: 'UNIT_INFO',
  header: unitInfoHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: z.object({}),
  rules: [usccRule, overQuotaRule, staffFitRule, oneAtATime('UNIT_INFO', { zh: '单位信息上报', en: 'Unit information filing' })],
  effectiveOn: { executeDate: true },
  async applyEffect(db, filing, _lines, actor) {
    const { unit, establishment } = filing.header as { unit: UnitKeyFields; establishment: EstablishmentFields };
    const [current] = await db.select({ version: units.version }).from(units).where(eq(units.id, filing.unitId));
    await db.update(units).set({ ...unit, version: current.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(units.id, filing.unitId));
    await db.update(unitEstablishments).set({ isCurrent: false, updatedAt: new Date() })
      .where(and(eq(unitEstablishments.unitId, filing.unitId), eq(unitEstablishments.isCurrent, true)));
    await db.insert(unitEstablishments).values({
      ...establishment, unitId: filing.unitId, effectiveFrom: filing.effectiveOn ?? today(), isCurrent: true,
      source: 'UNIT_INFO_FILING', sourceFilingId: filing.id, createdBy: actor.id,
    });
  },
};
