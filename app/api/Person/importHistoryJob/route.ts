import { historyImportJob as contract } from '@/lib/contracts/importJob';
import { defineHandler } from '@/lib/server/http';
import { importHistoryJob } from '@/lib/server/services/historyImport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, importHistoryJob);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
