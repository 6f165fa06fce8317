import type { OperationExample } from './types';

const FILE = 'UEsDBBQAAAAIAAAAIQBi7p1oXgEAAJAEAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbA==';

const queued = {
  id: 12, kind: 'HISTORY', status: 'QUEUED', dryRun: false, phase: null, rowsTotal: 104_230, rowsChecked: 0, writeTotal: 0, rowsWritten: 0,
  fileName: '湖州市人员历史数据.xlsx', report: null, message: null, messageEn: null, createdAt: '2026-11-27 09:30:02', finishedAt: null,
};

/** Examples of the import jobs: a big historical records file committed in the background and followed. */
export const importJobExamples: Record<string, OperationExample> = {
  '/Person/importHistoryJob': { body: { fileName: '湖州市人员历史数据.xlsx', content: FILE }, data: queued },
  '/Company/importUnitsJob': {
    body: { fileName: '单位名册.xlsx', content: FILE },
    data: { ...queued, id: 13, kind: 'UNITS', rowsTotal: 860, fileName: '单位名册.xlsx' },
  },
  '/Import/getJob': {
    body: { id: 12 },
    data: { ...queued, status: 'RUNNING', phase: 'WRITE', rowsChecked: 104_230, writeTotal: 98_512, rowsWritten: 42_000 },
  },
  '/Import/latestJob': {
    body: { kind: 'HISTORY' },
    data: { ...queued, status: 'RUNNING', phase: 'CHECK', rowsChecked: 37_000 },
  },
};
