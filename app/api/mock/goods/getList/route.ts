import { goodsList as contract } from '@/lib/contracts/mock/workflow';
import { mockHandler } from '@/lib/server/mock/handler';
import { goodsList } from '@/lib/server/mock/goods';

export const GET = mockHandler(contract, goodsList);
