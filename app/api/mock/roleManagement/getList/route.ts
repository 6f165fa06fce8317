import { roleList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { roleList } from '@/lib/server/mock/roles';

export const GET = mockHandler(contract, roleList);
