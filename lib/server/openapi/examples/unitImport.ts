import type { OperationExample } from './types';

/** Examples of the unit registry import, from the demo dataset. */
export const unitImportExamples: Record<string, OperationExample> = {
  '/Company/importUnits': {
    body: { fileName: '单位名册.xlsx', content: 'UEsDBBQAAAAIAAAAIQBi7p1oXgEAAJAEAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbA==', dryRun: true },
    data: {
      dryRun: true, rows: 3, created: 1, updated: 0, unchanged: 1, rejected: 1,
      problems: [{
        row: 4, column: '统一社会信用代码', columnEn: 'Unified social credit code', field: 'uscc',
        message: '统一社会信用代码校验位错误（GB 32100）', messageEn: 'Unified social credit code has a wrong check character (GB 32100)',
      }],
    },
  },
  '/Company/importUnitsRejected': {
    body: { fileName: '单位名册.xlsx', content: 'UEsDBBQAAAAIAAAAIQBi7p1oXgEAAJAEAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbA==' },
  },
};
