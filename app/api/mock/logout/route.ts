import { mockLogout as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, () => null);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
