import type { OperationExample } from './types';

/** The home page's workbench, as the competent authority zg sees it on the demo dataset. */
export const workbenchExamples: Record<string, OperationExample> = {
  '/Workbench/summary': {
    body: {},
    data: {
      role: 'zg',
      unit: null,
      review: {
        waiting: { count: 2, to: '/check/list/companyCheck' },
        overdueAfterDays: 10,
        overdue: 1,
        byType: [
          { filingType: 'POST_APPOINT', count: 1, to: '/check/list/companyCheck?type=POST_APPOINT', overdue: 1, oldestWaitingDays: 12 },
          { filingType: 'RECRUIT_PLAN', count: 1, to: '/check/list/companyCheck?type=RECRUIT_PLAN', overdue: 0, oldestWaitingDays: 3 },
        ],
        oldest: [
          {
            id: 12, filingNo: 'GWPY-2026-000004', filingType: 'POST_APPOINT', title: '湖州市第一中学2026年度岗位聘用', unitName: '湖州市第一中学',
            waitingDays: 12, overdue: true, to: '/view/checkDetail?id=12',
          },
          {
            id: 15, filingNo: 'ZPJH-2026-000002', filingType: 'RECRUIT_PLAN', title: '湖州市吴兴区织里实验小学2026年度公开招聘计划',
            unitName: '湖州市吴兴区织里实验小学', waitingDays: 3, overdue: false, to: '/view/checkDetail?id=15',
          },
        ],
      },
      admin: null,
    },
  },
};
