import { login as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { login } from '@/lib/server/services/login';

export const POST = defineHandler(contract, login);
