import 'server-only';
import type { Finding } from '@/lib/domain/filing/findingText';
import type { PublicityKind } from '@/lib/domain/policy';
import { publicityPeriodFindings, type PublicityPeriod, type PublicitySubject } from '@/lib/domain/publicity';
import { valueOn } from '../../policySettings';
import type { Rule, RuleContext } from '../definition';

/**
 * R-GEN-06 for a filing that carries its own 公示 period (issue 13 §5): when `subjectOf` names what was published, the
 * period is given, lasts the days of `publicity.days` in force on its first day, and is over by each approval.
 */
export function publicityRule(kind: PublicityKind, subjectOf: (ctx: RuleContext) => PublicitySubject | null): Rule {
  return async (ctx: RuleContext): Promise<Finding[]> => {
    const subject = subjectOf(ctx);
    if (!subject) return [];
    const period = ctx.filing.header as PublicityPeriod;
    const days = await valueOn(ctx.db, 'publicity.days', period.publicityStart ?? ctx.today);
    return publicityPeriodFindings(period, subject, days[kind], ctx.phase, ctx.today);
  };
}

