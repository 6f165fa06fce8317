import { routerList as contract } from '@/lib/contracts/router';
import { defineHandler } from '@/lib/server/http';
import { routerList } from '@/lib/server/services/menus';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user }) => routerList(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
