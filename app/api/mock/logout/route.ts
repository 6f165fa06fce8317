import { mockLogout as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';

export const GET = mockHandler(contract, () => null);
