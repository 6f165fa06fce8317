import { goodsList as contract } from '@/lib/contracts/mock/workflow';
import { mockHandler } from '@/lib/server/mock/handler';
import { goodsList } from '@/lib/server/mock/goods';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, goodsList);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
