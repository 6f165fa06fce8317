import type { BodyOf } from '@/lib/contracts/endpoint';
import { systemLogList } from '@/lib/contracts/systemLog';
import { call } from './call';

export type SystemLogQuery = BodyOf<typeof systemLogList>;

export const systemLogKeys = {
  all: ['systemLog'] as const,
  list: (q: SystemLogQuery) => [...systemLogKeys.all, 'list', q] as const,
};

export const getSystemLog = (q: SystemLogQuery) => call(systemLogList, q);
