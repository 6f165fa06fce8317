import { mockUserInfo as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { userInfo } from '@/lib/server/mock/auth';

export const GET = mockHandler(contract, userInfo);
