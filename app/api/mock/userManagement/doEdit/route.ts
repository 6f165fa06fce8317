import { userEdit as contract } from '@/lib/contracts/mock/setting';
import { mockHandler, simulatedSave } from '@/lib/server/mock/handler';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = mockHandler(contract, simulatedSave);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
