import { tableDelete as contract } from '@/lib/contracts/mock/table';
import { mockHandler, simulatedDelete } from '@/lib/server/mock/handler';

export const POST = mockHandler(contract, simulatedDelete);
