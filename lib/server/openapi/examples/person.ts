import type { OperationExample } from './types';

const withoutIdNumber = <T extends { idNumber: string }>({ idNumber, ...rest }: T): Omit<T, 'idNumber'> => rest;

/** A teacher the unit enters (Person/create), then corrects (Person/update). */
const NEW_PERSON = {
  name: '顾晓彤', idNumber: '330502199405200121', gender: '2', birthDate: '1994-05-20', ethnicity: '01', nativePlace: '330502',
  politicalStatus: '01', partyJoinDate: '2015-06-30', mobile: '13905721234', education: '14', degree: '304', graduateSchool: '浙江师范大学',
  major: '学科教学（数学）', graduationDate: '2019-06-30', workStartDate: '2019-08-01', unitEntryDate: '2019-08-01', entryMethod: 'OPEN_RECRUIT',
  deptName: '数学组', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', postName: '中学数学教师', appointDate: '2020-08-01',
  profTitle: '中学二级教师', titleLevel: 'ASSISTANT', titleSeries: 'SCHOOL_TEACHER', titleDate: '2020-07-01', contractType: 'FIXED',
  contractStart: '2019-08-01', contractEnd: '2025-07-31', probationEnd: '2020-07-31',
  educations: [{ kind: 'FULLTIME', education: '21', degree: '407', school: '湖州师范学院', major: '数学与应用数学', startDate: '2012-09-01', endDate: '2016-06-30' }],
  resumes: [{ startDate: '2019-08-01', organisation: '湖州市第一中学', position: '数学教师' }],
};

/** The card Person/create answers for NEW_PERSON. */
const CREATED_PERSON = {
  name: '顾晓彤', formerName: null, idType: '01', idNumber: '330502********0121', gender: '2', birthDate: '1994-05-20', ethnicity: '01',
  nativePlace: '330502', birthPlace: null, politicalStatus: '01', partyJoinDate: '2015-06-30', maritalStatus: null, mobile: '13905721234',
  education: '14', degree: '304', graduateSchool: '浙江师范大学', major: '学科教学（数学）', graduationDate: '2019-06-30', workStartDate: '2019-08-01',
  unitEntryDate: '2019-08-01', entryMethod: 'OPEN_RECRUIT', deptName: '数学组', estabStatus: 'IN', estabType: 'INST', outEmployForm: null,
  postCategory: 'TECH', postLevel: 'T11', postName: '中学数学教师', appointDate: '2020-08-01', dualPost: false, secondPostCategory: null,
  secondPostLevel: null, adminDuty: null, civilRank: null, profTitle: '中学二级教师', titleLevel: 'ASSISTANT', titleSeries: 'SCHOOL_TEACHER',
  titleDate: '2020-07-01', workerSkill: null, contractType: 'FIXED', contractStart: '2019-08-01', contractEnd: '2025-07-31',
  probationEnd: '2020-07-31', personStatus: 'ON_DUTY', id: 496, unitId: 4, unitName: '湖州市第一中学', unitCategory: 'PUBLIC_INST',
  nativePlaceName: '浙江省湖州市吴兴区', birthPlaceName: null, reduceType: null, reduceDate: null, recordStatus: 'DRAFT', lockFilingId: null,
  lockFilingNo: null, age: 32, workYears: 7, retireDueDate: '2052-05-20', retireBaseOverride: null, retireOverrideBasis: null,
  updatedAt: '2026-11-26 21:41:48', version: 1, allowedActions: ['EDIT', 'FILE_NEW', 'DELETE'], migrated: null,
  histories: {
    posts: [], estabs: [], assessments: [], rewardPunish: [], exchanges: [], statuses: [], titles: [],
    resumes: [{ startDate: '2019-08-01', endDate: null, organisation: '湖州市第一中学', position: '数学教师', id: 1 }],
    educations: [
      {
        kind: 'FULLTIME', education: '21', degree: '407', school: '湖州师范学院', major: '数学与应用数学', startDate: '2012-09-01', endDate: '2016-06-30',
        id: 597,
      },
    ],
  },
};

/** Examples of person records, post plans, recruitment, exchanges, posts and assessment, from the demo dataset. */
export const personExamples: Record<string, OperationExample> = {
  '/Person/getList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 185, unitId: 4, unitName: '湖州市第一中学', name: '章静欣', idNumber: '330502********5886', gender: '2', birthDate: '1979-09-26', age: 47,
          education: '44', deptName: '食堂', estabStatus: 'OUT', estabType: null, postCategory: null, postLevel: null, personStatus: 'ON_DUTY',
          recordStatus: 'FILED', lockFilingId: null, version: 1, allowedActions: ['EDIT', 'FILE_CHANGE'],
        },
        {
          id: 184, unitId: 4, unitName: '湖州市第一中学', name: '许桂慧', idNumber: '330521********1945', gender: '2', birthDate: '1999-11-08', age: 27,
          education: '14', deptName: '英语教研组', estabStatus: 'OUT', estabType: null, postCategory: null, postLevel: null, personStatus: 'ON_DUTY',
          recordStatus: 'FILED', lockFilingId: null, version: 1, allowedActions: ['EDIT', 'FILE_CHANGE'],
        },
      ],
      total: 120,
      totalCapped: false,
    },
  },
  '/Person/getDetail': {
    body: { id: 66 },
    data: {
      name: '王凤丹', formerName: null, idType: '01', idNumber: '330523********2106', gender: '2', birthDate: '1974-10-19', ethnicity: '01',
      nativePlace: '330523', birthPlace: '330523', politicalStatus: '01', partyJoinDate: '2009-08-26', maritalStatus: '20', mobile: '18005253756',
      education: '21', degree: '407', graduateSchool: '浙江师范大学', major: '数学与应用数学', graduationDate: '1997-06-30', workStartDate: '1997-08-17',
      unitEntryDate: '1999-10-18', entryMethod: 'INTERNAL', deptName: '校长室', estabStatus: 'IN', estabType: 'INST', outEmployForm: null,
      postCategory: 'MANAGE', postLevel: 'M06', postName: '校长', appointDate: '2022-03-09', dualPost: false, secondPostCategory: null,
      secondPostLevel: null, adminDuty: '校长', civilRank: null, profTitle: '一级教师', titleLevel: 'MIDDLE', titleSeries: 'SCHOOL_TEACHER',
      titleDate: '2005-02-03', workerSkill: null, contractType: 'TO_RETIRE', contractStart: '2021-12-18', contractEnd: null, probationEnd: null,
      personStatus: 'ON_DUTY', id: 66, unitId: 4, unitName: '湖州市第一中学', unitCategory: 'PUBLIC_INST', nativePlaceName: '浙江省湖州市安吉县',
      birthPlaceName: '浙江省湖州市安吉县', reduceType: null, reduceDate: null, recordStatus: 'FILED', lockFilingId: null, lockFilingNo: null, age: 52,
      workYears: 29, retireDueDate: '2031-01-19', retireBaseOverride: null, retireOverrideBasis: null, updatedAt: '2026-11-26 21:41:35', version: 1,
      allowedActions: ['EDIT', 'FILE_CHANGE'], migrated: null,
      histories: {
        posts: [
          {
            id: 1, sourceFilingNo: null, postCategory: 'MANAGE', postLevel: 'M06', changeKind: 'PROMOTE', appointStart: '2022-03-09',
            appointEnd: null, docNo: '湖一中〔2022〕7号', migrated: null,
          },
        ],
        estabs: [],
        assessments: [
          { id: 380, sourceFilingNo: null, year: 2025, kind: 'ANNUAL', result: '2', comment: null, migrated: null },
          {
            id: 379, sourceFilingNo: null, year: 2024, kind: 'ANNUAL', result: '2', comment: null,
            migrated: { batchId: 3, fileName: '吴兴区人员历史数据.xlsx', importedAt: '2026-11-20 09:12:40' },
          },
        ],
        rewardPunish: [], exchanges: [], statuses: [],
        titles: [{ id: 1, sourceFilingNo: null, profTitle: '一级教师', titleLevel: 'MIDDLE', titleSeries: 'SCHOOL_TEACHER', titleDate: '2005-02-03' }],
        resumes: [],
        educations: [
          {
            kind: 'FULLTIME', education: '21', degree: '407', school: '浙江师范大学', major: '数学与应用数学', startDate: '1993-09-01', endDate: '1997-06-30',
            id: 73,
          },
        ],
      },
    },
  },
  '/Person/revealId': { body: { id: 66 }, data: { idNumber: '330523197410192106' } },
  '/Person/create': { body: NEW_PERSON, data: CREATED_PERSON },
  '/Person/update': {
    // The ID number is a key field: a filed person's is changed through a filing, so the correction leaves it out.
    body: { ...withoutIdNumber(NEW_PERSON), mobile: '13905725678', id: 496, version: 1 },
    data: {
      ...CREATED_PERSON, mobile: '13905725678', version: 2,
      // The lists are written anew on each save.
      histories: {
        ...CREATED_PERSON.histories,
        resumes: [{ ...CREATED_PERSON.histories.resumes[0], id: 2 }],
        educations: [{ ...CREATED_PERSON.histories.educations[0], id: 598 }],
      },
    },
  },
  '/Person/delete': { body: { id: 496, version: 2 }, data: null },
  '/Person/import': {
    body: { fileName: '人员信息导入.xlsx', content: 'UEsDBBQAAAAIAAAAIQBi7p1oXgEAAJAEAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbA==', dryRun: true },
    data: { rows: 12, imported: 0 },
  },
  '/Person/export': { body: { estabStatus: 'IN', revealIds: false } },
  '/PostPlan/getCurrent': {
    body: {},
    data: {
      unit: { id: 4, unitName: '湖州市第一中学', unitRank: 'DIV_DEP', mainPostType: 'TECH', unitCategory: 'PUBLIC_INST' }, quotaInst: 150,
      plan: {
        id: 1, unitId: 4, unitName: '湖州市第一中学', planVersion: 1, effectiveFrom: '2024-03-15', isCurrent: true, postTotal: 150, managePosts: 10,
        techPosts: 132, workerPosts: 8, dualPostCount: 0, maxManageLevel: 'M06', maxTechLevel: 'T03', maxWorkerLevel: 'W02', sourceFilingId: null,
        sourceFilingNo: null,
        lines: [{ postCategory: 'MANAGE', postLevel: 'M06', approvedCount: 1 }, { postCategory: 'MANAGE', postLevel: 'M07', approvedCount: 2 }],
      },
      holders: {
        M06: 1, M07: 2, M08: 2, M09: 1, M10: 1, T04: 4, T05: 8, T06: 16, T07: 15, T08: 14, T09: 11, T10: 9, T11: 11, T12: 8, T13: 3, W02: 1, W03: 2,
        W04: 2,
      },
      pendingFilingId: null,
    },
  },
  '/PostPlan/getList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 1, unitId: 4, unitName: '湖州市第一中学', planVersion: 1, effectiveFrom: '2024-03-15', isCurrent: true, postTotal: 150, managePosts: 10,
          techPosts: 132, workerPosts: 8, dualPostCount: 0, maxManageLevel: 'M06', maxTechLevel: 'T03', maxWorkerLevel: 'W02', sourceFilingId: null,
          sourceFilingNo: null,
        },
      ],
      total: 1,
    },
  },
  '/PostPlan/getDetail': {
    body: { id: 1 },
    data: {
      id: 1, unitId: 4, unitName: '湖州市第一中学', planVersion: 1, effectiveFrom: '2024-03-15', isCurrent: true, postTotal: 150, managePosts: 10,
      techPosts: 132, workerPosts: 8, dualPostCount: 0, maxManageLevel: 'M06', maxTechLevel: 'T03', maxWorkerLevel: 'W02', sourceFilingId: null,
      sourceFilingNo: null,
      lines: [{ postCategory: 'MANAGE', postLevel: 'M06', approvedCount: 1 }, { postCategory: 'MANAGE', postLevel: 'M07', approvedCount: 2 }],
    },
  },
  '/Recruit/getQuota': {
    body: {},
    data: {
      list: [
        { estabType: 'ADMIN', approved: 0, actual: 0, approvedNotArrived: 0, inTransit: 0, vacancy: 0, reservedByPlans: 0, available: 0 },
        { estabType: 'INST', approved: 150, actual: 111, approvedNotArrived: 0, inTransit: 0, vacancy: 39, reservedByPlans: 0, available: 39 },
      ],
    },
  },
  '/Recruit/getOpenPlans': {
    body: {},
    data: {
      list: [
        {
          id: 3, filingNo: 'ZPJH-2026-000003', title: '湖州市第一中学 2026 年公开招聘计划', year: 2026, validUntil: '2027-06-30',
          posts: [
            {
              postCode: '01', postName: '高中数学教师', postCategory: 'TECH', postLevel: 'T12', estabType: 'INST', recruitCount: 2, used: 0, ageMax: 35,
              eduReq: '21',
            },
          ],
          publicities: [
            { id: 9, filingNo: 'FBGG-2026-000004', title: '湖州市第一中学 2026 年公开招聘拟聘用人员公示', publishStart: '2026-11-10', publishEnd: '2026-11-19' },
          ],
        },
      ],
    },
  },
  '/Recruit/arrive': {
    body: { personId: 186, version: 1, arrivalDate: '2026-11-26', workStartDate: '2020-07-01' },
    data: { id: 186, personStatus: 'ON_DUTY', unitEntryDate: '2026-11-26', version: 2 },
  },
  '/Exchange/getUnits': { body: {}, data: { list: [{ id: 6, unitName: '湖州市中心医院' }, { id: 5, unitName: '湖州市吴兴区织里实验小学' }] } },
  '/Exchange/findPerson': {
    body: { unitId: 5, name: '章春云', idNumber: '330521200010287327' },
    data: {
      id: 245, name: '章春云', idNumber: '330521********7327', unitName: '湖州市吴兴区织里实验小学', estabType: null, postCategory: null, postLevel: null,
      personStatus: 'ON_DUTY',
    },
  },
  '/Exchange/getOutgoing': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 2, filingNo: 'RYJL-2026-000002', receivingUnitName: '湖州市吴兴区织里实验小学', persons: ['许桂慧'], status: 'PENDING_ZG',
          updatedAt: '2026-11-26 21:42:10', hasConsent: false, canAttach: true,
        },
      ],
      total: 1,
    },
  },
  '/Exchange/uploadConsent': {
    body: {
      filingId: 2, fileName: '同意调出函.pdf',
      content: 'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAyMDAgMTAwXSA+PgplbmRvYmoKNCAwIG9iago8PCAvVGl0bGUgPGZlZmY5MDAwNGYxMTViYTE2Mjc5ODg2OD4gPj4KZW5kb2JqCnhyZWYKMCA1CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAwOSAwMDAwMCBuIAowMDAwMDAwMDU4IDAwMDAwIG4gCjAwMDAwMDAxMTUgMDAwMDAgbiAKMDAwMDAwMDE4NiAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDUgL1Jvb3QgMSAwIFIgL0luZm8gNCAwIFIgPj4Kc3RhcnR4cmVmCjI0MQolJUVPRgo=',
    },
    data: {
      id: 4, filingId: 2, category: '调出单位同意函', name: '同意调出函.pdf', size: 416, mime: 'application/pdf',
      sha256: 'f669a4413a71c1cc3df3d097d1f0e7b41a786c08a4bb1c5d95a235d219367b19', uploadedAt: '2026-11-26 21:41:50', uploadedBy: 'jc2',
    },
  },
  '/JobManage/getPostList': {
    body: {},
    data: {
      plan: { planVersion: 1, effectiveFrom: '2024-03-15', postTotal: 150, managePosts: 10, techPosts: 132, workerPosts: 8 },
      levels: [
        {
          postCategory: 'MANAGE', postLevel: 'M06', approved: 1, held: 1, inTransit: 0, vacancy: 0,
          holders: [{ id: 66, name: '王凤丹', appointDate: '2022-03-09' }],
        },
        {
          postCategory: 'MANAGE', postLevel: 'M07', approved: 2, held: 2, inTransit: 0, vacancy: 0,
          holders: [{ id: 67, name: '李帅立', appointDate: '2015-11-15' }, { id: 68, name: '王军', appointDate: '2020-02-03' }],
        },
      ],
      unplanned: [],
    },
  },
  '/Assessment/getRoster': {
    body: { year: 2025 },
    data: {
      year: 2025, excellentRate: 20, excellentBase: 'GRADED',
      persons: [
        {
          personId: 66, name: '王凤丹', deptName: '校长室', postLevel: 'M06', estabStatus: 'IN', personStatus: 'ON_DUTY', recordStatus: 'FILED',
          workStartDate: '1997-08-17', unitEntryDate: '1999-10-18', reduceDate: null, sanctions: [],
          earlier: [{ year: 2023, result: '2' }, { year: 2024, result: '2' }],
        },
        {
          personId: 67, name: '李帅立', deptName: '校长室', postLevel: 'M07', estabStatus: 'IN', personStatus: 'ON_DUTY', recordStatus: 'FILED',
          workStartDate: '2003-08-21', unitEntryDate: '2011-01-01', reduceDate: null, sanctions: [],
          earlier: [{ year: 2023, result: '2' }, { year: 2024, result: '2' }],
        },
      ],
      report: null,
    },
  },
};
