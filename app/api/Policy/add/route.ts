import { policyAdd as contract } from '@/lib/contracts/policy';
import { defineHandler } from '@/lib/server/http';
import { addPolicy } from '@/lib/server/services/policySettings';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, addPolicy);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
