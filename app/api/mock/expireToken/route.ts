import { mockExpireToken as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { expireToken } from '@/lib/server/mock/auth';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, expireToken);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
