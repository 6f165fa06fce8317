import { systemLogList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { systemLogList } from '@/lib/server/mock/systemLog';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, systemLogList);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
