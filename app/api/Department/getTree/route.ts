import { departmentTree as contract } from '@/lib/contracts/department';
import { defineHandler } from '@/lib/server/http';
import { departmentTreeFor } from '@/lib/server/services/departments';

export const POST = defineHandler(contract, departmentTreeFor);
