import { departmentList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { departmentList } from '@/lib/server/mock/departments';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, departmentList);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
