import { accountsBulkUnlock as contract } from '@/lib/contracts/unitAccounts';
import { defineHandler } from '@/lib/server/http';
import { bulkAction, unlockStep } from '@/lib/server/services/users/bulk';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, bulkAction('解除登录锁定', unlockStep));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
