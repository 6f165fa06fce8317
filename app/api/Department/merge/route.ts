import { departmentMerge as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { mergeDepartment } from '@/lib/server/services/departments';

export const POST = defineHandler(contract, mergeDepartment);
