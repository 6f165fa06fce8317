import type { BodyOf } from '@/lib/contracts/endpoint';
import {
  accountsBulkDisable, accountsBulkEnable, accountsBulkExpiry, accountsBulkUnlock, unitAccountsCreate, unitAccountsPlan,
  type BulkOutcome, type UnitAccountsPlanReport,
} from '@/lib/contracts/unitAccounts';
import { downloadFile } from '../download';
import { callEnvelope } from './call';
import { readAnswer } from './outcome';

export type UnitAccountsRuleInput = BodyOf<typeof unitAccountsPlan>;

/** The dry run: what a creation would make, and the clashes. */
export const planUnitAccounts = (body: UnitAccountsRuleInput) => callEnvelope(unitAccountsPlan, body).then((e) => readAnswer<UnitAccountsPlanReport>(e));
/** Creates the accounts and saves the one-time list of initial passwords; a refusal rejects with its message. */
export const createUnitAccounts = (body: UnitAccountsRuleInput) => downloadFile(unitAccountsCreate, body, 'unit-accounts.xlsx');

export type BulkAction = 'expiry' | 'disable' | 'enable' | 'unlock';
const BULK = { disable: accountsBulkDisable, enable: accountsBulkEnable, unlock: accountsBulkUnlock } as const;

/** One bulk action on the selected accounts, answered per account; `expireTime` is the expiry's value (null clears it). */
export const runBulkAction = (action: BulkAction, ids: number[], expireTime: string | null = null) =>
  (action === 'expiry' ? callEnvelope(accountsBulkExpiry, { ids, expireTime }) : callEnvelope(BULK[action], { ids })).then((e) => readAnswer<BulkOutcome>(e));
