import 'server-only';
import { MOCK_USERNAMES } from '@/lib/contracts/mock/auth';
import type { MockUser, userList as UserListEndpoint } from '@/lib/contracts/mock/setting';
import type { HandlerContext } from '../http';
import { mockAccount } from './accounts';
import { contains, page } from './paging';
import { dateTime, seeded } from './random';

function generate(): MockUser[] {
  const r = seeded(2260);
  return MOCK_USERNAMES.map((username, i) => ({
    id: i + 1,
    username,
    password: '123456',
    email: `${username}@example.com`,
    roles: mockAccount(username).roles,
    datatime: dateTime(r),
  }));
}

export function userList({ query }: HandlerContext<typeof UserListEndpoint>) {
  return page(generate().filter((u) => contains(u.username, query.username)), query.pageNo, query.pageSize);
}
