import { renewalInfo as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { renewalInfo } from '@/lib/server/services/login';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, renewalInfo);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
