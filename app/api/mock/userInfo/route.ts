import { mockUserInfo as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { userInfo } from '@/lib/server/mock/auth';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, userInfo);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
