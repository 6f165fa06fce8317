import type { OperationExample } from './types';

const FILE = 'UEsDBBQAAAAIAAAAIQBi7p1oXgEAAJAEAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbA==';

/** Examples of the historical records import, from the demo dataset. */
export const historyImportExamples: Record<string, OperationExample> = {
  '/Person/importHistory': {
    body: { fileName: '吴兴区人员历史数据.xlsx', content: FILE, dryRun: true },
    data: {
      dryRun: true, rows: 9,
      sheets: [
        { sheet: 'persons', sheetName: '人员', sheetNameEn: 'Persons', rows: 3, created: 1, unchanged: 1, rejected: 1 },
        { sheet: 'posts', sheetName: '岗位聘任', sheetNameEn: 'Post appointments', rows: 2, created: 2, unchanged: 0, rejected: 0 },
        { sheet: 'assessments', sheetName: '年度考核', sheetNameEn: 'Annual assessments', rows: 3, created: 2, unchanged: 1, rejected: 0 },
        { sheet: 'rewardPunish', sheetName: '奖惩', sheetNameEn: 'Rewards and sanctions', rows: 1, created: 1, unchanged: 0, rejected: 0 },
        { sheet: 'estabs', sheetName: '编制变动', sheetNameEn: 'Establishment changes', rows: 0, created: 0, unchanged: 0, rejected: 0 },
      ],
      matched: [{ row: 3, name: '王凤丹', unitName: '湖州市第一中学' }],
      rejected: 1, problemCount: 1,
      problems: [{
        sheet: 'persons', sheetName: '人员', sheetNameEn: 'Persons', row: 4, column: '单位统一社会信用代码', columnEn: 'Unit credit code', field: 'unitUscc',
        message: '系统中没有统一社会信用代码为 12330500MB0000001X 的单位，请先导入单位名册',
        messageEn: 'No unit has the credit code 12330500MB0000001X: import the unit registry first',
      }],
      batchId: null,
    },
  },
  '/Person/importHistoryRejected': { body: { fileName: '吴兴区人员历史数据.xlsx', content: FILE } },
};
