import { importJobLatest as contract } from '@/lib/contracts/importJob';
import { defineHandler } from '@/lib/server/http';
import { latestImportJob } from '@/lib/server/services/importJobs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, latestImportJob);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
