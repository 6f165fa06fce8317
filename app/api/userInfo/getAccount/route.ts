import { accountGet as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { loadAccount } from '@/lib/server/services/users/accounts';
import { managerOf } from '@/lib/server/services/users/manager';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => loadAccount(db, managerOf(user!), body.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
