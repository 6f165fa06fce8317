import { searchList as contract } from '@/lib/contracts/search';
import { defineHandler } from '@/lib/server/http';
import { routesFor, visiblePages } from '@/lib/server/services/menus';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, async ({ db, user }) => ({
  list: visiblePages(await routesFor(db, user!)).map((p) => ({ value: p.title, url: `/#${p.path}` })),
}));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
