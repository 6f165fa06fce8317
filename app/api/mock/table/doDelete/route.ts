import { tableDelete as contract } from '@/lib/contracts/mock/table';
import { mockHandler, simulatedDelete } from '@/lib/server/mock/handler';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = mockHandler(contract, simulatedDelete);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
