import { mockSocialLogin as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { socialLogin } from '@/lib/server/mock/auth';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = mockHandler(contract, socialLogin);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
