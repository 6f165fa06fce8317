import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BodyOf, Endpoint, QueryOf } from '@/lib/contracts/endpoint';
import { personRetireOverride, policyAdd } from '@/lib/contracts/policy';
import { today as todayInChina } from '@/lib/domain/datetime';
import type { RetireRule } from '@/lib/domain/policy';
import { retirementDateFor } from '@/lib/domain/retirementRules';
import { writeAudit } from '../../audit';
import { ApiError } from '../../errors';
import type { HandlerContext, Service } from '../../http';
import { isUnitInScope, scopeOf } from '../../scope';
import { addPolicy, setRetireOverride, valueOn } from '../../services/policySettings';
import type { SessionUser } from '../../session';
import type { Db } from '../client';
import { persons } from '../tables';

const IP = '127.0.0.1';

/**
 * Calls a 政策参数 service as the screen's request would reach it, for `user`: the body through the contract, then the
 * entry the route writes to the system log (its action, the account, the unit and the service's detail).
 */
async function asScreen<E extends Endpoint>(db: Db, user: SessionUser, ep: E, service: Service<E>, body: BodyOf<E>): Promise<void> {
  const audit: HandlerContext<E>['audit'] = {};
  await service({
    req: new Request(`http://localhost/api${ep.path}`, { method: ep.method }), db, ip: IP, lang: 'zh', user, audit,
    query: undefined as QueryOf<E>, body: ep.body!.parse(body) as BodyOf<E>,
    scope: () => scopeOf(user),
    assertUnitInScope: async (unitId) => {
      if (!(await isUnitInScope(db, scopeOf(user), unitId))) throw new ApiError(403, '无权访问该单位的数据', null, 'This unit is outside your scope');
    },
  });
  await writeAudit(db, {
    userId: user.id, account: user.username, unitId: audit.unitId !== undefined ? audit.unitId : user.unitId, ip: IP, type: 'operation',
    action: ep.audit!, result: 'success', code: 200, detail: audit.detail ?? '',
  });
}

/** The first day of next year: when the demo's later version of the retirement rules takes effect. */
export const nextYearStart = (today: string) => `${Number(today.slice(0, 4)) + 1}-01-01`;

/**
 * The retirement rules from next year: the default rules with, before the women's 55, the two groups the 2015 notice keeps
 * to 60 — 县处级 women cadres (management post 六级 and above) and women in technical posts with a senior title.
 */
export const LATER_RETIRE_RULES: RetireRule[] = [
  { gender: '2', postCategory: 'WORKER', minPostLevel: null, minTitleLevel: null, baseAge: 50 },
  { gender: '2', postCategory: 'MANAGE', minPostLevel: 'M06', minTitleLevel: null, baseAge: 60 },
  { gender: '2', postCategory: 'TECH', minPostLevel: null, minTitleLevel: 'SENIOR_DEP', baseAge: 60 },
  { gender: '2', postCategory: null, minPostLevel: null, minTitleLevel: null, baseAge: 55 },
  { gender: '1', postCategory: null, minPostLevel: null, minTitleLevel: null, baseAge: 60 },
];

/**
 * The hospital's woman doctor with a senior title whose retirement by the rules in force comes first (and is still
 * ahead): the one whose own base age the bureau sets to 60 before the rule for all of them takes effect.
 */
async function seniorWomanDoctor(db: Db, unitId: number, today: string) {
  const women = await db.select().from(persons).where(and(
    eq(persons.unitId, unitId), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.postCategory, 'TECH'),
    eq(persons.gender, '2'), inArray(persons.titleLevel, ['SENIOR_DEP', 'SENIOR_FULL']), eq(persons.deleted, false), isNull(persons.lockFilingId),
  )).orderBy(asc(persons.birthDate), asc(persons.id));
  const rules = await valueOn(db, 'retire.baseAgeRules', today);
  return women.find((p) => retirementDateFor(p, rules) > today);
}

/**
 * 政策参数 in the demo (domain.md §7.5), entered by the bureau (rsj) as on its screen: a later version of the retirement
 * rules, in force from next year with its basis, and one person's own retirement age with the approval it rests on.
 */
export async function seedPolicyDemo(db: Db, a: Record<string, SessionUser>, today = todayInChina()): Promise<void> {
  const from = nextYearStart(today);
  const year = Number(today.slice(0, 4));
  await asScreen(db, a.rsj, policyAdd, addPolicy, {
    key: 'retire.baseAgeRules', value: LATER_RETIRE_RULES, validFrom: from,
    basis: `中组部、人社部《关于机关事业单位县处级女干部和具有高级职称的女性专业技术人员退休年龄问题的通知》（2015）；`
      + `湖人社发〔${year}〕52号：自${from.slice(0, 4)}年1月1日起，上述人员年满60周岁退休`,
  });
  const doctor = await seniorWomanDoctor(db, a.jc3.unitId!, today);
  if (!doctor) return;
  await asScreen(db, a.rsj, personRetireOverride, setRetireOverride, {
    personId: doctor.id, baseAge: 60,
    basis: `本人申请，医院党委研究同意，市卫生健康委审核（湖卫人〔${year}〕27号），按具有高级职称的女性专业技术人员年满60周岁退休`,
  });
}
