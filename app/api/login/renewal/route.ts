import { renewal as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { renewal } from '@/lib/server/services/login';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, renewal);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
