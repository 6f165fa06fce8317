import { departmentList as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { listDepartments } from '@/lib/server/services/departments';

export const POST = defineHandler(contract, listDepartments);
