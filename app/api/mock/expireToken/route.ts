import { mockExpireToken as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { expireToken } from '@/lib/server/mock/auth';

export const GET = mockHandler(contract, expireToken);
