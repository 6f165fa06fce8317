import { routerList as contract } from '@/lib/contracts/router';
import { defineHandler } from '@/lib/server/http';
import { routesFor } from '@/lib/server/services/menus';

export const POST = defineHandler(contract, async ({ db, user }) => ({ list: await routesFor(db, user!) }));
