/**
 * What the demo units hold (domain.md "Demo dataset"): the approved staffing quota, the approved post plan
 * of the three base units, and who works there, as rosters of roles.
 */
import type { TrackKey } from './tracks';

export type DemoUnitKey = 'rsj' | 'zg' | 'zg2' | 'jc' | 'jc2' | 'jc3';

export interface RoleSpec {
  track: TrackKey;
  count: number;
  ages?: readonly [number, number];
  /** The quota held; OUT roles give the form of employment instead. */
  estabType?: 'INST' | 'ADMIN' | 'ORGAN_WORKER';
  out?: 'CONTRACT' | 'DISPATCH' | 'TEMP' | 'OTHER';
  /** A fixed management post level. */
  level?: string;
  duty?: string;
  dept?: string;
  civilRank?: string;
  /** NEW_HIRE: joined this year straight from school; PENDING: recruited, not yet arrived; RETIRED/LEFT: reduced. */
  cohort?: 'NEW_HIRE' | 'PENDING' | 'RETIRED' | 'LEFT';
  status?: 'LONG_SICK' | 'SECONDED_OUT' | 'OFF_POST_STARTUP' | 'OTHER_OFF_DUTY';
  /**
   * Where a SECONDED_OUT person serves: the key of another base unit under the same competent authority, the only
   * secondment an internal exchange files (R-JL-02).
   */
  secondedTo?: string;
  reduceType?: 'RESIGN' | 'TRANSFER_OUT' | 'CIVIL_EXAM';
  /** Entered by the unit but not yet reported (recordStatus DRAFT). */
  draft?: boolean;
  maleShare?: number;
}

export interface EstabSetup {
  quotaAdmin?: number;
  quotaInst?: number;
  quotaOrganWorker?: number;
  instQuotaManage?: number;
  instQuotaTech?: number;
  instQuotaWorker?: number;
  leaderFull: number;
  leaderDeputy: number;
  internalOrgCount: number;
  docNo: string;
  docDate: string;
}

export interface UnitSetup {
  key: DemoUnitKey;
  /** Where the staff's ID numbers were issued (GB/T 2260 codes of 湖州), by weight. */
  regions: readonly (readonly [string, number])[];
  /** The unit's document prefix for appointment notices. */
  docPrefix: string;
  estab: EstabSetup;
  /** Post plan lines by level (levels left out are set to 0). */
  plan?: { effectiveFrom: string; lines: Readonly<Record<string, number>> };
  /** The internal departments of a bureau. */
  depts?: readonly string[];
  roles: readonly RoleSpec[];
}

const RSJ_DEPTS = ['办公室', '就业促进和失业保险科', '事业单位人事管理科', '人才开发和市场科', '工资福利科', '养老保险科', '劳动关系科', '政策法规科'];
const EDU_DEPTS = ['办公室', '人事科', '基础教育科', '计划财务科', '职业与成人教育科', '教育督导科'];
const HEALTH_DEPTS = ['办公室', '人事科', '医政医管科', '疾病预防控制科', '基层卫生健康科', '规划发展与信息化科'];

const COUNTIES = [['330502', 30], ['330503', 18], ['330521', 16], ['330522', 18], ['330523', 14]] as const;

function bureau(head: string, depts: readonly string[], extra: readonly RoleSpec[] = []): RoleSpec[] {
  const leaders = head === '主任' ? '委领导' : '局领导';
  return [
    { track: 'civilServant', count: 1, ages: [50, 57], duty: head, dept: leaders, civilRank: 'LEAD_DIV_FULL' },
    { track: 'civilServant', count: 3, ages: [43, 56], duty: head === '主任' ? '副主任' : '副局长', dept: leaders, civilRank: 'LEAD_DIV_DEP' },
    ...depts.slice(0, 5).map((dept): RoleSpec => ({
      track: 'civilServant', count: 1, ages: [36, 53], duty: dept === '办公室' ? '办公室主任' : '科长', dept, civilRank: 'LEAD_SEC_FULL',
    })),
    ...depts.slice(0, 3).map((dept): RoleSpec => ({
      track: 'civilServant', count: 1, ages: [30, 46], duty: dept === '办公室' ? '办公室副主任' : '副科长', dept, civilRank: 'LEAD_SEC_DEP',
    })),
    { track: 'civilServant', count: 6, ages: [23, 55] },
    { track: 'organWorker', count: 2, ages: [30, 56], estabType: 'ORGAN_WORKER', dept: '办公室', maleShare: 1 },
    { track: 'clerk', count: 1, ages: [24, 45], out: 'DISPATCH' },
    ...extra,
  ];
}

export const UNIT_SETUPS: readonly UnitSetup[] = [
  {
    key: 'rsj', regions: COUNTIES, docPrefix: '湖人社',
    estab: { quotaAdmin: 48, quotaOrganWorker: 3, leaderFull: 1, leaderDeputy: 4, internalOrgCount: 12, docNo: '湖委编〔2019〕38号', docDate: '2019-03-28' },
    depts: RSJ_DEPTS,
    roles: bureau('局长', RSJ_DEPTS),
  },
  {
    key: 'zg', regions: COUNTIES, docPrefix: '湖教',
    estab: { quotaAdmin: 42, quotaOrganWorker: 3, leaderFull: 1, leaderDeputy: 4, internalOrgCount: 10, docNo: '湖委编〔2019〕41号', docDate: '2019-03-28' },
    depts: EDU_DEPTS,
    roles: bureau('局长', EDU_DEPTS, [
      { track: 'civilServant', count: 1, cohort: 'RETIRED', dept: '教育督导科' },
    ]),
  },
  {
    key: 'zg2', regions: COUNTIES, docPrefix: '湖卫',
    estab: { quotaAdmin: 45, quotaOrganWorker: 4, leaderFull: 1, leaderDeputy: 4, internalOrgCount: 11, docNo: '湖委编〔2019〕45号', docDate: '2019-03-28' },
    depts: HEALTH_DEPTS,
    roles: bureau('主任', HEALTH_DEPTS, [
      { track: 'civilServant', count: 1, status: 'OTHER_OFF_DUTY' },
    ]),
  },
  {
    key: 'jc', regions: COUNTIES, docPrefix: '湖一中',
    estab: {
      quotaInst: 150, instQuotaManage: 10, instQuotaTech: 132, instQuotaWorker: 8,
      leaderFull: 1, leaderDeputy: 3, internalOrgCount: 6, docNo: '湖编〔2023〕41号', docDate: '2023-06-20',
    },
    plan: {
      effectiveFrom: '2024-03-15',
      lines: {
        M06: 1, M07: 2, M08: 3, M09: 3, M10: 1,
        T03: 2, T04: 4, T05: 8, T06: 16, T07: 16, T08: 15, T09: 20, T10: 15, T11: 12, T12: 12, T13: 12,
        W02: 1, W03: 2, W04: 2, W05: 2, W00: 1,
      },
    },
    roles: [
      { track: 'schoolManager', count: 1, ages: [48, 57], level: 'M06', duty: '校长', dept: '校长室' },
      { track: 'schoolManager', count: 2, ages: [42, 55], level: 'M07', duty: '副校长', dept: '校长室' },
      { track: 'schoolManager', count: 1, ages: [38, 52], level: 'M08', duty: '办公室主任', dept: '办公室' },
      { track: 'schoolManager', count: 1, ages: [40, 55], level: 'M08', duty: '总务处主任', dept: '总务处' },
      { track: 'schoolManager', count: 1, ages: [28, 45], level: 'M09', dept: '办公室' },
      { track: 'schoolManager', count: 1, ages: [24, 32], level: 'M10', dept: '办公室' },
      { track: 'teacher', count: 88, ages: [23, 59] },
      { track: 'teacher', count: 3, cohort: 'NEW_HIRE' },
      { track: 'teacher', count: 3, cohort: 'NEW_HIRE', draft: true },
      { track: 'teacher', count: 1, ages: [35, 55], status: 'LONG_SICK' },
      { track: 'teacher', count: 1, ages: [30, 45], status: 'SECONDED_OUT', secondedTo: 'jc2' },
      { track: 'teacher', count: 1, cohort: 'RETIRED' },
      { track: 'teacher', count: 1, ages: [27, 38], cohort: 'LEFT', reduceType: 'RESIGN' },
      { track: 'schoolAccountant', count: 2, ages: [26, 55] },
      { track: 'schoolLab', count: 2, ages: [26, 55] },
      { track: 'schoolLibrary', count: 2, ages: [30, 56] },
      { track: 'schoolWorker', count: 5, ages: [28, 58], estabType: 'INST' },
      { track: 'guard', count: 2, ages: [35, 58], out: 'DISPATCH' },
      { track: 'teacher', count: 1, ages: [24, 30], out: 'CONTRACT' },
      { track: 'canteen', count: 1, ages: [30, 50], out: 'TEMP' },
    ],
  },
  {
    key: 'jc2', regions: [['330502', 75], ['330503', 15], ['330521', 10]], docPrefix: '织里实小',
    estab: {
      quotaInst: 80, instQuotaManage: 5, instQuotaTech: 71, instQuotaWorker: 4,
      leaderFull: 1, leaderDeputy: 2, internalOrgCount: 4, docNo: '吴编〔2022〕17号', docDate: '2022-08-30',
    },
    plan: {
      effectiveFrom: '2023-09-01',
      lines: {
        M07: 1, M08: 2, M09: 2,
        T04: 2, T05: 2, T06: 4, T07: 5, T08: 7, T09: 9, T10: 8, T11: 11, T12: 11, T13: 10,
        W03: 1, W04: 1, W05: 1, W00: 1,
      },
    },
    roles: [
      { track: 'primaryManager', count: 1, ages: [46, 56], level: 'M07', duty: '校长', dept: '校长室' },
      { track: 'primaryManager', count: 2, ages: [38, 54], level: 'M08', duty: '副校长', dept: '校长室' },
      { track: 'primaryManager', count: 1, ages: [30, 48], level: 'M09', duty: '办公室主任', dept: '办公室' },
      { track: 'primaryTeacher', count: 41, ages: [23, 57] },
      { track: 'primaryTeacher', count: 2, cohort: 'NEW_HIRE' },
      { track: 'primaryTeacher', count: 1, cohort: 'PENDING' },
      { track: 'primaryTeacher', count: 1, ages: [30, 45], status: 'SECONDED_OUT', secondedTo: 'jc' },
      { track: 'primaryTeacher', count: 1, ages: [40, 52], status: 'LONG_SICK' },
      { track: 'primaryTeacher', count: 1, ages: [28, 40], cohort: 'LEFT', reduceType: 'TRANSFER_OUT' },
      { track: 'primaryTeacher', count: 1, cohort: 'RETIRED' },
      { track: 'schoolAccountant', count: 1, ages: [28, 50] },
      { track: 'schoolLibrary', count: 1, ages: [35, 55] },
      { track: 'schoolWorker', count: 3, ages: [30, 57], estabType: 'INST' },
      { track: 'guard', count: 2, ages: [35, 58], out: 'DISPATCH' },
      { track: 'primaryTeacher', count: 1, ages: [23, 28], out: 'CONTRACT' },
    ],
  },
  {
    key: 'jc3', regions: COUNTIES, docPrefix: '湖中医',
    estab: {
      quotaInst: 600, instQuotaManage: 60, instQuotaTech: 510, instQuotaWorker: 30,
      leaderFull: 1, leaderDeputy: 4, internalOrgCount: 38, docNo: '湖编〔2022〕63号', docDate: '2022-12-16',
    },
    plan: {
      effectiveFrom: '2023-06-01',
      lines: {
        M05: 1, M06: 4, M07: 15, M08: 20, M09: 15, M10: 5,
        T02: 5, T03: 15, T04: 30, T05: 20, T06: 40, T07: 40, T08: 50, T09: 70, T10: 60, T11: 60, T12: 60, T13: 60,
        W01: 1, W02: 3, W03: 8, W04: 8, W05: 6, W00: 4,
      },
    },
    roles: [
      { track: 'hospitalManager', count: 1, ages: [50, 58], level: 'M05', duty: '院长', dept: '院领导' },
      { track: 'hospitalManager', count: 3, ages: [44, 57], level: 'M06', duty: '副院长', dept: '院领导' },
      ...['院办', '医务科', '护理部', '人事科', '财务科', '总务科'].map((dept): RoleSpec => ({
        track: 'hospitalManager', count: 1, ages: [38, 55], level: 'M07', dept, duty: dept === '院办' ? '院办主任' : dept === '护理部' ? '护理部主任' : '科长',
      })),
      ...['院办', '医务科', '人事科', '保卫科'].map((dept): RoleSpec => ({
        track: 'hospitalManager', count: 1, ages: [32, 50], level: 'M08', dept, duty: dept === '院办' ? '院办副主任' : '副科长',
      })),
      { track: 'hospitalManager', count: 5, ages: [26, 50], level: 'M09', dept: '院办' },
      { track: 'hospitalManager', count: 1, ages: [24, 30], level: 'M10', dept: '人事科' },
      { track: 'doctor', count: 68, ages: [25, 59] },
      { track: 'doctor', count: 2, cohort: 'NEW_HIRE' },
      { track: 'doctor', count: 1, cohort: 'PENDING' },
      { track: 'doctor', count: 1, ages: [38, 55], status: 'LONG_SICK' },
      { track: 'doctor', count: 1, ages: [32, 45], status: 'OTHER_OFF_DUTY' },
      { track: 'doctor', count: 1, cohort: 'RETIRED' },
      { track: 'doctor', count: 1, ages: [30, 40], cohort: 'LEFT', reduceType: 'RESIGN' },
      { track: 'nurse', count: 64, ages: [22, 54] },
      { track: 'nurse', count: 2, cohort: 'NEW_HIRE' },
      { track: 'nurse', count: 1, cohort: 'PENDING' },
      { track: 'nurse', count: 1, ages: [40, 52], status: 'LONG_SICK' },
      { track: 'nurse', count: 1, cohort: 'RETIRED' },
      { track: 'nurse', count: 1, ages: [25, 32], cohort: 'LEFT', reduceType: 'CIVIL_EXAM' },
      { track: 'pharmacist', count: 9, ages: [24, 58] },
      { track: 'pharmacist', count: 1, ages: [30, 42], status: 'OFF_POST_STARTUP' },
      { track: 'technician', count: 14, ages: [24, 58] },
      { track: 'hospitalAccountant', count: 6, ages: [25, 56] },
      { track: 'hospitalWorker', count: 12, ages: [26, 58], estabType: 'INST' },
      { track: 'nurse', count: 22, ages: [22, 40], out: 'CONTRACT' },
      { track: 'carer', count: 8, ages: [35, 54], out: 'DISPATCH' },
      { track: 'guard', count: 4, ages: [30, 58], out: 'DISPATCH' },
      { track: 'cashier', count: 4, ages: [22, 45], out: 'DISPATCH' },
      { track: 'guide', count: 3, ages: [22, 30], out: 'TEMP' },
      { track: 'doctor', count: 2, ages: [25, 30], out: 'OTHER' },
    ],
  },
];
