import { unitImportJob as contract } from '@/lib/contracts/importJob';
import { defineHandler } from '@/lib/server/http';
import { importUnitsJob } from '@/lib/server/services/unitImport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, importUnitsJob);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
