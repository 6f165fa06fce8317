import { POST as upload } from '@/app/api/Attachment/upload/route';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { call, loginAs } from './api';
import { samplePdf } from './files';
import { idNumberFor } from './fixtures';

/** Helpers of the recruitment API tests: sign-ins, filings through create/attach/act, and valid line fixtures. */
export const tokens: Record<string, string> = {};
export async function signInAll(): Promise<void> {
  for (const u of ['jc', 'jc2', 'zg', 'zg2', 'rsj']) tokens[u] = await loginAs(u);
}

export const contact = { contactName: '李明华', contactPhone: '13857201234' };
export const THIS_YEAR = Number(today().slice(0, 4));

/** A day relative to today (China time). */
export function day(offset: number): string {
  return addDays(today(), offset);
}

/** The request headers of a caller reading English. */
export const EN = { 'accept-language': 'en-US,en;q=0.9' };

export function file(user: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  return call<FilingDetail>(create, '/Filing/create', { body: { ...contact, ...body }, token: tokens[user], headers });
}

export function step(user: string, f: { id: number; version: number }, action: string, extra: object = {}, headers?: Record<string, string>) {
  return call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, token: tokens[user], headers });
}

const PDF = samplePdf('材料');
export async function attach(user: string, filingId: number, categories: string[]): Promise<void> {
  for (const category of categories) {
    const { json } = await call(upload, '/Attachment/upload', {
      body: { filingId, category, fileName: `${category}.pdf`, content: PDF.toString('base64') }, token: tokens[user],
    });
    if (json.code !== 200) throw new Error(`upload ${category}: ${json.msg}`);
  }
}

/** Submits, then approves at zg and rsj; answers the approved filing. */
export async function approveAll(user: string, f: FilingDetail): Promise<FilingDetail> {
  let out = (await step(user, f, 'SUBMIT')).json;
  if (out.code !== 200) throw new Error(`submit: ${out.msg}`);
  out = (await step('zg', out.data, 'ZG_APPROVE')).json;
  if (out.code !== 200) throw new Error(`zg: ${out.msg}`);
  out = (await step('rsj', out.data, 'RSJ_APPROVE')).json;
  if (out.code !== 200) throw new Error(`rsj: ${out.msg}`);
  return out.data;
}

/**
 * A 拟聘用人员公示 announcement of the plan, published from `start` to `end` (7 days ending today by default), through both
 * reviews unless `approve` is false; `header` changes its fields (another noticeType, no relatedFilingId).
 */
export async function publicity(
  user: string, planId: number, { start = day(-6), end = day(0), header = {}, approve = true }: { start?: string; end?: string; header?: object; approve?: boolean } = {},
): Promise<FilingDetail> {
  const { json } = await file(user, {
    filingType: 'ANNOUNCEMENT', title: `拟聘用人员公示（${start} 至 ${end}）`,
    header: {
      noticeType: 'PUBLICITY', relatedFilingId: planId, content: '拟聘用人员名单公示如下。', publishChannel: 'SYSTEM', publishStart: start, publishEnd: end, ...header,
    },
  });
  if (json.code !== 200) throw new Error(`publicity: ${json.msg}`);
  return approve ? approveAll(user, json.data) : json.data;
}

const published = new Map<number, number>();

/** Publishes the plan's 7-day 拟聘用人员公示 ending today, once per plan, for `resultPublicity` to name. */
export async function publishFor(user: string, planId: number): Promise<void> {
  if (!published.has(planId)) published.set(planId, (await publicity(user, planId)).id);
}

/** A result header's publicity: the plan's announcement published by `publishFor`, and no objection raised. */
export const resultPublicity = (planId: number) => ({ publicityFilingId: published.get(planId), publicityResult: 'NO_OBJECTION' });

export const planPost = (postCode: string, recruitCount: number, extra: object = {}) => ({
  payload: {
    postCode, postName: '语文教师', postCategory: 'TECH', postLevel: 'T12', recruitCount, eduReq: '21', degreeReq: 'BACHELOR', majorReq: '中国语言文学类',
    ageMax: 35, targeted: 'NONE', examRatio: '1:3', estabType: 'INST', ...extra,
  },
});

export const planHeader = { batch: '第一批', recruitMode: 'UNIFIED_EXAM', examCategory: 'EDUCATION', signupStart: day(-40), signupEnd: day(-30) };

/** A new graduate as a result or talent line: valid ID, 26 years old. */
export function newPerson(name: string, extra: object = {}) {
  const birthDate = `${THIS_YEAR - 26}-04-18`;
  return {
    name, idNumber: idNumberFor(birthDate, true), gender: '1', birthDate, ethnicity: '01', politicalStatus: '03', education: '21', degree: '405',
    major: '汉语言文学', graduateSchool: '湖州师范学院', ...extra,
  };
}

export const resultLine = (name: string, postCode: string, extra: object = {}) => ({
  payload: {
    ...newPerson(name), postCode, writtenScore: 78.5, interviewScore: 85.2, totalScore: 81.85, rank: 1, physicalResult: 'PASS', inspectResult: 'PASS',
    postLevel: 'T12', arrivalDeadline: day(30), ...extra,
  },
});
