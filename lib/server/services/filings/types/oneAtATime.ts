import 'server-only';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { FilingType } from '@/lib/contracts/filing';
import type { Finding } from '@/lib/domain/filing/findingText';
import { filingStatusWord } from '@/lib/domain/filing/statusWord';
import { filings } from '../../../db/tables';
import type { Rule } from '../definition';
import { effectPending } from '../pending';

/**
 * One filing of the type per unit at a time (R-GEN-07): none while another is under review, nor while an approved one
 * waits for its 执行日期 — the later landing would overwrite the newer filing's effect (domain.md §3.5). The approved one
 * is named by the status word every screen gives it: 已核准 for an approval type, 已备案 for the others.
 */
export function oneAtATime(type: FilingType, name: { zh: string; en: string }): Rule {
  return async (ctx) => {
    const [other] = await ctx.db.select({ filingNo: filings.filingNo, status: filings.status, effectiveOn: filings.effectiveOn }).from(filings).where(and(
      eq(filings.unitId, ctx.unit.id), eq(filings.filingType, type), ne(filings.id, ctx.filing.id), eq(filings.deleted, false),
      or(inArray(filings.status, ['PENDING_ZG', 'PENDING_RSJ']), effectPending()),
    )).limit(1);
    if (!other) return [];
    const finding: Pick<Finding, 'code' | 'level' | 'field'> = { code: 'R-GEN-07', level: 'ERROR', field: 'filingType' };
    return [other.status === 'APPROVED'
      ? { ...finding, message: `${name.zh}【${other.filingNo}】${filingStatusWord('APPROVED', type, 'zh')}，自 ${other.effectiveOn} 起执行，执行前不能再次提交`,
        messageEn: `${name.en} ${other.filingNo} is ${filingStatusWord('APPROVED', type, 'en').toLowerCase()} and takes effect on ${other.effectiveOn}; another cannot be submitted before then` }
      : { ...finding, message: `${name.zh}【${other.filingNo}】正在审核中，不能再次提交`,
        messageEn: `${name.en} ${other.filingNo} is under review; another cannot be submitted` }];
  };
}
