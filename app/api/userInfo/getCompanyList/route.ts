import { companyList as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { listCompanies } from '@/lib/server/services/users/companies';
import { managerOf } from '@/lib/server/services/users/manager';

export const POST = defineHandler(contract, async ({ db, user, body }) => listCompanies(db, await managerOf(db, user!), body));
