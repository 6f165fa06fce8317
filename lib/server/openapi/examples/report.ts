import type { OperationExample } from './types';

/** Examples of the reports, from the demo dataset. */
export const reportExamples: Record<string, OperationExample> = {
  '/Report/structure': {
    body: { dimension: 'gender' },
    data: { statDate: '2026-11-26', total: 185, items: [{ key: '1', count: 66, share: 35.7 }, { key: '2', count: 119, share: 64.3 }] },
  },
  '/Report/structureExport': { body: { statDate: '2026-11-26' } },
  '/Report/retirement': {
    body: { pageNo: 1, pageSize: 50 },
    data: {
      statDate: '2026-11-26',
      due: [
        {
          personId: 208, unitName: '湖州市吴兴区织里实验小学', name: '金婧颖', gender: '2', birthDate: '1972-04-24', postCategory: 'TECH', postLevel: 'T08',
          retireDate: '2027-11-24',
        },
      ],
      overdue: [],
      dueCount: 1, overdueCount: 0,
    },
  },
  '/Report/retirementExport': { body: {} },
  '/Report/personSearch': {
    body: { name: '王', match: 'fuzzy', pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 30, unitId: 2, unitName: '湖州市教育局', name: '王明春', idNumber: '330522********3472', gender: '1', birthDate: '1975-03-26', age: 51,
          ethnicity: '01', politicalStatus: '01', education: '21', degree: '410', major: '预防医学', titleLevel: null, postCategory: null,
          postLevel: null, estabStatus: 'IN', estabType: 'ADMIN', personStatus: 'ON_DUTY', entryMethod: 'GRAD_ASSIGN', workStartDate: '1997-08-27',
          unitEntryDate: '1997-08-27',
        },
        {
          id: 144, unitId: 4, unitName: '湖州市第一中学', name: '王晶璐', idNumber: '330502********8867', gender: '2', birthDate: '1983-06-23', age: 43,
          ethnicity: '01', politicalStatus: '01', education: '31', degree: 'NONE', major: '化学教育', titleLevel: 'SENIOR_DEP', postCategory: 'TECH',
          postLevel: 'T06', estabStatus: 'IN', estabType: 'INST', personStatus: 'ON_DUTY', entryMethod: 'OPEN_RECRUIT', workStartDate: '2004-09-04',
          unitEntryDate: '2004-09-04',
        },
      ],
      total: 12,
    },
  },
  '/Report/personExport': { body: { name: '王', match: 'fuzzy' } },
  '/Report/filingSearch': {
    body: { year: 2026, pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 1, filingNo: 'JY-2026-000001', filingType: 'STAFF_REDUCE', title: '2026 年辞职人员减少备案', unitName: '湖州市第一中学', year: 2026,
          status: 'PENDING_ZG', submitCount: 1, lastSubmittedAt: '2026-11-26 21:41:50', closedAt: null,
        },
      ],
      total: 1,
    },
  },
  '/Report/filingExport': { body: { year: 2026 } },
  '/Report/estabUsage': {
    body: {},
    data: {
      statDate: '2026-11-26',
      rows: [
        {
          unitId: 2, unitName: '湖州市教育局', regionCode: '330500', regionName: '湖州市', competentDeptId: 2, competentDeptName: '湖州市教育局', quota: 45,
          quotaAdmin: 42, quotaInst: 0, quotaRefCivil: 0, quotaOrganWorker: 3, inEstab: 20, inAdmin: 18, inInst: 0, inRefCivil: 0, inOrganWorker: 2,
          notArrived: 0, inTransit: 0, vacancy: 25, overQuota: 0, usageRate: 44.4, outOfEstab: 1, overAdmin: 0, overInst: 0, overRefCivil: 0,
          overOrganWorker: 0, vacancyAdmin: 24, vacancyInst: 0, vacancyRefCivil: 0, vacancyOrganWorker: 1,
        },
        {
          unitId: 4, unitName: '湖州市第一中学', regionCode: '330500', regionName: '湖州市', competentDeptId: 2, competentDeptName: '湖州市教育局', quota: 150,
          quotaAdmin: 0, quotaInst: 150, quotaRefCivil: 0, quotaOrganWorker: 0, inEstab: 111, inAdmin: 0, inInst: 111, inRefCivil: 0,
          inOrganWorker: 0, notArrived: 0, inTransit: 0, vacancy: 39, overQuota: 0, usageRate: 74, outOfEstab: 4, overAdmin: 0, overInst: 0,
          overRefCivil: 0, overOrganWorker: 0, vacancyAdmin: 0, vacancyInst: 39, vacancyRefCivil: 0, vacancyOrganWorker: 0,
        },
      ],
      total: {
        quota: 275, quotaAdmin: 42, quotaInst: 230, quotaRefCivil: 0, quotaOrganWorker: 3, inEstab: 185, inAdmin: 18, inInst: 165, inRefCivil: 0,
        inOrganWorker: 2, notArrived: 1, inTransit: 0, vacancy: 89, overQuota: 0, usageRate: 148.6, outOfEstab: 8, overAdmin: 0, overInst: 0,
        overRefCivil: 0, overOrganWorker: 0, vacancyAdmin: 24, vacancyInst: 64, vacancyRefCivil: 0, vacancyOrganWorker: 1,
      },
    },
  },
  '/Report/estabUsageExport': { body: {} },
  '/Report/progress': {
    body: { filingType: 'STAFF_REDUCE', year: 2026, pageNo: 1, pageSize: 2 },
    data: {
      rows: [
        {
          unitId: 4, unitName: '湖州市第一中学', competentDeptId: 2, competentDeptName: '湖州市教育局', filingId: 1, filingNo: 'JY-2026-000001',
          status: 'PENDING_ZG', submitCount: 1, lastSubmittedAt: '2026-11-26 21:41:50', waitingDays: 0, waitingLevel: 'normal', lastOpinion: null,
        },
        {
          unitId: 5, unitName: '湖州市吴兴区织里实验小学', competentDeptId: 2, competentDeptName: '湖州市教育局', filingId: null, filingNo: null,
          status: 'NOT_REPORTED', submitCount: 0, lastSubmittedAt: null, waitingDays: null, waitingLevel: null, lastOpinion: null,
        },
      ],
      summary: { expected: 3, filed: 1, overdue: 0, deadline: null, submitted: 1, submitRate: 33.3, pendingZg: 1, pendingRsj: 0, returned: 0, approved: 0, approvalRate: 0, averageReviewDays: null },
      rowCount: 3,
    },
  },
  '/Report/progressExport': { body: { filingType: 'STAFF_REDUCE', year: 2026 } },
  '/Report/remind': { body: { filingType: 'POST_SETTING', year: 2026, unitIds: [4] }, data: { reminded: 1 } },
  '/Report/assessmentStats': {
    body: { year: 2025 },
    data: {
      year: 2025, excellentRate: 20,
      rows: [
        {
          unitId: 2, unitName: '湖州市教育局', due: 21, assessed: 21, notAssessed: 0, tookPart: 21, excellent: 4, qualified: 17, basic: 0, unqualified: 0,
          undetermined: 0, excellentShare: 19, qualifiedShare: 81, basicShare: 0, unqualifiedShare: 0, undeterminedShare: 0, excellentCap: 4,
          overCap: false,
        },
        {
          unitId: 4, unitName: '湖州市第一中学', due: 107, assessed: 105, notAssessed: 2, tookPart: 104, excellent: 18, qualified: 84, basic: 0,
          unqualified: 0, undetermined: 2, excellentShare: 17.3, qualifiedShare: 80.8, basicShare: 0, unqualifiedShare: 0, undeterminedShare: 1.9,
          excellentCap: 20, overCap: false,
        },
      ],
      total: {
        unitId: 0, unitName: '', due: 182, assessed: 179, notAssessed: 3, tookPart: 177, excellent: 32, qualified: 142, basic: 1, unqualified: 0,
        undetermined: 2, excellentShare: 18.1, qualifiedShare: 80.2, basicShare: 0.6, unqualifiedShare: 0, undeterminedShare: 1.1, excellentCap: 34,
        overCap: false,
      },
    },
  },
  '/Report/assessmentStatsExport': { body: { year: 2025 } },
  '/Report/jobChangeSheet': {
    body: { filingId: 2 },
    data: {
      filingId: 2, filingType: 'POST_APPOINT', typeName: '岗位聘用', status: 'DRAFT', statusName: '草稿',
      header: {
        unitName: '湖州市第一中学', uscc: '12330500470128562K', competentDeptName: '湖州市教育局', unitRank: '副处级', fundingForm: '全额拨款', approvedTotal: 150,
        postTotal: 150, managePosts: 10, techPosts: 132, workerPosts: 8, inEstab: 111, filingNo: null, filingDate: null,
      },
      lines: [
        {
          lineNo: 1, name: '丁瑶洁', gender: '女', birthMonth: '1997-09', education: '硕士研究生毕业（教育学硕士学位）', workStartDate: '2023-08-22',
          title: '一级教师（中级） 2026-09-13', currentPost: '专业技术岗位 专业技术十级', currentPostDate: '2026-11-02',
          assessments: [{ year: 2023, result: '不定等次' }, { year: 2024, result: '优秀' }], newPost: '专业技术岗位 专业技术九级', moveKind: '晋升',
          term: '2026-12-01至2031-11-30', reason: '业绩突出', remark: '聘用文号：湖一中〔2026〕15号',
        },
      ],
      summary: [
        { level: 'T09', levelName: '专业技术九级', approved: 20, heldBefore: 11, change: 1, heldAfter: 12, vacancy: 8 },
        { level: 'T10', levelName: '专业技术十级', approved: 15, heldBefore: 9, change: -1, heldAfter: 8, vacancy: 7 },
      ],
      figuresAt: 'NOW',
      opinions: { zg: { opinion: null, reviewer: null, date: null }, rsj: { opinion: null, reviewer: null, date: null }, rsjOnRoute: true },
      watermark: '审核中 仅供参考',
    },
  },
  '/Report/jobChangeSheetPdf': { body: { filingId: 2 } },
  '/Report/flowStats': {
    body: { year: 2026 },
    data: {
      year: 2026, authorities: [{ id: 2, name: '湖州市教育局' }],
      rows: [
        {
          unitId: 2, unitName: '湖州市教育局', increase: { recruit: 0, talent: 0, transferIn: 0, military: 0, policy: 0, estabConvert: 0, other: 0 },
          increaseTotal: 0, decrease: { retire: 1, resign: 0, dismiss: 0, transferOut: 0, death: 0, expel: 0, estabConvert: 0, other: 0 },
          decreaseTotal: 1, net: -1, typeConverted: 0, outOfEstab: { increase: 0, decrease: 0, net: 0 },
        },
        {
          unitId: 4, unitName: '湖州市第一中学', increase: { recruit: 4, talent: 0, transferIn: 2, military: 0, policy: 0, estabConvert: 0, other: 0 },
          increaseTotal: 6, decrease: { retire: 1, resign: 1, dismiss: 0, transferOut: 0, death: 0, expel: 0, estabConvert: 0, other: 0 },
          decreaseTotal: 2, net: 4, typeConverted: 0, outOfEstab: { increase: 1, decrease: 0, net: 1 },
        },
      ],
      total: {
        unitId: 0, unitName: '', increase: { recruit: 6, talent: 0, transferIn: 2, military: 0, policy: 0, estabConvert: 0, other: 0 },
        increaseTotal: 8, decrease: { retire: 3, resign: 1, dismiss: 0, transferOut: 1, death: 0, expel: 0, estabConvert: 0, other: 0 },
        decreaseTotal: 5, net: 3, typeConverted: 0, outOfEstab: { increase: 2, decrease: 0, net: 2 },
      },
    },
  },
  '/Report/flowStatsExport': { body: { year: 2026 } },
  '/Report/recruitStats': {
    body: { year: 2026 },
    data: {
      year: 2026, authorities: [{ id: 2, name: '湖州市教育局' }],
      rows: [
        { unitId: 2, unitName: '湖州市教育局', posts: 0, planned: 0, filed: 0, completionRate: null, unfilledCount: 0, unfilledPosts: [] },
        { unitId: 4, unitName: '湖州市第一中学', posts: 0, planned: 0, filed: 0, completionRate: null, unfilledCount: 0, unfilledPosts: [] },
      ],
      total: { unitId: 0, unitName: '', posts: 0, planned: 0, filed: 0, completionRate: null, unfilledCount: 0, unfilledPosts: [] },
    },
  },
  '/Report/recruitStatsExport': { body: { year: 2026 } },
  '/Report/rewardPunishStats': {
    body: { year: 2026 },
    data: {
      year: 2026, statDate: '2026-11-26', authorities: [{ id: 2, name: '湖州市教育局' }],
      rows: [
        {
          unitId: 2, unitName: '湖州市教育局', rewards: { COMMEND: 0, MERIT: 0, MAJOR_MERIT: 0, HONOR_TITLE: 0 }, rewarded: 0,
          punishments: { WARNING: 0, DEMERIT: 0, DEMOTE: 0, REMOVE: 0, EXPEL: 0 }, punished: 0,
        },
        {
          unitId: 4, unitName: '湖州市第一中学', rewards: { COMMEND: 0, MERIT: 0, MAJOR_MERIT: 0, HONOR_TITLE: 0 }, rewarded: 0,
          punishments: { WARNING: 0, DEMERIT: 0, DEMOTE: 0, REMOVE: 0, EXPEL: 0 }, punished: 0,
        },
      ],
      total: {
        unitId: 0, unitName: '', rewards: { COMMEND: 0, MERIT: 0, MAJOR_MERIT: 0, HONOR_TITLE: 0 }, rewarded: 0,
        punishments: { WARNING: 0, DEMERIT: 0, DEMOTE: 0, REMOVE: 0, EXPEL: 0 }, punished: 0,
      },
      inPeriod: [],
    },
  },
  '/Report/rewardPunishStatsExport': { body: { year: 2026 } },
  '/Report/postStructure': {
    body: {},
    data: {
      authorities: [{ id: 2, name: '湖州市教育局' }],
      rows: [
        {
          unitId: 4, unitName: '湖州市第一中学', hasPlan: true,
          categories: {
            MANAGE: { set: 10, held: 7, vacant: 3, excess: 0 }, TECH: { set: 132, held: 99, vacant: 33, excess: 0 },
            WORKER: { set: 8, held: 5, vacant: 3, excess: 0 },
          },
          techBands: { high: { set: 46, held: 43 }, middle: { set: 50, held: 34 }, junior: { set: 36, held: 22 } },
          levels: {
            M06: { set: 1, held: 1 }, M07: { set: 2, held: 2 }, M08: { set: 3, held: 2 }, M09: { set: 3, held: 1 }, M10: { set: 1, held: 1 },
            T03: { set: 2, held: 0 }, T04: { set: 4, held: 4 }, T05: { set: 8, held: 8 }, T06: { set: 16, held: 16 }, T07: { set: 16, held: 15 },
            T08: { set: 15, held: 14 }, T09: { set: 20, held: 11 }, T10: { set: 15, held: 9 }, T11: { set: 12, held: 11 }, T12: { set: 12, held: 8 },
            T13: { set: 12, held: 3 }, W02: { set: 1, held: 1 }, W03: { set: 2, held: 2 }, W04: { set: 2, held: 2 }, W05: { set: 2, held: 0 },
            W00: { set: 1, held: 0 },
          },
          dualPosts: 0, deviates: true,
          deviations: [
            '专业技术岗位 高级:中级:初级 为 43:34:22，偏离控制目标 1:3:6', '正高级 二级:三级:四级 为 0:0:4，偏离控制目标 1:3:6', '中级 八级:九级:十级 为 14:11:9，偏离控制目标 3:4:3',
            '工勤技能一、二、三级占工勤技能岗位的60%，控制目标约为25%', '工勤技能一、二级占工勤技能岗位的20%，控制目标约为5%',
          ],
        },
        {
          unitId: 5, unitName: '湖州市吴兴区织里实验小学', hasPlan: true,
          categories: {
            MANAGE: { set: 5, held: 4, vacant: 1, excess: 0 }, TECH: { set: 69, held: 47, vacant: 22, excess: 0 },
            WORKER: { set: 4, held: 3, vacant: 1, excess: 0 },
          },
          techBands: { high: { set: 13, held: 12 }, middle: { set: 24, held: 22 }, junior: { set: 32, held: 13 } },
          levels: {
            M07: { set: 1, held: 1 }, M08: { set: 2, held: 2 }, M09: { set: 2, held: 1 }, T04: { set: 2, held: 1 }, T05: { set: 2, held: 2 },
            T06: { set: 4, held: 4 }, T07: { set: 5, held: 5 }, T08: { set: 7, held: 6 }, T09: { set: 9, held: 9 }, T10: { set: 8, held: 7 },
            T11: { set: 11, held: 6 }, T12: { set: 11, held: 6 }, T13: { set: 10, held: 1 }, W03: { set: 1, held: 1 }, W04: { set: 1, held: 1 },
            W05: { set: 1, held: 1 }, W00: { set: 1, held: 0 },
          },
          dualPosts: 0, deviates: true, deviations: ['专业技术岗位 高级:中级:初级 为 12:22:13，偏离控制目标 1:3:6', '正高级 二级:三级:四级 为 0:0:1，偏离控制目标 1:3:6'],
        },
      ],
      total: {
        unitId: 0, unitName: '', hasPlan: true,
        categories: {
          MANAGE: { set: 15, held: 11, vacant: 4, excess: 0 }, TECH: { set: 201, held: 146, vacant: 55, excess: 0 },
          WORKER: { set: 12, held: 8, vacant: 4, excess: 0 },
        },
        techBands: { high: { set: 59, held: 55 }, middle: { set: 74, held: 56 }, junior: { set: 68, held: 35 } },
        levels: {
          M06: { set: 1, held: 1 }, M07: { set: 3, held: 3 }, M08: { set: 5, held: 4 }, M09: { set: 5, held: 2 }, M10: { set: 1, held: 1 },
          T03: { set: 2, held: 0 }, T04: { set: 6, held: 5 }, T05: { set: 10, held: 10 }, T06: { set: 20, held: 20 }, T07: { set: 21, held: 20 },
          T08: { set: 22, held: 20 }, T09: { set: 29, held: 20 }, T10: { set: 23, held: 16 }, T11: { set: 23, held: 17 }, T12: { set: 23, held: 14 },
          T13: { set: 22, held: 4 }, W02: { set: 1, held: 1 }, W03: { set: 3, held: 3 }, W04: { set: 3, held: 3 }, W05: { set: 3, held: 1 },
          W00: { set: 2, held: 0 },
        },
        dualPosts: 0, deviates: true, deviations: [],
      },
    },
  },
  '/Report/postStructureExport': { body: {} },
};
