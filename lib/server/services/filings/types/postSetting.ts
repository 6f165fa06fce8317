import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Finding } from '@/lib/domain/filing/findingText';
import { postSettingHeader, postSettingLine, type PostSettingHeader, type PostSettingLine } from '@/lib/contracts/postSetting';
import { today } from '@/lib/domain/datetime';
import { ratioTargetsFor } from '@/lib/domain/policy';
import { postSettingFindings } from '@/lib/domain/postSetting';
import { unitPostPlans } from '../../../db/tables';
import { installPostPlan } from '../../postPlans';
import { currentEstablishment } from '../../quota';
import { filingPolicyDate, valueOn } from '../../policySettings';
import { oneAtATime } from './oneAtATime';
import type { FilingDefinition, FilingLineRow, RuleContext } from '../definition';

const headerOf = (ctx: RuleContext) => ctx.filing.header as PostSettingHeader;
const planLines = (lines: FilingLineRow[]) => lines.map((l) => l.payload as PostSettingLine);

/** R-GW-01..04 on the plan, against the unit's current institution quota, rank and main post type (the ratios in force on submission). */
async function planRule(ctx: RuleContext): Promise<Finding[]> {
  const quotaInst = (await currentEstablishment(ctx.db, ctx.unit.id))?.quotaInst ?? 0;
  const targets = ratioTargetsFor(await valueOn(ctx.db, 'post.ratioTargets', filingPolicyDate(ctx.filing, ctx.phase, ctx.today)), ctx.unit.mainPostType);
  return postSettingFindings(headerOf(ctx), planLines(ctx.lines), { unitRank: ctx.unit.unitRank, mainPostType: ctx.unit.mainPostType, quotaInst }, targets);
}

/** 首次设置 only for a unit without an approved plan, 调整 only for one with; the congress date not in the future. */
async function kindRule(ctx: RuleContext): Promise<Finding[]> {
  const h = headerOf(ctx);
  const out: Finding[] = [];
  const [current] = await ctx.db.select({ id: unitPostPlans.id }).from(unitPostPlans)
    .where(and(eq(unitPostPlans.unitId, ctx.unit.id), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false))).limit(1);
  if (h.settingKind === 'FIRST' && current) out.push({ code: 'R-GEN-01', level: 'ERROR', field: 'header.settingKind', message: '本单位已有核准的岗位设置，请选择“调整”',
    messageEn: 'Your unit already has an approved post setting; choose "Adjustment"' });
  if (h.settingKind === 'ADJUST' && !current) out.push({ code: 'R-GEN-01', level: 'ERROR', field: 'header.settingKind', message: '本单位尚无核准的岗位设置，请选择“首次设置”',
    messageEn: 'Your unit has no approved post setting yet; choose "First setting"' });
  if (h.staffCongressDate > ctx.today) out.push({ code: 'R-GEN-01', level: 'ERROR', field: 'header.staffCongressDate', message: '职代会/职工大会通过日期不能晚于今天',
    messageEn: "The date of the staff congress's approval cannot be after today" });
  return out;
}

/** 岗位设置审批备案 (domain.md §2.5 GWSZ): approval makes the plan the unit's current post plan, a new version. */
export const postSettingFiling: FilingDefinition = {
  type: 'POST_SETTING',
  header: postSettingHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: postSettingLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [planRule, kindRule, oneAtATime('POST_SETTING', { zh: '岗位设置审批备案', en: 'Post setting' })],
  effectiveOn: { executeDate: true },
  async applyEffect(db, filing, lines, actor) {
    const h = filing.header as PostSettingHeader;
    await installPostPlan(db, filing.unitId, filing.id, actor.id, h, planLines(lines), filing.effectiveOn ?? today());
  },
};
