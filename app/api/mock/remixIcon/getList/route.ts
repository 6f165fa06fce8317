import { remixIconList as contract } from '@/lib/contracts/mock/icon';
import { mockHandler } from '@/lib/server/mock/handler';
import { remixIconList } from '@/lib/server/mock/icons';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, remixIconList);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
