import { mockRefreshToken as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { refreshToken } from '@/lib/server/mock/auth';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, refreshToken);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
