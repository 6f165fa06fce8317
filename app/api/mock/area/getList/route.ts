import { areaList as contract } from '@/lib/contracts/mock/area';
import { mockHandler } from '@/lib/server/mock/handler';
import { areaTree } from '@/lib/server/mock/area';

export const GET = mockHandler(contract, () => ({ list: areaTree() }));
