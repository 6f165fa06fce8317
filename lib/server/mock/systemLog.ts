import 'server-only';
import { MOCK_USERNAMES } from '@/lib/contracts/mock/auth';
import { EXECUTE_RESULTS, LOG_TYPES, type SystemLogRecord, type systemLogList as SystemLogListEndpoint } from '@/lib/contracts/mock/setting';
import type { HandlerContext } from '../http';
import { contains, page } from './paging';
import { dateTime, ip, pick, seeded, uuid } from './random';

export const LOG_RECORDS = 50;

function generate(): SystemLogRecord[] {
  const r = seeded(7);
  return Array.from({ length: LOG_RECORDS }, () => ({
    uuid: uuid(r),
    account: pick(r, MOCK_USERNAMES),
    type: pick(r, LOG_TYPES),
    executeResult: pick(r, EXECUTE_RESULTS),
    ip: ip(r),
    datetime: dateTime(r),
  }))
    .sort((a, b) => b.datetime.localeCompare(a.datetime))
    .map((rec, i) => ({ ...rec, id: i + 1 }));
}

let records: SystemLogRecord[] | undefined;

export function systemLogList({ query }: HandlerContext<typeof SystemLogListEndpoint>) {
  records ??= generate();
  return page(records.filter((rec) => contains(rec.account, query.account)), query.pageNo, query.pageSize);
}
