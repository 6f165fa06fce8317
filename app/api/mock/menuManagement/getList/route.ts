import { menuList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { roleTree } from '@/lib/server/mock/roles';

export const GET = mockHandler(contract, () => ({ list: roleTree() }));
