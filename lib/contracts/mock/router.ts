import { z } from 'zod';
import { routeRecord } from '../router';
import { mockEndpoint } from './shared';

export const demoRouterList = mockEndpoint({
  method: 'GET', path: '/router/getList', summary: 'The demo route tree of spec §2.3 with its meta flags and access rules.',
  response: z.object({ list: z.array(routeRecord) }),
});
