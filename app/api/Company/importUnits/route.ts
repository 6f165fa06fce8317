import { unitImport as contract } from '@/lib/contracts/unitImport';
import { defineHandler } from '@/lib/server/http';
import { importUnits } from '@/lib/server/services/unitImport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, importUnits);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
