import { qrLogin as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { qrLogin } from '@/lib/server/services/login';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, qrLogin);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
