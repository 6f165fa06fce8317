import { unitAccountsCreate as contract } from '@/lib/contracts/unitAccounts';
import { defineHandler } from '@/lib/server/http';
import { createUnitAccounts } from '@/lib/server/services/users/unitAccounts';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, createUnitAccounts);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
