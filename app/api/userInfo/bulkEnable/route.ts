import { accountsBulkEnable as contract } from '@/lib/contracts/unitAccounts';
import { defineHandler } from '@/lib/server/http';
import { bulkAction, enableStep } from '@/lib/server/services/users/bulk';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, bulkAction('启用账号', enableStep));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
