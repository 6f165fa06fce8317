import { accountsBulkDisable as contract } from '@/lib/contracts/unitAccounts';
import { defineHandler } from '@/lib/server/http';
import { bulkAction, disableStep } from '@/lib/server/services/users/bulk';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, bulkAction('停用账号', disableStep));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
