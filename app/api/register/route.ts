import { register as contract } from '@/lib/contracts/register';
import { defineHandler } from '@/lib/server/http';
import { register } from '@/lib/server/services/registration';

export const POST = defineHandler(contract, register);
