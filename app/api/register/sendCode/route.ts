import { registerSendCode as contract } from '@/lib/contracts/register';
import { defineHandler } from '@/lib/server/http';
import { sendCode } from '@/lib/server/services/registration';

export const POST = defineHandler(contract, sendCode);
