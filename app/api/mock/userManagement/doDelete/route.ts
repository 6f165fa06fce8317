import { userDelete as contract } from '@/lib/contracts/mock/setting';
import { mockHandler, simulatedDelete } from '@/lib/server/mock/handler';

export const POST = mockHandler(contract, simulatedDelete);
