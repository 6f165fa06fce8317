import 'server-only';

/** An example request body and the `data` of the 200 answer of an operation, by its path. */
interface OperationExample {
  body?: unknown;
  data?: unknown;
}

const contact = { contactName: '王丽', contactPhone: '0572-2398001' };

/** A staff-reduction filing of 湖州市第一中学 just submitted to its competent authority. */
const staffReduceDetail = {
  id: 23, filingNo: 'BA-2025-000023', filingType: 'STAFF_REDUCE', typeName: '人员减少', title: '2025 年退休人员减少备案', year: 2025,
  unitId: 4, unitName: '湖州市第一中学', status: 'PENDING_ZG', currentNode: 'ZG', route: 'ZG_ONLY', submitCount: 1,
  lastSubmittedAt: '2025-05-20 09:30:12', updatedAt: '2025-05-20 09:30:12', waitingDays: 0, version: 2, correctedById: null,
  subType: null, ...contact, remark: null,
  header: { reason: '达到法定退休年龄' },
  lines: [{ lineNo: 1, personId: 118, payload: { reduceType: 'RETIRE', reduceDate: '2025-06-01', docNo: '湖一中〔2025〕12号', destination: null, note: null } }],
  approvalDocNo: null, ackWarnings: [],
  reviews: [{
    seq: 1, node: 'JC', action: 'SUBMIT', fromStatus: 'DRAFT', toStatus: 'PENDING_ZG', opinion: null, actorName: '王丽', actorRole: 'jc',
    actorUnitName: '湖州市第一中学', actedAt: '2025-05-20 09:30:12', snapshotVersion: 1, ackWarnings: [], lineIssues: [],
  }],
  changesSincePreviousSubmission: [],
  linePersons: {
    118: {
      name: '张建国', idNumber: '330502********0312', gender: '1', birthDate: '1965-05-12', unitName: '湖州市第一中学', postCategory: 'TECH',
      postLevel: 'T07', estabStatus: 'IN', estabType: 'INST', personStatus: 'ON_DUTY', recordStatus: 'FILED',
    },
  },
  correctsFilingId: null, corrects: null, effectiveOn: null, correctedBy: [], correctable: false, allowedActions: ['WITHDRAW'], violations: [], reviewLock: null,
};

const personRow = {
  id: 118, unitId: 4, unitName: '湖州市第一中学', name: '张建国', idNumber: '330502********0312', gender: '1', birthDate: '1965-05-12',
  age: 60, education: '21', deptName: '高中部', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T07',
  personStatus: 'ON_DUTY', recordStatus: 'FILED', lockFilingId: null, version: 3, allowedActions: ['EDIT', 'FILE_CHANGE'],
};

const personDetail = {
  ...Object.fromEntries(Object.entries(personRow).filter(([k]) => !['deptName', 'allowedActions'].includes(k))),
  formerName: null, idType: '1', ethnicity: '01', nativePlace: '330502', birthPlace: '330502', politicalStatus: '01',
  partyJoinDate: '1990-07-01', maritalStatus: '20', mobile: '13905720312', degree: '4', graduateSchool: '浙江师范大学', major: '数学',
  graduationDate: '1987-07-01', workStartDate: '1987-08-01', unitEntryDate: '1995-08-01', entryMethod: '01', deptName: '高中部',
  outEmployForm: null, postName: '高中数学教师', appointDate: '2018-09-01', dualPost: false, secondPostCategory: null, secondPostLevel: null,
  adminDuty: null, civilRank: null, profTitle: '中学高级教师', titleLevel: '2', titleSeries: '中小学教师', titleDate: '2008-12-01',
  workerSkill: null, contractType: '1', contractStart: '2018-09-01', contractEnd: null, probationEnd: null, unitCategory: 'PUBLIC_INST',
  nativePlaceName: '浙江省湖州市吴兴区', birthPlaceName: '浙江省湖州市吴兴区', reduceType: null, reduceDate: null, lockFilingNo: null,
  workYears: 38, retireDueDate: '2025-05-31', retireBaseOverride: null, retireOverrideBasis: null, updatedAt: '2025-03-02 14:05:40',
  allowedActions: ['EDIT', 'FILE_CHANGE'],
  histories: {
    posts: [{ id: 301, sourceFilingNo: 'BA-2018-000140', postCategory: 'TECH', postLevel: 'T07', changeKind: 'APPOINT', appointStart: '2018-09-01', appointEnd: null, docNo: '湖教〔2018〕55号' }],
    estabs: [], assessments: [{ id: 902, sourceFilingNo: 'BA-2025-000007', year: 2024, kind: 'ANNUAL', result: '1', comment: null }],
    rewardPunish: [], exchanges: [], statuses: [], titles: [], resumes: [], educations: [],
  },
};

/** The establishment figures of one unit (or the total, here the same single unit). */
const estabUsage = {
  quota: 120, quotaAdmin: 0, quotaInst: 120, quotaRefCivil: 0, quotaOrganWorker: 0, inEstab: 112, inAdmin: 0, inInst: 112, inRefCivil: 0,
  inOrganWorker: 0, notArrived: 2, inTransit: 1, vacancy: 5, overQuota: 0, usageRate: 0.9333, outOfEstab: 6, overAdmin: 0, overInst: 0,
  overRefCivil: 0, overOrganWorker: 0, vacancyAdmin: 0, vacancyInst: 5, vacancyRefCivil: 0, vacancyOrganWorker: 0,
};

/**
 * The examples of the operations integrators use most: signing in, filing, the person records and the reports.
 * The document test validates each against the schema it illustrates.
 */
export const EXAMPLES: Record<string, OperationExample> = {
  '/login/login': { body: { username: 'jc', password: 'demo123' }, data: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1In0.signature' } },
  '/Filing/create': {
    body: {
      filingType: 'STAFF_REDUCE', title: '2025 年退休人员减少备案', year: 2025, ...contact, header: { reason: '达到法定退休年龄' },
      lines: [{ personId: 118, payload: { reduceType: 'RETIRE', reduceDate: '2025-06-01', docNo: '湖一中〔2025〕12号' } }],
    },
    data: {
      ...staffReduceDetail, filingNo: '草稿-23', status: 'DRAFT', currentNode: 'JC', submitCount: 0, lastSubmittedAt: '', version: 1,
      reviews: [], allowedActions: ['EDIT', 'DELETE', 'SUBMIT', 'VOID'],
    },
  },
  '/Filing/act': { body: { id: 23, version: 1, action: 'SUBMIT', ackWarnings: [] }, data: staffReduceDetail },
  '/Filing/getDetail': { body: { id: 23 }, data: staffReduceDetail },
  '/Filing/getList': {
    body: { pageNo: 1, pageSize: 20, box: 'review', status: ['PENDING_ZG'] },
    data: {
      list: [Object.fromEntries(Object.entries(staffReduceDetail).filter(([k]) => [
        'id', 'filingNo', 'filingType', 'typeName', 'title', 'year', 'unitId', 'unitName', 'status', 'currentNode', 'route', 'submitCount',
        'lastSubmittedAt', 'updatedAt', 'waitingDays', 'version', 'correctedById',
      ].includes(k)))],
      total: 1,
    },
  },
  '/Person/getList': { body: { pageNo: 1, pageSize: 20, name: '张', estabStatus: 'IN' }, data: { list: [personRow], total: 1 } },
  '/Person/getDetail': { body: { id: 118 }, data: personDetail },
  '/Report/structure': {
    body: { dimension: 'gender', statDate: '2025-05-31' },
    data: { statDate: '2025-05-31', total: 200, items: [{ key: '1', count: 92, share: 0.46 }, { key: '2', count: 108, share: 0.54 }] },
  },
  '/Report/retirement': {
    body: {},
    data: {
      statDate: '2025-05-20',
      due: [{ personId: 118, unitName: '湖州市第一中学', name: '张建国', gender: '1', birthDate: '1965-05-12', postCategory: 'TECH', postLevel: 'T07', retireDate: '2025-05-31' }],
      overdue: [],
    },
  },
  '/Report/estabUsage': {
    body: { statDate: '2025-05-31' },
    data: {
      statDate: '2025-05-31',
      rows: [{ unitId: 4, unitName: '湖州市第一中学', regionCode: '330502', regionName: '吴兴区', competentDeptId: 3, competentDeptName: '湖州市教育局', ...estabUsage }],
      total: estabUsage,
    },
  },
};
