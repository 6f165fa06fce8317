import { z } from 'zod';
import { endpoint } from './endpoint';
import { calendarDate, multiLine, nonNegativeInt, singleLine } from './primitives';
import { publicityPeriod } from './publicity';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.nullable().optional());
const date = calendarDate;
const text = (label: string, max: number) => multiLine(max, label);
const category = (label: string) => z.enum(['MANAGE', 'TECH', 'WORKER'], { error: `请选择${label}` });
const level = (label: string) => z.string({ error: `请选择${label}` }).trim().regex(/^(M(0[1-9]|10)|T(0[1-9]|1[0-3])|W0[0-5])$/, `请选择${label}`);

export const REDUCE_TYPES = ['RETIRE', 'EARLY_RETIRE', 'RESIGN', 'DISMISS', 'CONTRACT_END', 'TRANSFER_OUT', 'CIVIL_EXAM', 'EXPEL', 'DEATH', 'OTHER'] as const;

/** 减员 JY: one line per person (domain.md §2.5). */
export const staffReduceHeader = z.object({ reason: opt(text('减员说明', 500)) });
export const staffReduceLine = z.object({
  reduceType: z.enum(REDUCE_TYPES, { error: '请选择减员类型' }),
  reduceDate: date('减员日期'),
  docNo: opt(singleLine(100, '批准文号')),
  destination: opt(singleLine(100, '去向')),
  note: opt(text('备注', 500)),
});
export type StaffReduceLine = z.infer<typeof staffReduceLine>;

/** The attachment an early retirement needs (R-JY-03). */
export const EARLY_RETIRE_PROOF = '提前退休审批材料';

/** The papers each kind of reduction is filed with (R-GEN-02): the stored category and its English name. */
export const REDUCE_PAPERS: Record<(typeof REDUCE_TYPES)[number], { zh: string; en: string }> = {
  RETIRE: { zh: '退休审批表', en: 'retirement approval form' },
  EARLY_RETIRE: { zh: EARLY_RETIRE_PROOF, en: 'early retirement approval papers' },
  RESIGN: { zh: '辞职申请', en: 'resignation letter' },
  DISMISS: { zh: '解聘通知', en: 'dismissal notice' },
  CONTRACT_END: { zh: '终止聘用合同通知书', en: 'notice ending the employment contract' },
  TRANSFER_OUT: { zh: '调动审批材料', en: 'transfer approval papers' },
  CIVIL_EXAM: { zh: '公务员录用（调任）通知', en: 'civil service appointment notice' },
  EXPEL: { zh: '开除处分决定书', en: 'expulsion decision' },
  DEATH: { zh: '死亡证明', en: 'death certificate' },
  OTHER: { zh: '减员依据材料', en: 'papers the reduction rests on' },
};

export const APPOINT_KINDS = ['FIRST', 'PROMOTE', 'COMPETE', 'RENEW'] as const;
export const POST_CHANGE_KINDS = ['CATEGORY_SWITCH', 'DEMOTE', 'DISMISS_POST', 'DUAL_ADD', 'DUAL_REMOVE'] as const;

/** One person's post move (GWPY, GWBD): the post held when filed, the post after, the term and the unit's document. */
export const postMoveLine = z.object({
  fromCategory: category('现聘岗位类别').nullable(),
  fromLevel: level('现聘岗位等级').nullable(),
  toCategory: opt(category('聘用岗位类别')),
  toLevel: opt(level('聘用岗位等级')),
  secondCategory: opt(category('第二岗位类别')),
  secondLevel: opt(level('第二岗位等级')),
  appointStart: date('聘用起始日期'),
  appointEnd: opt(date('聘用终止日期')),
  reason: opt(text('变动原因', 500)),
  unitDocNo: opt(singleLine(100, '单位聘用文号')),
}).refine((l) => !l.appointEnd || l.appointEnd > l.appointStart, { message: '聘用终止日期应晚于起始日期', path: ['appointEnd'], params: { messageEn: 'must be after the start of the appointment' } });
export type PostMoveLine = z.infer<typeof postMoveLine>;

export const postAppointHeader = z.object({
  appointKind: z.enum(APPOINT_KINDS, { error: '请选择聘用类型' }),
  /** The publicity of a 晋升 or 竞聘 appointment. */
  ...publicityPeriod,
  /** The post plan version the filing was checked against, set at submission. */
  planVersionSnapshot: nonNegativeInt('岗位设置版本').optional(),
});
export const postChangeHeader = z.object({
  changeKind: z.enum(POST_CHANGE_KINDS, { error: '请选择变动类型' }),
  planVersionSnapshot: nonNegativeInt('岗位设置版本').optional(),
});

const holder = z.object({ id: z.number().int(), name: z.string(), appointDate: z.string().nullable() });

/** One level of the unit's current post plan: the approved count, who holds it and what is in flight. */
export const postLevelUse = z.object({
  postCategory: z.string(),
  postLevel: z.string(),
  approved: z.number().int(),
  held: z.number().int(),
  inTransit: z.number().int(),
  vacancy: z.number().int(),
  holders: z.array(holder),
});
export type PostLevelUse = z.infer<typeof postLevelUse>;

export const postList = endpoint({
  method: 'POST', path: '/JobManage/getPostList', tag: 'jobManage', access: ['jc'],
  summary: "The caller unit's posts by level from its current post plan: approved, held (with the holders), in flight, vacant; plan null before any approved post setting.",
  body: z.object({}).optional(),
  response: z.object({
    plan: z.object({
      planVersion: z.number().int(), effectiveFrom: z.string(), postTotal: z.number().int(), managePosts: z.number().int(),
      techPosts: z.number().int(), workerPosts: z.number().int(),
    }).nullable(),
    levels: z.array(postLevelUse),
    /** Persons holding a level the plan does not set (before the plan or after a change of it). */
    unplanned: z.array(holder.extend({ postLevel: z.string() })),
  }),
});

export const jobManageEndpoints = [postList];
