import { departmentRevoke as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { revokeDepartment } from '@/lib/server/services/departments';

export const POST = defineHandler(contract, revokeDepartment);
