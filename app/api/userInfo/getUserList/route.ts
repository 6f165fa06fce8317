import { accountList as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { listAccounts } from '@/lib/server/services/users/accounts';
import { managerOf } from '@/lib/server/services/users/manager';

export const POST = defineHandler(contract, async ({ db, user, body }) => listAccounts(db, await managerOf(db, user!), body));
