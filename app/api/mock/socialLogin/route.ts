import { mockSocialLogin as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { socialLogin } from '@/lib/server/mock/auth';

export const POST = mockHandler(contract, socialLogin);
