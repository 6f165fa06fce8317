import { userList as contract } from '@/lib/contracts/mock/setting';
import { mockHandler } from '@/lib/server/mock/handler';
import { userList } from '@/lib/server/mock/users';

export const GET = mockHandler(contract, userList);
