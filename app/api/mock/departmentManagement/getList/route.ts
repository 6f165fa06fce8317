import { departmentList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { departmentList } from '@/lib/server/mock/departments';

export const GET = mockHandler(contract, departmentList);
