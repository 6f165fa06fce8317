import { routerList as contract } from '@/lib/contracts/router';
import { defineHandler } from '@/lib/server/http';
import { routesFor } from '@/lib/server/services/menus';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user }) => ({ list: await routesFor(db, user!) }));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
