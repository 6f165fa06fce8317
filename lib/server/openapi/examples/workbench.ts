import type { OperationExample } from './types';

const assessment2026 = {
  id: 3, filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: '请于 1 月底前完成 2026 年度考核上报',
  regionCode: '330500', regionName: '湖州市', editable: true, updatedAt: '2026-11-20 09:30:00', version: 1,
};

/** The home page's workbench, as the competent authority zg sees it on the demo dataset; the campaigns the bureau sets. */
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
        campaigns: [
          {
            id: 2, filingType: 'POST_SETTING', year: 2026, deadline: '2026-11-15', note: null, daysLeft: -12, filed: 1, expected: 2, overdue: 1,
            to: '/report/reportScheduleSearch?type=POST_SETTING&year=2026',
          },
          {
            id: 3, filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: '请于 1 月底前完成 2026 年度考核上报', daysLeft: 65,
            filed: 0, expected: 2, overdue: 0, to: '/report/reportScheduleSearch?type=ASSESSMENT_REPORT&year=2026',
          },
        ],
      },
      admin: null,
    },
  },
  '/Campaign/getList': {
    body: { pageNo: 1, pageSize: 20, year: 2026 },
    data: {
      list: [
        assessment2026,
        {
          id: 2, filingType: 'POST_SETTING', year: 2026, deadline: '2026-11-15', note: null, regionCode: null, regionName: null,
          editable: false, updatedAt: '2026-10-08 15:12:40', version: 2,
        },
      ],
      total: 2,
    },
  },
  '/Campaign/save': {
    body: { filingType: 'ASSESSMENT_REPORT', year: 2026, deadline: '2027-01-31', note: '请于 1 月底前完成 2026 年度考核上报', regionCode: '330500' },
    data: assessment2026,
  },
  '/Campaign/delete': { body: { id: 3, version: 1 }, data: null },
};
