import 'server-only';
import type { UnitAccountPlanItem, unitAccountsCreate, unitAccountsPlan } from '@/lib/contracts/unitAccounts';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import { today } from '@/lib/domain/datetime';
import { writeAudit } from '../../audit';
import { ApiError } from '../../errors';
import type { HandlerContext } from '../../http';
import { xlsxResponse } from '../persons/excel/workbook';
import { initialPassword } from './initialPassword';
import { managerOf } from './manager';
import { planUnitAccounts } from './unitAccountsPlan';
import { unitAccountsWorkbook, type CreatedAccount } from './unitAccountsSheet';
import { saveAccount } from './write';
import { isUniqueViolation } from '../../db/errors';

const creationDetail = (rule: string, creatable: UnitAccountPlanItem[], clashes: UnitAccountPlanItem[]) =>
  `批量创建单位主账号（用户名规则：${rule}）${creatable.length} 个：${creatable.map((u) => `${u.unitName}→${u.username}`).join('、')}`
  + (clashes.length ? `；用户名冲突未创建 ${clashes.length} 个：${clashes.map((u) => `${u.unitName}（${u.username}）`).join('、')}` : '');

/** The dry run: what a creation would make now, and the clashes; nothing is written. */
export async function dryRunUnitAccounts(ctx: HandlerContext<typeof unitAccountsPlan>): Promise<ResponseOf<typeof unitAccountsPlan>> {
  managerOf(ctx.user!);
  return planUnitAccounts(ctx.db, ctx.body);
}

/**
 * Creates every planned account without a clash in one transaction, through saveAccount like any other account
 * (policy check, bcrypt hash, mustChangePassword), and answers the list with the clear passwords: they exist only in
 * this answer. The workbook is built before the commit, so an account is never left with a password nobody received.
 * The system log records the creation (in the same transaction) and, as this request's entry, the download; never a password.
 */
export async function createUnitAccounts(ctx: HandlerContext<typeof unitAccountsCreate>): Promise<ResponseOf<typeof unitAccountsCreate>> {
  const m = managerOf(ctx.user!);
  const plan = await planUnitAccounts(ctx.db, ctx.body);
  const creatable = plan.units.filter((u) => !u.clash);
  const clashes = plan.units.filter((u) => u.clash);
  if (!creatable.length) {
    throw new ApiError(422, `没有可创建账号的单位（无账号的单位 ${plan.units.length} 个，其中用户名冲突 ${clashes.length} 个）`, plan,
      `No unit can get an account (${plan.units.length} unit(s) without an account, ${clashes.length} with a clashing username)`);
  }
  const rule = ctx.body.usernameRule === 'prefix' ? `前缀 ${ctx.body.prefix}` : '统一社会信用代码';
  let file: Response;
  try {
    file = await ctx.db.transaction(async (tx) => {
      const created: CreatedAccount[] = [];
      for (const unit of creatable) {
        const password = initialPassword(unit.username);
        await saveAccount(tx, m, { username: unit.username, realName: '', role: unit.role, unitId: unit.unitId, enabled: true, isSubAccount: false, password });
        created.push({ ...unit, password });
      }
      await writeAudit(tx, {
        userId: m.user.id, account: m.user.username, unitId: m.user.unitId, ip: ctx.ip, type: 'operation', action: 'account.bulkCreate',
        result: 'success', code: 200, detail: creationDetail(rule, creatable, clashes),
      });
      return xlsxResponse(unitAccountsWorkbook(ctx.lang, created, clashes), ctx.lang === 'en' ? `unit-accounts-${today()}.xlsx` : `单位账号_${today()}.xlsx`);
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    throw new ApiError(409, '创建时有用户名已被其他账号占用，未创建任何账号，请重新预览后再创建', null,
      'A username was taken meanwhile; no account was created: run the dry run again');
  }
  ctx.audit.type = 'export';
  ctx.audit.detail = `下载新建单位账号清单（含初始密码，仅此一次，系统不保存明文）：${creatable.length} 个账号`;
  return file;
}
