import type { BodyOf } from '@/lib/contracts/endpoint';
import { systemLogExport, systemLogList, type SystemLogFilters } from '@/lib/contracts/systemLog';
import { downloadFile } from '../download';
import { call } from './call';

export type SystemLogQuery = BodyOf<typeof systemLogList>;

export const systemLogKeys = {
  all: ['systemLog'] as const,
  list: (q: SystemLogQuery) => [...systemLogKeys.all, 'list', q] as const,
};

export const getSystemLog = (q: SystemLogQuery) => call(systemLogList, q);

/** The filtered log as .xlsx, saved by the browser. */
export const exportSystemLog = (f: SystemLogFilters, fallbackName: string) => downloadFile(systemLogExport, f, fallbackName);
