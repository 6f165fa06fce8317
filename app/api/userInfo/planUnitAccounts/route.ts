import { unitAccountsPlan as contract } from '@/lib/contracts/unitAccounts';
import { defineHandler } from '@/lib/server/http';
import { dryRunUnitAccounts } from '@/lib/server/services/users/unitAccounts';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, dryRunUnitAccounts);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
