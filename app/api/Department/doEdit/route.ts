import { departmentSave as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { saveDepartment } from '@/lib/server/services/departments';

export const POST = defineHandler(contract, saveDepartment);
