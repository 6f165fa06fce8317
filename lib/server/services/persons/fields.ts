import 'server-only';
import type { ListName } from '@/data/codes';
import type { PersonFields } from '@/lib/contracts/person';

export interface FieldSpec {
  key: keyof PersonFields;
  zh: string;
  en: string;
  kind: 'text' | 'date' | 'code' | 'bool' | 'region';
  /** The code list of a code field. */
  list?: ListName;
  /** Marked * in the import template. */
  required?: boolean;
  /** A hint shown as the note of the template's column title. */
  hint?: string;
}

/** The fields of a person in the order of domain.md §2.3: the import template's and the export's columns. */
export const PERSON_FIELD_SPECS: FieldSpec[] = [
  { key: 'name', zh: '姓名', en: 'Name', kind: 'text', required: true, hint: '2–30 个汉字或字母，可含间隔号·，不能有空格' },
  { key: 'formerName', zh: '曾用名', en: 'Former name', kind: 'text' },
  { key: 'idType', zh: '证件类型', en: 'ID type', kind: 'code', list: 'idType', hint: '不填默认为居民身份证' },
  { key: 'idNumber', zh: '公民身份号码', en: 'ID number', kind: 'text', required: true, hint: '18 位，末位 X 大写；请保持文本格式' },
  { key: 'gender', zh: '性别', en: 'Gender', kind: 'code', list: 'gender', hint: '可不填：按身份证号第 17 位生成' },
  { key: 'birthDate', zh: '出生日期', en: 'Birth date', kind: 'date', hint: '可不填：按身份证号生成' },
  { key: 'ethnicity', zh: '民族', en: 'Ethnicity', kind: 'code', list: 'ethnicity', required: true },
  { key: 'nativePlace', zh: '籍贯', en: 'Native place', kind: 'region', hint: '6 位行政区划代码，如 330502' },
  { key: 'birthPlace', zh: '出生地', en: 'Birthplace', kind: 'region', hint: '6 位行政区划代码，如 330502' },
  { key: 'politicalStatus', zh: '政治面貌', en: 'Political status', kind: 'code', list: 'politicalStatus', required: true },
  { key: 'partyJoinDate', zh: '入党时间', en: 'Party joining date', kind: 'date', hint: '中共党员（含预备党员）必填' },
  { key: 'maritalStatus', zh: '婚姻状况', en: 'Marital status', kind: 'code', list: 'maritalStatus' },
  { key: 'mobile', zh: '手机', en: 'Mobile', kind: 'text' },
  { key: 'education', zh: '最高学历', en: 'Highest education', kind: 'code', list: 'education', required: true },
  { key: 'degree', zh: '最高学位', en: 'Highest degree', kind: 'code', list: 'degree' },
  { key: 'graduateSchool', zh: '毕业院校', en: 'School graduated from', kind: 'text', required: true },
  { key: 'major', zh: '所学专业', en: 'Major', kind: 'text', required: true },
  { key: 'graduationDate', zh: '毕业时间', en: 'Graduation date', kind: 'date' },
  { key: 'workStartDate', zh: '参加工作时间', en: 'Start of work', kind: 'date', required: true },
  { key: 'unitEntryDate', zh: '进入本单位时间', en: 'Date joined the unit', kind: 'date', required: true },
  { key: 'entryMethod', zh: '进入本单位方式', en: 'How the person joined', kind: 'code', list: 'entryMethod', required: true },
  { key: 'deptName', zh: '所在部门', en: 'Department', kind: 'text' },
  { key: 'estabStatus', zh: '编制情况', en: 'Establishment status', kind: 'code', list: 'estabStatus', required: true },
  { key: 'estabType', zh: '编制类型', en: 'Establishment type', kind: 'code', list: 'estabType', hint: '在编人员必填' },
  { key: 'outEmployForm', zh: '编外用工形式', en: 'Form of employment outside the quota', kind: 'code', list: 'outEmployForm', hint: '编外人员必填' },
  { key: 'postCategory', zh: '岗位类别', en: 'Post category', kind: 'code', list: 'postCategory', hint: '事业单位在编人员必填' },
  { key: 'postLevel', zh: '岗位等级', en: 'Post level', kind: 'code', list: 'postLevel', hint: '须属于岗位类别' },
  { key: 'postName', zh: '岗位名称', en: 'Post name', kind: 'text' },
  { key: 'appointDate', zh: '现岗位聘用时间', en: 'Appointed to the current post', kind: 'date' },
  { key: 'dualPost', zh: '双肩挑', en: 'Dual post', kind: 'bool', hint: '是/否' },
  { key: 'secondPostCategory', zh: '第二岗位类别', en: 'Second post category', kind: 'code', list: 'postCategory' },
  { key: 'secondPostLevel', zh: '第二岗位等级', en: 'Second post level', kind: 'code', list: 'postLevel' },
  { key: 'adminDuty', zh: '行政职务', en: 'Administrative duty', kind: 'text' },
  { key: 'civilRank', zh: '公务员职务职级', en: 'Civil service rank', kind: 'code', list: 'civilRank', hint: '机关、参公在编人员必填' },
  { key: 'profTitle', zh: '专业技术职务', en: 'Professional title', kind: 'text' },
  { key: 'titleLevel', zh: '职称级别', en: 'Title level', kind: 'code', list: 'titleLevel' },
  { key: 'titleSeries', zh: '职称系列', en: 'Title series', kind: 'code', list: 'titleSeries' },
  { key: 'titleDate', zh: '职称取得时间', en: 'Title obtained on', kind: 'date' },
  { key: 'workerSkill', zh: '工人技术等级', en: 'Worker skill grade', kind: 'code', list: 'workerSkill', hint: '工勤技能岗位必填' },
  { key: 'contractType', zh: '聘用合同类型', en: 'Contract type', kind: 'code', list: 'contractType' },
  { key: 'contractStart', zh: '合同起始日期', en: 'Contract start', kind: 'date' },
  { key: 'contractEnd', zh: '合同终止日期', en: 'Contract end', kind: 'date', hint: '固定期限合同必填' },
  { key: 'probationEnd', zh: '试用期截止日期', en: 'End of probation', kind: 'date' },
  { key: 'personStatus', zh: '人员状态', en: 'Person status', kind: 'code', list: 'personStatus', hint: '不填默认为在职在岗' },
];

export const specOf = (key: string): FieldSpec | undefined => PERSON_FIELD_SPECS.find((s) => s.key === key);

/** The field's title in the caller's language; the key itself for a field of no column. */
export function fieldLabel(key: string, lang: 'zh' | 'en' = 'zh'): string {
  const spec = specOf(key);
  return spec ? spec[lang] : key;
}

/** The code list of each code field, the second post's included. */
export const CODE_FIELDS = PERSON_FIELD_SPECS.filter((s) => s.list).map((s) => ({ key: s.key, list: s.list! }));
