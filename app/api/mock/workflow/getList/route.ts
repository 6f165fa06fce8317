import { workflowGet as contract } from '@/lib/contracts/mock/workflow';
import { mockHandler } from '@/lib/server/mock/handler';
import { workflowGraph } from '@/lib/server/mock/workflow';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, workflowGraph);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
