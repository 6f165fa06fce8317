import { demoRouterList as contract } from '@/lib/contracts/mock/router';
import { mockHandler } from '@/lib/server/mock/handler';
import { demoRoutes } from '@/data/routes/demo';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, () => ({ list: demoRoutes }));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
