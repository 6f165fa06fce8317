import { mockLogin as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { login } from '@/lib/server/mock/auth';

export const POST = mockHandler(contract, login);
