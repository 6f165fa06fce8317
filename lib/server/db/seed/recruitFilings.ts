import 'server-only';
import type { FilingDetail } from '@/lib/contracts/filing';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { idCheckChar } from '@/lib/domain/idCard';
import { uploadAttachment } from '../../services/attachments';
import { actOnFiling, createFiling } from '../../services/filings/engine';
import type { SessionUser } from '../../session';
import type { Db } from '../client';
import { demoPdf } from './demoPdf';

const IP = '127.0.0.1';
const contact = { contactName: '李明华', contactPhone: '13857201234' };

const day = (offset: number) => addDays(today(), offset);

async function step(db: Db, user: SessionUser, f: FilingDetail, action: string, opinion?: string) {
  return actOnFiling(db, user, { id: f.id, version: f.version, action: action as never, opinion, ackWarnings: [], lineIssues: [] }, IP, 'zh');
}

async function attach(db: Db, user: SessionUser, f: FilingDetail, categories: string[]) {
  for (const category of categories) {
    const content = (await demoPdf(category)).toString('base64');
    await uploadAttachment(db, user, { filingId: f.id, category, fileName: `${category}.pdf`, content });
  }
}

/**
 * The plan's 拟聘用人员公示 (FBGG, noticeType PUBLICITY), published for the 10 days ending today and approved by both
 * reviews: the announcement a result on the plan names as its publicity.
 */
export async function seedPlanPublicity(
  db: Db, a: Record<string, SessionUser>, filer: string, plan: FilingDetail, unitName: string, names: string,
): Promise<FilingDetail> {
  let f = await createFiling(db, a[filer], {
    filingType: 'ANNOUNCEMENT', title: `${unitName}${plan.year}年公开招聘拟聘用人员公示`, ...contact,
    header: {
      noticeType: 'PUBLICITY', relatedFilingId: plan.id, publishChannel: 'SYSTEM', publishStart: day(-9), publishEnd: day(0),
      content: `经笔试、面试、体检和考察，拟聘用以下人员：${names}。\n公示期间如有异议，请向本单位人事科反映。`,
    },
    lines: [],
  }, IP, 'zh');
  const zg = filer === 'jc3' ? a.zg2 : a.zg;
  f = await step(db, a[filer], f, 'SUBMIT');
  f = await step(db, zg, f, 'ZG_APPROVE', '同意发布');
  return step(db, a.rsj, f, 'RSJ_APPROVE', '同意');
}

/**
 * The recruitment demo of jc (湖州市第一中学): this year's plan approved with its publicity announcement, a result on it
 * naming that publicity and the plan's recruitment notice under review, a talent introduction in draft. jc2 files none,
 * so the recruitment e2e flow starts from a clean unit.
 */
export async function seedRecruitFilings(db: Db, a: Record<string, SessionUser>): Promise<void> {
  const year = Number(today().slice(0, 4));
  const post = (postCode: string, postName: string, recruitCount: number) => ({ payload: {
    postCode, postName, postCategory: 'TECH', postLevel: 'T12', recruitCount, eduReq: '21', degreeReq: 'BACHELOR', majorReq: '相关专业',
    ageMax: 35, targeted: 'NONE', examRatio: '1:3', estabType: 'INST',
  } });
  let plan = await createFiling(db, a.jc, {
    filingType: 'RECRUIT_PLAN', year, title: `湖州市第一中学${year}年公开招聘教师计划`, ...contact, lines: [post('YW01', '高中语文教师', 2), post('SX01', '高中数学教师', 1)],
    header: { batch: '第一批', recruitMode: 'UNIFIED_EXAM', examCategory: 'EDUCATION', signupStart: day(-45), signupEnd: day(-35) },
  }, IP, 'zh');
  await attach(db, a.jc, plan, ['招聘方案', '岗位表']);
  plan = await step(db, a.jc, plan, 'SUBMIT');
  plan = await step(db, a.zg, plan, 'ZG_APPROVE', '同意，报市人社局核准');
  plan = await step(db, a.rsj, plan, 'RSJ_APPROVE', '同意');

  const publicity = await seedPlanPublicity(db, a, 'jc', plan, '湖州市第一中学', '沈清扬（高中语文教师）');
  const birthDate = `${year - 25}-09-14`;
  const body = `330503${birthDate.replace(/-/g, '')}991`;
  let result = await createFiling(db, a.jc, {
    filingType: 'RECRUIT_RESULT', title: `湖州市第一中学${year}年公开招聘拟聘用人员`, ...contact,
    header: { planFilingId: plan.id, publicityFilingId: publicity.id, publicityResult: 'NO_OBJECTION' },
    lines: [{ payload: {
      postCode: 'YW01', name: '沈清扬', idNumber: body + idCheckChar(body), gender: '1', birthDate, ethnicity: '01', politicalStatus: '03',
      education: '21', degree: '405', major: '汉语言文学', graduateSchool: '湖州师范学院', totalScore: 82.6, rank: 1, physicalResult: 'PASS',
      inspectResult: 'PASS', postLevel: 'T12', arrivalDeadline: day(30),
    } }],
  }, IP, 'zh');
  await attach(db, a.jc, result, ['公示材料']);
  result = await step(db, a.jc, result, 'SUBMIT');

  const notice = await createFiling(db, a.jc, {
    filingType: 'ANNOUNCEMENT', title: `湖州市第一中学${year}年公开招聘教师公告`, ...contact,
    header: {
      noticeType: 'RECRUIT_NOTICE', relatedFilingId: plan.id, publishChannel: 'SYSTEM', publishStart: day(1), publishEnd: day(20),
      content: '一、招聘岗位：高中语文教师2名、高中数学教师1名。\n二、报名时间与方式：详见附件。',
    },
    lines: [],
  }, IP, 'zh');
  await step(db, a.jc, notice, 'SUBMIT');

  await createFiling(db, a.jc, {
    filingType: 'TALENT_INTRO', year, title: `湖州市第一中学${year}年引进学科带头人`, ...contact, header: { introMode: 'ASSESS_RECRUIT', publicityStart: day(-2), publicityEnd: day(4) },
    lines: [],
  }, IP, 'zh');
}
