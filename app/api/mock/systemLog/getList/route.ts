import { systemLogList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { systemLogList } from '@/lib/server/mock/systemLog';

export const GET = mockHandler(contract, systemLogList);
