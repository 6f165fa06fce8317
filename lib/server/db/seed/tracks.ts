/**
 * Career tracks of the demo persons: what they studied and where, the department and post they hold, the
 * professional title series and its names (domain.md §6.11).
 */
import type { PostCategory } from '@/lib/domain/codes';

export type EduLevel = 'PHD' | 'MASTER' | 'BACHELOR' | 'COLLEGE' | 'SECONDARY' | 'HIGH' | 'MIDDLE';
export type TitleBand = 'SENIOR_FULL' | 'SENIOR_DEP' | 'MIDDLE' | 'ASSISTANT' | 'JUNIOR';
type Major = readonly [name: string, discipline: string];

export interface Speciality {
  weight: number;
  dept: readonly string[];
  post: string;
  /** Bachelor's major and its GB/T 6864 discipline. */
  ug: Major;
  /** Postgraduate major; the bachelor's when absent. */
  pg?: Major;
  /** Junior-college or secondary-vocational major. */
  voc?: string;
}

export interface Track {
  category: PostCategory | null;
  series?: string;
  /** Title names from 正高 down to 员级. */
  titles?: Readonly<Record<TitleBand, string>>;
  specialities: readonly Speciality[];
  schools: Readonly<Partial<Record<EduLevel, readonly string[]>>>;
  /** Education weights by age. */
  education: (age: number) => readonly (readonly [EduLevel, number])[];
  maleShare: number;
  partyShare: number;
  /** Five-year bachelor (clinical medicine). */
  longBachelor?: boolean;
  /** The GB/T 4658 code for the secondary-vocational level: 中专 41, 职高 44, 技校 47. */
  secondaryCode?: string;
  /** Doctors may hold the professional doctorate 245. */
  clinicalDoctorate?: boolean;
}

const sp = (weight: number, dept: string | readonly string[], post: string, ug: Major, pg?: Major, voc?: string): Speciality =>
  ({ weight, dept: typeof dept === 'string' ? [dept] : dept, post, ug, pg, voc });

const NORMAL_UNIS = ['浙江师范大学', '湖州师范学院', '杭州师范大学', '宁波大学', '温州大学', '绍兴文理学院', '嘉兴学院', '浙江大学', '华东师范大学', '南京师范大学'];
const NORMAL_GRAD = ['浙江师范大学', '华东师范大学', '杭州师范大学', '浙江大学', '南京师范大学', '宁波大学', '华中师范大学', '东北师范大学'];
const MEDICAL_UNIS = ['温州医科大学', '浙江中医药大学', '杭州医学院', '湖州师范学院', '浙江大学', '南京医科大学', '苏州大学', '安徽医科大学', '宁波大学'];
const MEDICAL_GRAD = ['浙江大学', '温州医科大学', '复旦大学', '上海交通大学', '南京医科大学', '浙江中医药大学', '苏州大学', '中南大学'];
const MEDICAL_PHD = ['浙江大学', '复旦大学', '上海交通大学', '中山大学', '四川大学', '中南大学', '北京协和医学院'];
const NURSING_COLLEGES = ['杭州医学院', '金华职业技术学院', '宁波卫生职业技术学院', '浙江医学高等专科学校'];
const GENERAL_UNIS = ['浙江大学', '浙江工业大学', '浙江工商大学', '浙江财经大学', '杭州电子科技大学', '湖州师范学院', '浙江师范大学', '中国计量大学', '浙江理工大学', '华东政法大学'];
const HIGH_SCHOOLS = ['湖州市第二中学', '湖州市第五中学', '长兴中学', '德清县第一中学', '安吉县高级中学', '南浔中学', '菱湖中学'];
const VOCATIONAL = ['湖州技师学院', '湖州交通学校', '长兴技师学院', '德清县职业中等专业学校'];

const TEACHER_TITLES = { SENIOR_FULL: '正高级教师', SENIOR_DEP: '高级教师', MIDDLE: '一级教师', ASSISTANT: '二级教师', JUNIOR: '三级教师' } as const;

const SUBJECTS = [
  sp(3, '语文教研组', '语文教师', ['汉语言文学', '05'], ['学科教学（语文）', '04'], '语文教育'),
  sp(3, '数学教研组', '数学教师', ['数学与应用数学', '07'], ['学科教学（数学）', '04'], '数学教育'),
  sp(3, '英语教研组', '英语教师', ['英语', '05'], ['学科教学（英语）', '04'], '英语教育'),
  sp(1.6, '物理教研组', '物理教师', ['物理学', '07'], ['学科教学（物理）', '04'], '物理教育'),
  sp(1.6, '化学教研组', '化学教师', ['化学', '07'], ['学科教学（化学）', '04'], '化学教育'),
  sp(1.2, '生物教研组', '生物教师', ['生物科学', '07'], ['学科教学（生物）', '04'], '生物教育'),
  sp(1, '政治教研组', '政治教师', ['思想政治教育', '03'], ['学科教学（思政）', '04'], '政史教育'),
  sp(1, '历史教研组', '历史教师', ['历史学', '06'], ['学科教学（历史）', '04'], '政史教育'),
  sp(1, '地理教研组', '地理教师', ['地理科学', '07'], ['学科教学（地理）', '04'], '地理教育'),
  sp(1, '体育教研组', '体育教师', ['体育教育', '04'], ['体育教学', '04'], '体育教育'),
  sp(0.6, '艺术教研组', '音乐教师', ['音乐学', '05'], ['学科教学（音乐）', '04'], '音乐教育'),
  sp(0.6, '艺术教研组', '美术教师', ['美术学', '05'], ['学科教学（美术）', '04'], '美术教育'),
  sp(0.8, '信息技术教研组', '信息技术教师', ['计算机科学与技术', '08'], ['现代教育技术', '04'], '计算机应用'),
  sp(0.4, '心理健康教育中心', '心理教师', ['应用心理学', '07'], ['心理健康教育', '04']),
];

const PRIMARY_SUBJECTS = [
  sp(3, '语文组', '语文教师', ['小学教育', '04'], ['学科教学（语文）', '04'], '小学教育'),
  sp(1.5, '语文组', '语文教师', ['汉语言文学', '05'], ['学科教学（语文）', '04'], '语文教育'),
  sp(2.5, '数学组', '数学教师', ['小学教育', '04'], ['学科教学（数学）', '04'], '小学教育'),
  sp(1, '数学组', '数学教师', ['数学与应用数学', '07'], ['学科教学（数学）', '04'], '数学教育'),
  sp(1.5, '英语组', '英语教师', ['英语', '05'], ['学科教学（英语）', '04'], '英语教育'),
  sp(1, '科学组', '科学教师', ['科学教育', '04'], ['学科教学（物理）', '04'], '小学教育'),
  sp(1, '体艺组', '体育教师', ['体育教育', '04'], ['体育教学', '04'], '体育教育'),
  sp(0.7, '体艺组', '音乐教师', ['音乐学', '05'], ['学科教学（音乐）', '04'], '音乐教育'),
  sp(0.7, '体艺组', '美术教师', ['美术学', '05'], ['学科教学（美术）', '04'], '美术教育'),
  sp(0.4, '教导处', '信息技术教师', ['教育技术学', '04'], ['现代教育技术', '04'], '计算机应用'),
];

const CLINICAL = ['临床医学', '10'] as const;
const DOCTOR_SPECIALITIES = [
  ...([
    ['心血管内科', '内科学'], ['呼吸与危重症医学科', '内科学'], ['消化内科', '内科学'], ['神经内科', '神经病学'], ['内分泌科', '内科学'],
    ['肾内科', '内科学'], ['普外科', '外科学'], ['骨科', '外科学'], ['神经外科', '外科学'], ['泌尿外科', '外科学'],
    ['妇产科', '妇产科学'], ['儿科', '儿科学'], ['急诊科', '急诊医学'], ['重症医学科', '重症医学'], ['病理科', '病理学与病理生理学'],
    ['眼科', '眼科学'], ['耳鼻咽喉科', '耳鼻咽喉科学'], ['康复医学科', '康复医学与理疗学'],
  ] as const).map(([dept, pg]) => sp(dept.endsWith('内科') || dept.endsWith('外科') ? 1.4 : 1, dept, '临床医师', CLINICAL, [pg, '10'], '临床医学')),
  sp(1.2, '麻醉科', '麻醉医师', ['麻醉学', '10'], ['麻醉学', '10']),
  sp(1, '放射科', '影像医师', ['医学影像学', '10'], ['影像医学与核医学', '10']),
  sp(0.8, '超声医学科', '超声医师', ['医学影像学', '10'], ['影像医学与核医学', '10']),
  sp(0.8, '口腔科', '口腔医师', ['口腔医学', '10'], ['口腔临床医学', '10']),
  sp(0.8, '中医科', '中医师', ['中医学', '10'], ['中医内科学', '10']),
];

const WARDS = ['心血管内科病区', '呼吸内科病区', '消化内科病区', '神经内科病区', '普外科病区', '骨科病区', '妇产科病区', '儿科病区', '急诊科', '重症医学科', '手术室', '门诊部'];

const CIVIL_MAJORS = [
  sp(2, [], '', ['法学', '03'], ['法律（非法学）', '03']),
  sp(2, [], '', ['行政管理', '12'], ['公共管理', '12']),
  sp(1.5, [], '', ['汉语言文学', '05'], ['中国现当代文学', '05']),
  sp(1, [], '', ['经济学', '02'], ['区域经济学', '02']),
  sp(1, [], '', ['会计学', '12'], ['会计学', '12']),
  sp(1, [], '', ['人力资源管理', '12'], ['企业管理', '12']),
  sp(0.8, [], '', ['计算机科学与技术', '08'], ['软件工程', '08']),
  sp(0.8, [], '', ['劳动与社会保障', '12'], ['社会保障', '12']),
  sp(0.8, [], '', ['教育学', '04'], ['教育经济与管理', '12']),
  sp(0.8, [], '', ['预防医学', '10'], ['公共卫生', '10']),
];

const young = (age: number, youngMix: readonly (readonly [EduLevel, number])[], midMix: readonly (readonly [EduLevel, number])[], oldMix: readonly (readonly [EduLevel, number])[]) =>
  age < 35 ? youngMix : age <= 50 ? midMix : oldMix;

const teacher: Track = {
  category: 'TECH', series: 'SCHOOL_TEACHER', titles: TEACHER_TITLES, specialities: SUBJECTS, maleShare: 0.38, partyShare: 0.5,
  schools: { MASTER: NORMAL_GRAD, BACHELOR: NORMAL_UNIS, COLLEGE: ['湖州师范专科学校', '浙江教育学院', '嘉兴师范专科学校'] },
  education: (age) => young(age, [['MASTER', 35], ['BACHELOR', 65]], [['MASTER', 12], ['BACHELOR', 85], ['COLLEGE', 3]], [['BACHELOR', 72], ['COLLEGE', 28]]),
};

const primaryTeacher: Track = {
  ...teacher, specialities: PRIMARY_SUBJECTS, maleShare: 0.2, partyShare: 0.4,
  schools: { ...teacher.schools, SECONDARY: ['湖州师范学校', '嘉兴师范学校'] },
  education: (age) => young(age, [['MASTER', 12], ['BACHELOR', 88]], [['BACHELOR', 78], ['COLLEGE', 22]], [['BACHELOR', 40], ['COLLEGE', 40], ['SECONDARY', 20]]),
};

const doctor: Track = {
  category: 'TECH', series: 'HEALTH', longBachelor: true, clinicalDoctorate: true,
  titles: { SENIOR_FULL: '主任医师', SENIOR_DEP: '副主任医师', MIDDLE: '主治医师', ASSISTANT: '医师', JUNIOR: '医士' },
  specialities: DOCTOR_SPECIALITIES, maleShare: 0.58, partyShare: 0.42,
  schools: { PHD: MEDICAL_PHD, MASTER: MEDICAL_GRAD, BACHELOR: MEDICAL_UNIS, COLLEGE: ['浙江医学高等专科学校'] },
  education: (age) => young(age, [['PHD', 10], ['MASTER', 55], ['BACHELOR', 35]], [['PHD', 14], ['MASTER', 40], ['BACHELOR', 46]], [['PHD', 5], ['MASTER', 20], ['BACHELOR', 72], ['COLLEGE', 3]]),
};

const nurse: Track = {
  category: 'TECH', series: 'HEALTH',
  titles: { SENIOR_FULL: '主任护师', SENIOR_DEP: '副主任护师', MIDDLE: '主管护师', ASSISTANT: '护师', JUNIOR: '护士' },
  specialities: [sp(1, WARDS, '临床护理', ['护理学', '07'], ['护理学', '10'], '护理')], maleShare: 0.04, partyShare: 0.3,
  schools: { MASTER: MEDICAL_GRAD, BACHELOR: ['湖州师范学院', '杭州师范大学', '温州医科大学', '浙江中医药大学', '杭州医学院'], COLLEGE: NURSING_COLLEGES, SECONDARY: ['湖州卫生学校'] },
  education: (age) => age < 30 ? [['BACHELOR', 72], ['COLLEGE', 28]] : age <= 45 ? [['MASTER', 3], ['BACHELOR', 52], ['COLLEGE', 45]] : [['BACHELOR', 20], ['COLLEGE', 45], ['SECONDARY', 35]],
};

const pharmacist: Track = {
  category: 'TECH', series: 'HEALTH',
  titles: { SENIOR_FULL: '主任药师', SENIOR_DEP: '副主任药师', MIDDLE: '主管药师', ASSISTANT: '药师', JUNIOR: '药士' },
  specialities: [sp(1, '药剂科', '药师', ['药学', '07'], ['药剂学', '10'], '药学'), sp(0.4, '药剂科', '临床药师', ['临床药学', '10'], ['药理学', '10'], '药学')],
  maleShare: 0.35, partyShare: 0.35, schools: { MASTER: MEDICAL_GRAD, BACHELOR: ['浙江工业大学', '温州医科大学', '浙江中医药大学', '中国药科大学', '杭州医学院'], COLLEGE: ['杭州医学院', '浙江医药高等专科学校'] },
  education: (age) => young(age, [['MASTER', 25], ['BACHELOR', 65], ['COLLEGE', 10]], [['MASTER', 10], ['BACHELOR', 70], ['COLLEGE', 20]], [['BACHELOR', 55], ['COLLEGE', 45]]),
};

const technician: Track = {
  category: 'TECH', series: 'HEALTH',
  titles: { SENIOR_FULL: '主任技师', SENIOR_DEP: '副主任技师', MIDDLE: '主管技师', ASSISTANT: '技师', JUNIOR: '技士' },
  specialities: [
    sp(1.2, '检验科', '检验技师', ['医学检验技术', '07'], ['临床检验诊断学', '10'], '医学检验技术'),
    sp(1, '放射科', '影像技师', ['医学影像技术', '07'], ['影像医学与核医学', '10'], '医学影像技术'),
    sp(0.5, '康复医学科', '康复治疗师', ['康复治疗学', '07'], ['康复医学与理疗学', '10'], '康复治疗技术'),
  ],
  maleShare: 0.45, partyShare: 0.35, schools: { MASTER: MEDICAL_GRAD, BACHELOR: MEDICAL_UNIS, COLLEGE: NURSING_COLLEGES },
  education: (age) => young(age, [['MASTER', 15], ['BACHELOR', 70], ['COLLEGE', 15]], [['BACHELOR', 70], ['COLLEGE', 30]], [['BACHELOR', 45], ['COLLEGE', 55]]),
};

const accountant = (dept: string): Track => ({
  category: 'TECH', series: 'ACCOUNTING',
  titles: { SENIOR_FULL: '正高级会计师', SENIOR_DEP: '高级会计师', MIDDLE: '会计师', ASSISTANT: '助理会计师', JUNIOR: '会计员' },
  specialities: [sp(1, dept, '会计', ['会计学', '12'], ['会计', '12'], '会计'), sp(0.5, dept, '出纳', ['财务管理', '12'], ['会计', '12'], '会计')],
  maleShare: 0.2, partyShare: 0.4, schools: { MASTER: ['浙江财经大学', '浙江工商大学', '上海财经大学'], BACHELOR: ['浙江财经大学', '浙江工商大学', '上海立信会计金融学院', '湖州师范学院', '浙江树人学院'], COLLEGE: ['浙江经济职业技术学院', '湖州职业技术学院'] },
  education: (age) => young(age, [['MASTER', 10], ['BACHELOR', 80], ['COLLEGE', 10]], [['BACHELOR', 75], ['COLLEGE', 25]], [['BACHELOR', 50], ['COLLEGE', 50]]),
});

const schoolStaff = (series: string, titles: Record<TitleBand, string>, spec: Speciality): Track => ({
  category: 'TECH', series, titles, specialities: [spec], maleShare: 0.4, partyShare: 0.35,
  schools: { BACHELOR: NORMAL_UNIS, COLLEGE: ['湖州师范专科学校', '浙江广播电视大学'] },
  education: (age) => young(age, [['BACHELOR', 85], ['COLLEGE', 15]], [['BACHELOR', 65], ['COLLEGE', 35]], [['BACHELOR', 40], ['COLLEGE', 60]]),
});

const worker = (depts: readonly string[], jobs: readonly (readonly [post: string, major: string])[]): Track => ({
  category: 'WORKER', specialities: jobs.map(([post, major]) => sp(1, depts, post, [major, '08'], undefined, major)), maleShare: 0.85, partyShare: 0.25,
  secondaryCode: '47', schools: { COLLEGE: ['湖州职业技术学院', '浙江交通职业技术学院'], SECONDARY: VOCATIONAL, HIGH: HIGH_SCHOOLS },
  education: () => [['COLLEGE', 15], ['SECONDARY', 45], ['HIGH', 40]],
});

const support = (depts: readonly string[], post: string, maleShare: number, voc: string): Track => ({
  category: null, specialities: [sp(1, depts, post, [voc, '12'], undefined, voc)], maleShare, partyShare: 0.08,
  schools: { HIGH: HIGH_SCHOOLS, MIDDLE: ['湖州市第十一中学', '织里镇中学', '八里店镇中学', '双林镇中学'], SECONDARY: VOCATIONAL, COLLEGE: ['湖州职业技术学院'] },
  secondaryCode: '44', education: (age) => (age < 35 ? [['COLLEGE', 25], ['SECONDARY', 35], ['HIGH', 40]] : [['SECONDARY', 25], ['HIGH', 45], ['MIDDLE', 30]]),
});

export const TRACKS = {
  teacher,
  primaryTeacher,
  schoolManager: { ...teacher, category: 'MANAGE', maleShare: 0.6, partyShare: 0.9 } satisfies Track,
  primaryManager: { ...primaryTeacher, category: 'MANAGE', maleShare: 0.45, partyShare: 0.9 } satisfies Track,
  schoolAccountant: accountant('总务处'),
  schoolLab: schoolStaff('LAB', { SENIOR_FULL: '正高级实验师', SENIOR_DEP: '高级实验师', MIDDLE: '实验师', ASSISTANT: '助理实验师', JUNIOR: '实验员' },
    sp(1, '教务处', '实验员', ['化学', '07'], undefined, '化学教育')),
  schoolLibrary: schoolStaff('LIBRARY', { SENIOR_FULL: '研究馆员', SENIOR_DEP: '副研究馆员', MIDDLE: '馆员', ASSISTANT: '助理馆员', JUNIOR: '管理员' },
    sp(1, '图书馆', '图书管理员', ['图书馆学', '12'], undefined, '图书档案管理')),
  schoolWorker: worker(['总务处'], [['电工', '电气设备安装与维修'], ['驾驶员', '汽车运用与维修'], ['厨师', '中餐烹饪'], ['水电维修工', '给排水工程施工与运行']]),
  doctor,
  nurse,
  pharmacist,
  technician,
  hospitalAccountant: accountant('财务科'),
  hospitalManager: {
    category: 'MANAGE', maleShare: 0.5, partyShare: 0.85,
    specialities: [
      sp(1, [], '', CLINICAL, ['社会医学与卫生事业管理', '12']), sp(1, [], '', ['公共事业管理', '12'], ['公共管理', '12']),
      sp(1, [], '', ['行政管理', '12'], ['公共管理', '12']), sp(0.6, [], '', ['护理学', '07'], ['护理学', '10']),
      sp(0.6, [], '', ['人力资源管理', '12'], ['企业管理', '12']), sp(0.6, [], '', ['会计学', '12'], ['会计', '12']),
    ],
    schools: { MASTER: MEDICAL_GRAD, BACHELOR: [...MEDICAL_UNIS, '浙江财经大学', '浙江工商大学'], COLLEGE: ['杭州医学院'] },
    education: (age) => young(age, [['MASTER', 40], ['BACHELOR', 60]], [['MASTER', 30], ['BACHELOR', 65], ['COLLEGE', 5]], [['MASTER', 15], ['BACHELOR', 75], ['COLLEGE', 10]]),
  } satisfies Track,
  hospitalWorker: worker(['后勤保障科'], [['电工', '电气设备安装与维修'], ['驾驶员', '汽车运用与维修'], ['空调设备运行工', '制冷和空调设备运行与维修'], ['厨师', '中餐烹饪'], ['维修工', '机电技术应用']]),
  civilServant: {
    category: null, specialities: CIVIL_MAJORS, maleShare: 0.55, partyShare: 0.85, schools: { MASTER: GENERAL_UNIS, BACHELOR: GENERAL_UNIS, COLLEGE: ['浙江广播电视大学'] },
    education: (age) => (age < 40 ? [['MASTER', 35], ['BACHELOR', 65]] : [['MASTER', 12], ['BACHELOR', 83], ['COLLEGE', 5]]),
  } satisfies Track,
  organWorker: worker([], [['驾驶员', '汽车运用与维修']]),
  guard: support(['保卫科'], '保安', 0.95, '安全保卫'),
  carer: support(WARDS.slice(0, 8), '护工', 0.2, '老年人服务与管理'),
  cashier: support(['门诊收费处'], '收费员', 0.3, '会计'),
  guide: support(['门诊部'], '导医', 0.05, '护理'),
  canteen: support(['食堂'], '食堂帮厨', 0.4, '中餐烹饪'),
  clerk: support(['办公室'], '文印员', 0.2, '文秘'),
} satisfies Record<string, Track>;

export type TrackKey = keyof typeof TRACKS;
