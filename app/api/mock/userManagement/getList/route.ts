import { userList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { userList } from '@/lib/server/mock/users';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, userList);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
