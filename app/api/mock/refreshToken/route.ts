import { mockRefreshToken as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { refreshToken } from '@/lib/server/mock/auth';

export const GET = mockHandler(contract, refreshToken);
