import type { CodeEntry } from './types';

/** 6.1 GB/T 2261.1; only 1 and 2 may be chosen. */
export const GENDER: CodeEntry[] = [
  { code: '0', zh: '未知的性别', en: 'Unknown', selectable: false },
  { code: '1', zh: '男', en: 'Male' },
  { code: '2', zh: '女', en: 'Female' },
  { code: '9', zh: '未说明的性别', en: 'Not stated', selectable: false },
];

/** §2.3 证件类型. */
export const ID_TYPE: CodeEntry[] = [
  { code: '01', zh: '居民身份证', en: 'Resident identity card' },
  { code: '02', zh: '港澳台居民居住证', en: 'Residence permit for Hong Kong, Macao and Taiwan residents' },
  { code: '03', zh: '护照', en: 'Passport' },
];

const ETHNIC_GROUPS: [string, string, string][] = [
  ['01', '汉族', 'Han'], ['02', '蒙古族', 'Mongol'], ['03', '回族', 'Hui'], ['04', '藏族', 'Tibetan'],
  ['05', '维吾尔族', 'Uyghur'], ['06', '苗族', 'Miao'], ['07', '彝族', 'Yi'], ['08', '壮族', 'Zhuang'],
  ['09', '布依族', 'Bouyei'], ['10', '朝鲜族', 'Korean'], ['11', '满族', 'Manchu'], ['12', '侗族', 'Dong'],
  ['13', '瑶族', 'Yao'], ['14', '白族', 'Bai'], ['15', '土家族', 'Tujia'], ['16', '哈尼族', 'Hani'],
  ['17', '哈萨克族', 'Kazakh'], ['18', '傣族', 'Dai'], ['19', '黎族', 'Li'], ['20', '傈僳族', 'Lisu'],
  ['21', '佤族', 'Va'], ['22', '畲族', 'She'], ['23', '高山族', 'Gaoshan'], ['24', '拉祜族', 'Lahu'],
  ['25', '水族', 'Sui'], ['26', '东乡族', 'Dongxiang'], ['27', '纳西族', 'Naxi'], ['28', '景颇族', 'Jingpo'],
  ['29', '柯尔克孜族', 'Kirgiz'], ['30', '土族', 'Monguor (Tu)'], ['31', '达斡尔族', 'Daur'], ['32', '仫佬族', 'Mulao'],
  ['33', '羌族', 'Qiang'], ['34', '布朗族', 'Blang'], ['35', '撒拉族', 'Salar'], ['36', '毛南族', 'Maonan'],
  ['37', '仡佬族', 'Gelao'], ['38', '锡伯族', 'Xibe'], ['39', '阿昌族', 'Achang'], ['40', '普米族', 'Pumi'],
  ['41', '塔吉克族', 'Tajik'], ['42', '怒族', 'Nu'], ['43', '乌孜别克族', 'Uzbek'], ['44', '俄罗斯族', 'Russian'],
  ['45', '鄂温克族', 'Evenki'], ['46', '德昂族', 'Deang'], ['47', '保安族', 'Bonan'], ['48', '裕固族', 'Yugur'],
  ['49', '京族', 'Gin'], ['50', '塔塔尔族', 'Tatar'], ['51', '独龙族', 'Derung'], ['52', '鄂伦春族', 'Oroqen'],
  ['53', '赫哲族', 'Hezhen'], ['54', '门巴族', 'Monpa'], ['55', '珞巴族', 'Lhoba'], ['56', '基诺族', 'Jino'],
  ['97', '其他', 'Other'], ['98', '外国血统中国籍人士', 'Chinese citizen of foreign origin'],
];

/** 6.2 GB 3304. */
export const ETHNICITY: CodeEntry[] = ETHNIC_GROUPS.map(([code, zh, en]) => ({ code, zh, en }));

/** 6.3 GB/T 4762. */
export const POLITICAL_STATUS: CodeEntry[] = [
  { code: '01', zh: '中国共产党党员', en: 'Member of the Communist Party of China' },
  { code: '02', zh: '中国共产党预备党员', en: 'Probationary member of the Communist Party of China' },
  { code: '03', zh: '中国共产主义青年团团员', en: 'Member of the Communist Youth League of China' },
  { code: '04', zh: '中国国民党革命委员会会员', en: 'Member of the Revolutionary Committee of the Chinese Kuomintang' },
  { code: '05', zh: '中国民主同盟盟员', en: 'Member of the China Democratic League' },
  { code: '06', zh: '中国民主建国会会员', en: 'Member of the China National Democratic Construction Association' },
  { code: '07', zh: '中国民主促进会会员', en: 'Member of the China Association for Promoting Democracy' },
  { code: '08', zh: '中国农工民主党党员', en: "Member of the Chinese Peasants' and Workers' Democratic Party" },
  { code: '09', zh: '中国致公党党员', en: 'Member of the China Zhi Gong Party' },
  { code: '10', zh: '九三学社社员', en: 'Member of the Jiusan Society' },
  { code: '11', zh: '台湾民主自治同盟盟员', en: 'Member of the Taiwan Democratic Self-Government League' },
  { code: '12', zh: '无党派民主人士', en: 'Non-party democrat' },
  { code: '13', zh: '群众', en: 'Ordinary citizen (no affiliation)' },
];

/** 6.4 GB/T 2261.2. */
export const MARITAL_STATUS: CodeEntry[] = [
  { code: '10', zh: '未婚', en: 'Never married' },
  { code: '20', zh: '已婚', en: 'Married' },
  { code: '21', zh: '初婚', en: 'First marriage', groupCode: '20' },
  { code: '22', zh: '再婚', en: 'Remarried', groupCode: '20' },
  { code: '23', zh: '复婚', en: 'Remarried to former spouse', groupCode: '20' },
  { code: '30', zh: '丧偶', en: 'Widowed' },
  { code: '40', zh: '离婚', en: 'Divorced' },
  { code: '90', zh: '未说明的婚姻状况', en: 'Not stated' },
];

const summary = (code: string, zh: string, en: string): CodeEntry => ({ code, zh, en, selectable: false });
const under = (groupCode: string) => (code: string, zh: string, en: string): CodeEntry => ({ code, zh, en, groupCode });
const pg = under('10');
const ug = under('20');
const jc = under('30');
const sec = under('40');
const hs = under('60');
const ms = under('70');
const ps = under('80');

/** 6.5 GB/T 4658-2006: the x0 summaries are shown but never chosen; 90 其他 stands alone. */
export const EDUCATION: CodeEntry[] = [
  summary('10', '研究生教育', 'Postgraduate education'),
  pg('11', '博士研究生毕业', 'Doctoral study, graduated'),
  pg('12', '博士研究生结业', 'Doctoral study, completed without graduating'),
  pg('13', '博士研究生肄业', 'Doctoral study, not completed'),
  pg('14', '硕士研究生毕业', "Master's study, graduated"),
  pg('15', '硕士研究生结业', "Master's study, completed without graduating"),
  pg('16', '硕士研究生肄业', "Master's study, not completed"),
  pg('17', '研究生班毕业', 'Postgraduate class, graduated'),
  pg('18', '研究生班结业', 'Postgraduate class, completed without graduating'),
  pg('19', '研究生班肄业', 'Postgraduate class, not completed'),
  summary('20', '大学本科教育', 'Undergraduate education'),
  ug('21', '大学本科毕业', 'Undergraduate, graduated'),
  ug('22', '大学本科结业', 'Undergraduate, completed without graduating'),
  ug('23', '大学本科肄业', 'Undergraduate, not completed'),
  ug('28', '大学普通班毕业', 'University ordinary class, graduated'),
  summary('30', '大学专科教育', 'Junior college education'),
  jc('31', '大学专科毕业', 'Junior college, graduated'),
  jc('32', '大学专科结业', 'Junior college, completed without graduating'),
  jc('33', '大学专科肄业', 'Junior college, not completed'),
  summary('40', '中等职业教育', 'Secondary vocational education'),
  sec('41', '中等专科毕业', 'Secondary specialised school, graduated'),
  sec('42', '中等专科结业', 'Secondary specialised school, completed without graduating'),
  sec('43', '中等专科肄业', 'Secondary specialised school, not completed'),
  sec('44', '职业高中毕业', 'Vocational high school, graduated'),
  sec('45', '职业高中结业', 'Vocational high school, completed without graduating'),
  sec('46', '职业高中肄业', 'Vocational high school, not completed'),
  sec('47', '技工学校毕业', 'Technical school, graduated'),
  sec('48', '技工学校结业', 'Technical school, completed without graduating'),
  sec('49', '技工学校肄业', 'Technical school, not completed'),
  summary('60', '普通高级中学教育', 'General senior high school education'),
  hs('61', '普通高中毕业', 'Senior high school, graduated'),
  hs('62', '普通高中结业', 'Senior high school, completed without graduating'),
  hs('63', '普通高中肄业', 'Senior high school, not completed'),
  summary('70', '初级中学教育', 'Junior middle school education'),
  ms('71', '初中毕业', 'Junior middle school, graduated'),
  ms('73', '初中肄业', 'Junior middle school, not completed'),
  summary('80', '小学教育', 'Primary education'),
  ps('81', '小学毕业', 'Primary school, graduated'),
  ps('83', '小学肄业', 'Primary school, not completed'),
  { code: '90', zh: '其他', en: 'Other' },
];

const DISCIPLINES: [string, string, string][] = [
  ['01', '哲学', 'Philosophy'], ['02', '经济学', 'Economics'], ['03', '法学', 'Law'], ['04', '教育学', 'Education'],
  ['05', '文学', 'Literature'], ['06', '历史学', 'History'], ['07', '理学', 'Science'], ['08', '工学', 'Engineering'],
  ['09', '农学', 'Agriculture'], ['10', '医学', 'Medicine'], ['11', '军事学', 'Military Science'], ['12', '管理学', 'Management'],
];

const DEGREE_LEVELS: { level: string; zh: string; en: string; suffix: string }[] = [
  { level: '2', zh: '博士', en: 'Doctor', suffix: '博士学位' },
  { level: '3', zh: '硕士', en: 'Master', suffix: '硕士学位' },
  { level: '4', zh: '学士', en: 'Bachelor', suffix: '学士学位' },
];

const degreeLevel = (l: (typeof DEGREE_LEVELS)[number]): CodeEntry[] => [
  summary(`${l.level}00`, l.zh, l.en),
  ...DISCIPLINES.map(([d, zh, en]) => ({ code: `${l.level}${d}`, zh: `${zh}${l.suffix}`, en: `${l.en} of ${en}`, groupCode: `${l.level}00` })),
];

/**
 * 6.6 GB/T 6864-2003: level (1 名誉博士, 2 博士, 3 硕士, 4 学士) + discipline; the level summaries x00 are not
 * chosen; the professional degrees are the examples the design lists. NONE for no degree.
 */
export const DEGREE: CodeEntry[] = [
  { code: '100', zh: '名誉博士', en: 'Honorary doctorate' },
  ...degreeLevel(DEGREE_LEVELS[0]),
  { code: '245', zh: '临床医学博士专业学位', en: 'Doctor of Clinical Medicine (professional)', groupCode: '200' },
  { code: '248', zh: '兽医博士专业学位', en: 'Doctor of Veterinary Medicine (professional)', groupCode: '200' },
  { code: '250', zh: '口腔医学博士专业学位', en: 'Doctor of Stomatology (professional)', groupCode: '200' },
  ...degreeLevel(DEGREE_LEVELS[1]),
  ...degreeLevel(DEGREE_LEVELS[2]),
  { code: '441', zh: '建筑学学士专业学位', en: 'Bachelor of Architecture (professional)', groupCode: '400' },
  { code: 'NONE', zh: '无学位', en: 'No degree' },
];
