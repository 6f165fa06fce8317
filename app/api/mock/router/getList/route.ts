import { demoRouterList as contract } from '@/lib/contracts/mock/router';
import { mockHandler } from '@/lib/server/mock/handler';
import { demoRoutes } from '@/data/routes/demo';

export const GET = mockHandler(contract, () => ({ list: demoRoutes }));
