import { and, desc, eq } from 'drizzle-orm';
import { POST as getList } from './getList/route';
import { POST as add } from './add/route';
import { POST as setOverride } from './setRetireOverride/route';
import { POST as personDetail } from '../Person/getDetail/route';
import type { PersonDetail } from '@/lib/contracts/person';
import type { PolicyItem } from '@/lib/contracts/policy';
import { addDays } from '@/lib/domain/jobManage';
import { addMonths } from '@/lib/domain/dates';
import { today as todayInChina } from '@/lib/domain/datetime';
import { POLICIES, POLICY_KEYS } from '@/lib/domain/policy';
import { getDb } from '@/lib/server/db/client';
import { systemLog } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
const today = todayInChina();
type List = { today: string; list: PolicyItem[] };
const list = async (user = 'admin') => call<List>(getList, '/Policy/getList', { method: 'POST', token: tokens[user] });
const addVersion = async (body: object, user = 'admin') => call<{ id: number }>(add, '/Policy/add', { body, token: tokens[user] });
const itemOf = async (key: string) => (await list()).json.data.list.find((i) => i.key === key)!;
const days = (value: unknown, validFrom = today) => ({ key: 'recruit.publicityDays', value, validFrom, basis: '某省公开招聘实施办法' });

beforeAll(async () => {
  for (const u of ['admin', 'rsj', 'zg', 'jc']) tokens[u] = await loginAs(u);
});

describe('/api/Policy access', () => {
  it.each(['jc', 'zg'])('refuses %s the list and a new version', async (user) => {
    expect((await list(user)).status).toBe(403);
    expect((await addVersion(days(10), user)).status).toBe(403);
  });

  it('lists every key with the seeded default in force, for admin and rsj', async () => {
    for (const user of ['admin', 'rsj']) {
      const { status, json } = await list(user);
      expect(status).toBe(200);
      expect(json.data.list.map((i) => i.key)).toEqual([...POLICY_KEYS]);
      for (const item of json.data.list) {
        expect(item.current.value).toEqual(POLICIES[item.key].defaultValue);
        expect(item.current.basis).toBe(POLICIES[item.key].basis);
        expect(item.history).toHaveLength(1);
        expect(item.history[0]).toMatchObject({ validFrom: '2000-01-01', createdBy: null });
      }
    }
  });
});

describe('POST /api/Policy/add validation', () => {
  it.each([
    ['an unknown key', { ...days(10), key: 'recruit.unknown' }, 'key'],
    ['a publicity of 0 days', days(0), 'value'],
    ['a cap above 100 %', { key: 'assessment.excellentCap', value: { percent: 120, upliftPercent: 0, wellRatedUnitIds: [], population: 'GRADED' }, validFrom: today, basis: '规定' }, 'value.percent'],
    ['a cap and uplift over 100 % together', { key: 'assessment.excellentCap', value: { percent: 80, upliftPercent: 30, wellRatedUnitIds: [], population: 'GRADED' }, validFrom: today, basis: '规定' }, 'value.upliftPercent'],
    ['a ratio group of the wrong length', { key: 'post.ratioTargets', value: { ...POLICIES['post.ratioTargets'].defaultValue, TECH: { ...POLICIES['post.ratioTargets'].defaultValue.TECH, techBands: [1, 3] } }, validFrom: today, basis: '办法' }, 'value.TECH.techBands'],
    ['a retirement rule with a bad gender', { key: 'retire.baseAgeRules', value: [{ gender: '3', baseAge: 60 }], validFrom: today, basis: '通知' }, 'value.0.gender'],
    ['a missing basis', { ...days(10), basis: '' }, 'basis'],
    ['a malformed date', days(10, '2026-02-30'), 'validFrom'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const { status, json } = await addVersion(body);
    expect(status).toBe(400);
    expect(json.msg.startsWith(field)).toBe(true);
  });

  it('refuses a version taking effect before today, and takes one from today', async () => {
    const before = await addVersion(days(9, addDays(today, -1)));
    expect(before.status).toBe(400);
    expect(before.json.msg).toMatch(/^validFrom: 生效日期不能早于今天/);
    expect((await itemOf('recruit.publicityDays')).current.value).toBe(7);
  });

  it('answers 404 naming the field for a well-rated unit that does not exist', async () => {
    const { status, json } = await addVersion({
      key: 'assessment.excellentCap', value: { percent: 20, upliftPercent: 5, wellRatedUnitIds: [999_999], population: 'GRADED' }, validFrom: today, basis: '规定',
    });
    expect(status).toBe(404);
    expect(json.msg).toMatch(/^value\.wellRatedUnitIds\.0/);
  });
});

describe('a new version', () => {
  it('waits for its day: one from tomorrow is upcoming and leaves the value in force', async () => {
    const { status } = await addVersion(days(10, addDays(today, 1)), 'rsj');
    expect(status).toBe(200);
    const item = await itemOf('recruit.publicityDays');
    expect(item.current.value).toBe(7);
    expect(item.upcoming).toEqual([expect.objectContaining({ value: 10, validFrom: addDays(today, 1), createdBy: 'rsj', basis: '某省公开招聘实施办法' })]);
    expect(item.history).toHaveLength(2);
  });

  it('takes effect from today and is written to the system log with its basis', async () => {
    expect((await addVersion(days(8), 'rsj')).status).toBe(200);
    const item = await itemOf('recruit.publicityDays');
    expect(item.current).toMatchObject({ value: 8, validFrom: today, createdBy: 'rsj' });
    const [log] = await (await getDb()).select().from(systemLog).where(and(eq(systemLog.action, 'policy.add'), eq(systemLog.result, 'success')))
      .orderBy(desc(systemLog.id)).limit(1);
    expect(log).toMatchObject({ account: 'rsj', code: 200, type: 'operation' });
    expect(log.detail).toContain('recruit.publicityDays 自');
    expect(log.detail).toContain('某省公开招聘实施办法');
  });
});

describe('POST /api/Policy/setRetireOverride', () => {
  let womanId = 0;
  beforeAll(async () => {
    womanId = await insertPerson(await unitIdOf('湖州市第一中学'), {
      name: '周敏', gender: '2', birthDate: '1972-05-10', postCategory: 'MANAGE', postLevel: 'M06', recordStatus: 'FILED',
    });
  });
  const detail = async (user = 'admin') => (await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: womanId }, token: tokens[user] })).json.data;
  const override = (body: object, user = 'admin') => call<{ retireDueDate: string }>(setOverride, '/Policy/setRetireOverride', { body: { personId: womanId, ...body }, token: tokens[user] });

  it('is refused to zg and jc, and to an unknown person', async () => {
    expect((await override({ baseAge: 60, basis: '组织部批复' }, 'zg')).status).toBe(403);
    expect((await override({ baseAge: 60, basis: '组织部批复' }, 'jc')).status).toBe(403);
    expect((await override({ personId: 999_999, baseAge: 60, basis: '组织部批复' })).status).toBe(404);
    expect((await override({ baseAge: 70, basis: '组织部批复' })).json.msg).toMatch(/^baseAge/);
  });

  it('moves a woman cadre of 55 to 60 with its basis, shown on the person card, and back', async () => {
    const before = await detail();
    expect(before).toMatchObject({ retireBaseOverride: null, retireOverrideBasis: null });
    const { status, json } = await override({ baseAge: 60, basis: '中组部 人社部 县处级女干部60周岁退休的通知' }, 'rsj');
    expect(status).toBe(200);
    expect(json.data.retireDueDate).toBe(addMonths('1972-05-10', 60 * 12));
    const after = await detail('rsj');
    expect(after).toMatchObject({ retireBaseOverride: 60, retireOverrideBasis: '中组部 人社部 县处级女干部60周岁退休的通知', retireDueDate: '2032-05-10' });
    expect((await override({ baseAge: null, basis: '本人申请55周岁退休' })).json.data.retireDueDate).toBe(before.retireDueDate);
  });

  it('follows a category rule in force: women in 县处级 management posts at 60', async () => {
    const rules = [{ gender: '2', postCategory: 'MANAGE', minPostLevel: 'M06', baseAge: 60 }, ...POLICIES['retire.baseAgeRules'].defaultValue];
    expect((await addVersion({ key: 'retire.baseAgeRules', value: rules, validFrom: today, basis: '县处级女干部退休年龄通知' })).status).toBe(200);
    expect((await detail()).retireDueDate).toBe('2032-05-10');
  });
});
