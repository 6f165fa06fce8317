import { historyImportRejected as contract } from '@/lib/contracts/historyImport';
import { defineHandler } from '@/lib/server/http';
import { rejectedHistory } from '@/lib/server/services/historyImport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, rejectedHistory);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
