import { menuEdit as contract } from '@/lib/contracts/mock/setting';
import { mockHandler, simulatedSave } from '@/lib/server/mock/handler';

export const POST = mockHandler(contract, simulatedSave);
