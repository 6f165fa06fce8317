import { departmentMove as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { moveDepartment } from '@/lib/server/services/departments';

export const POST = defineHandler(contract, moveDepartment);
