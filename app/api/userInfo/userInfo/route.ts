import { userInfo as contract } from '@/lib/contracts/userInfo';
import { defineHandler } from '@/lib/server/http';
import { userInfo } from '@/lib/server/services/userInfo';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user }) => userInfo(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
