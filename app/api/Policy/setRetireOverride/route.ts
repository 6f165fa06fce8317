import { personRetireOverride as contract } from '@/lib/contracts/policy';
import { defineHandler } from '@/lib/server/http';
import { setRetireOverride } from '@/lib/server/services/policySettings';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, setRetireOverride);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
