import { registerSendCode as contract } from '@/lib/contracts/register';
import { defineHandler } from '@/lib/server/http';
import { sendCode } from '@/lib/server/services/registration';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, sendCode);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
