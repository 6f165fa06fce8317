import { roleList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { roleList } from '@/lib/server/mock/roles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, roleList);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
