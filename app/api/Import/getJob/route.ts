import { importJobGet as contract } from '@/lib/contracts/importJob';
import { defineHandler } from '@/lib/server/http';
import { getImportJob } from '@/lib/server/services/importJobs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, getImportJob);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
