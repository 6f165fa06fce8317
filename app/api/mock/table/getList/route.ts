import { tableList as contract } from '@/lib/contracts/mock/table';
import { mockHandler } from '@/lib/server/mock/handler';
import { tableList } from '@/lib/server/mock/table';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, tableList);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
