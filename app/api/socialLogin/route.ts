import { socialLogin as contract } from '@/lib/contracts/socialLogin';
import { defineHandler } from '@/lib/server/http';
import { socialLogin } from '@/lib/server/services/socialLogin';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, socialLogin);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
