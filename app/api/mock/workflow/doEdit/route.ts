import { workflowEdit as contract } from '@/lib/contracts/mock/workflow';
import { mockHandler, simulatedSave } from '@/lib/server/mock/handler';

export const POST = mockHandler(contract, simulatedSave);
