import { menuList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { roleTree } from '@/lib/server/mock/roles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, () => ({ list: roleTree() }));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
