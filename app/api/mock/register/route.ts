import { mockRegister as contract } from '@/lib/contracts/mock/auth';
import { mockHandler } from '@/lib/server/mock/handler';
import { register } from '@/lib/server/mock/auth';

export const POST = mockHandler(contract, register);
