import { accountList as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { listAccounts } from '@/lib/server/services/users/accounts';
import { managerOf } from '@/lib/server/services/users/manager';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listAccounts(db, managerOf(user!), body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
