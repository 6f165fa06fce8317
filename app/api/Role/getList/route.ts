import { roleList as contract } from '@/lib/contracts/role';
import { defineHandler } from '@/lib/server/http';
import { listRoles } from '@/lib/server/services/roles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db }) => listRoles(db));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
