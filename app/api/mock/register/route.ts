import { mockRegister as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { register } from '@/lib/server/mock/auth';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = mockHandler(contract, register);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
