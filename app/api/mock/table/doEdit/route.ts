import { tableEdit as contract } from '@/lib/contracts/mock/table';
import { mockHandler, simulatedSave } from '@/lib/server/mock/handler';

export const POST = mockHandler(contract, simulatedSave);
