import { roleList as contract } from '@/lib/contracts/role';
import { defineHandler } from '@/lib/server/http';
import { listRoles } from '@/lib/server/services/roles';

export const POST = defineHandler(contract, async ({ db }) => listRoles(db));
