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
      warningCount: 1,
      warnings: [{
        unitId: 4, unitName: '湖州市第一中学', kind: 'POST', code: 'T11', name: '专业技术十一级', nameEn: 'professional-technical grade 11',
        approved: 6, after: 7, adding: 1,
        message: '湖州市第一中学：专业技术十一级岗位设置 6，导入后聘用 7（本次新增 1），超岗 1 人',
        messageEn: '湖州市第一中学: posts of professional-technical grade 11 set 6, held 7 after the import (1 added), 1 over',
      }],
      batchId: null,
    },
  },
  '/Person/importHistoryRejected': { body: { fileName: '吴兴区人员历史数据.xlsx', content: FILE } },
};
