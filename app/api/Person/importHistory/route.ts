import { historyImport as contract } from '@/lib/contracts/historyImport';
import { defineHandler } from '@/lib/server/http';
import { importHistory } from '@/lib/server/services/historyImport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, importHistory);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
