import { workflowGet as contract } from '@/lib/contracts/mock/workflow';
import { mockHandler } from '@/lib/server/mock/handler';
import { workflowGraph } from '@/lib/server/mock/workflow';

export const GET = mockHandler(contract, workflowGraph);
