import { policyList as contract } from '@/lib/contracts/policy';
import { defineHandler } from '@/lib/server/http';
import { getPolicyList } from '@/lib/server/services/policySettings';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, getPolicyList);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
