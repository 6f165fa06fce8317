import { logout as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { logout } from '@/lib/server/services/login';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, logout);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
