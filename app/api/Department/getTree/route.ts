import { departmentTree as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { departmentTreeFor } from '@/lib/server/services/departments';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, departmentTreeFor);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
