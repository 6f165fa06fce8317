import { areaList as contract } from '@/lib/contracts/mock/area';
import { mockHandler } from '@/lib/server/mock/handler';
import { areaTree } from '@/lib/server/mock/area';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, () => ({ list: areaTree() }));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
