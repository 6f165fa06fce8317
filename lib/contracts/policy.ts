import { z } from 'zod';
import { POLICIES, POLICY_KEYS, type PolicyKey } from '@/lib/domain/policy';
import { endpoint } from './endpoint';
import { calendarDate, id, multiLine } from './primitives';

const EDITORS = ['admin', 'rsj'] as const;

export const policyVersion = z.object({
  id: z.number().int().nullable(),
  value: z.unknown(),
  validFrom: z.string(),
  basis: z.string(),
  /** The account that added it; null for the default the system started with. */
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type PolicyVersion = z.infer<typeof policyVersion>;

export const policyItem = z.object({
  key: z.enum(POLICY_KEYS),
  label: z.string(),
  labelEn: z.string(),
  /** The version in force today. */
  current: policyVersion,
  /** Versions not yet in force (a later validFrom), soonest first. */
  upcoming: z.array(policyVersion),
  /** Every version, latest validFrom first. */
  history: z.array(policyVersion),
});
export type PolicyItem = z.infer<typeof policyItem>;

export const policyList = endpoint({
  method: 'POST', path: '/Policy/getList', tag: 'setting', access: EDITORS,
  summary: 'The policy values (domain.md §7.5): each key with the version in force today, those to come and its history.',
  response: z.object({ today: z.string(), list: z.array(policyItem) }),
});

const versionFields = { validFrom: calendarDate('生效日期'), basis: multiLine(500, '依据').min(2, '请填写依据（政策文件）') };
const variant = <K extends PolicyKey>(key: K) => z.object({ key: z.literal(key), value: POLICIES[key].schema, ...versionFields });

export const policyAddBody = z.discriminatedUnion('key', [
  variant('assessment.excellentCap'), variant('post.ratioTargets'), variant('recruit.publicityDays'), variant('publicity.days'), variant('retire.baseAgeRules'),
], { error: `参数键须为 ${POLICY_KEYS.join('、')} 之一` });
export type PolicyAddBody = z.input<typeof policyAddBody>;

export const policyAdd = endpoint({
  method: 'POST', path: '/Policy/add', tag: 'setting', access: EDITORS, audit: 'policy.add', errors: [404],
  summary: 'Adds a version of a policy value, in force from validFrom (today or later); the earlier versions stay as history.',
  body: policyAddBody,
  response: z.object({ id: z.number().int() }),
});

export const personRetireOverride = endpoint({
  method: 'POST', path: '/Policy/setRetireOverride', tag: 'setting', access: EDITORS, audit: 'policy.retireOverride', errors: [404],
  summary: "Sets (or clears, with null) one person's base retirement age over the rules of R-AGE-03, with the document it follows.",
  body: z.object({
    personId: id('人员'),
    baseAge: z.number({ error: '基准年龄须为数字' }).int('基准年龄须为整数').min(45, '基准年龄不能小于45').max(65, '基准年龄不能大于65').nullable(),
    basis: multiLine(500, '依据').min(2, '请填写依据（政策文件或批准文件）'),
  }),
  response: z.object({ personId: z.number().int(), baseAge: z.number().int().nullable(), retireDueDate: z.string() }),
});

export const policyEndpoints = [policyList, policyAdd, personRetireOverride];
