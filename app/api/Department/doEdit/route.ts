import { departmentSave as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { saveDepartment } from '@/lib/server/services/departments';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, saveDepartment);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
