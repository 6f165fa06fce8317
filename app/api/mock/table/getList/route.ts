import { tableList as contract } from '@/lib/contracts/mock/table';
import { mockHandler } from '@/lib/server/mock/handler';
import { tableList } from '@/lib/server/mock/table';

export const GET = mockHandler(contract, tableList);
