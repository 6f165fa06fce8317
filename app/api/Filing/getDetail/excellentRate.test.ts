import { eq, inArray } from 'drizzle-orm';
import { POST as detail } from './route';
import { POST as act } from '../act/route';
import { POST as create } from '../create/route';
import { POST as roster } from '../../Assessment/getRoster/route';
import type { RosterPerson } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { excellentCap, isNewcomer, sanctionLimit, tally } from '@/lib/domain/assessment';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import type { ExcellentCapValue } from '@/lib/domain/policy';
import { getDb } from '@/lib/server/db/client';
import { filings, policySettings, users } from '@/lib/server/db/tables';
import { addPolicyVersion } from '@/lib/server/services/policySettings';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { PUBLICITY_OVER, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2026;
const COMMENT = '本年度在本单位工作不满半年，工作认真负责';
const tokens: Record<string, string> = {};
let persons: RosterPerson[];
let schoolId: number;
const added: number[] = [];

const open = (user: string, id: number) => call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, token: tokens[user] });
const doAct = (user: string, f: FilingDetail, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, token: tokens[user] });

/** Every person to assess 合格 but the first `excellent` who may be graded; newcomers and the sanctioned 不定等次. */
function lines(excellent: number) {
  let given = 0;
  return persons.map((p) => {
    const ungraded = isNewcomer(p, YEAR) || sanctionLimit(p.sanctions, YEAR) !== 'NONE';
    const result = ungraded ? '9' : given < excellent ? '1' : '2';
    if (result === '1') given += 1;
    return { personId: p.personId, payload: { result, comment: result === '9' ? COMMENT : null, absentReason: null } };
  });
}
const graded = () => lines(0).filter((l) => l.payload.result !== '9').length;

async function createReport(user: string, content: ReturnType<typeof lines>) {
  const body = {
    filingType: 'ASSESSMENT_REPORT', year: YEAR, contactName: '李明华', contactPhone: '13857201234',
    header: { ...tally(content.map((l) => l.payload.result)), committeeNote: null, ...PUBLICITY_OVER }, lines: content,
  };
  const { status, json } = await call<FilingDetail>(create, '/Filing/create', { body, token: tokens[user] });
  expect(status).toBe(200);
  return json.data;
}

/** A version of the cap in force from `validFrom` (today unless given), removed after the test. */
async function capFrom(value: ExcellentCapValue, validFrom = today()) {
  const db = await getDb();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  added.push(await addPolicyVersion(db, admin.id, { key: 'assessment.excellentCap', value, validFrom, basis: '年度考核优秀比例调整' }, validFrom));
}

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg']) tokens[u] = await loginAs(u);
  schoolId = await unitIdOf('湖州市第一中学');
  persons = (await call<{ persons: RosterPerson[] }>(roster, '/Assessment/getRoster', { body: { year: YEAR }, token: tokens.jc })).json.data.persons;
});

afterEach(async () => {
  const db = await getDb();
  if (added.length) await db.delete(policySettings).where(inArray(policySettings.id, added.splice(0)));
  // Each test files its own report of the year: the one before it gives way.
  await db.update(filings).set({ deleted: true }).where(eq(filings.filingType, 'ASSESSMENT_REPORT'));
});

describe('the excellent cap an assessment report\'s detail carries (R-KH-04)', () => {
  it('is the default 20 % on the unit\'s draft and on the reviewer\'s page; a filing of another type carries none', async () => {
    const draft = await createReport('jc', lines(excellentCap(graded())));
    expect(draft).toMatchObject({ excellentRate: 20, excellentBase: 'GRADED' });
    const submitted = await doAct('jc', draft, 'SUBMIT');
    expect(submitted.status).toBe(200);
    const { status, json } = await open('zg', draft.id);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ status: 'PENDING_ZG', excellentRate: 20 });
    const reduce = await call<FilingDetail>(create, '/Filing/create', {
      body: { filingType: 'STAFF_REDUCE', contactName: '李明华', contactPhone: '13857201234', header: { reason: '本人申请辞职' }, lines: [] }, token: tokens.jc,
    });
    expect(reduce.status).toBe(200);
    expect(reduce.json.data).not.toHaveProperty('excellentRate');
    expect(reduce.json.data).not.toHaveProperty('excellentBase');
    expect((await open('jc', reduce.json.data.id)).json.data).not.toHaveProperty('excellentRate');
  });

  it('is 20 % raised by the 上浮 to 30 % for a unit rated well, as the rule lets its report through; the base 20 % for a unit not rated well', async () => {
    await capFrom({ percent: 20, upliftPercent: 10, wellRatedUnitIds: [schoolId], population: 'GRADED' });
    const over20 = lines(excellentCap(graded()) + 1);
    const draft = await createReport('jc', over20);
    expect(draft.excellentRate).toBe(30);
    expect(draft.violations.filter((v) => v.code === 'R-KH-04')).toEqual([]);
    expect((await doAct('jc', draft, 'SUBMIT')).status).toBe(200);
    const reviewed = (await open('zg', draft.id)).json.data;
    expect(reviewed.excellentRate).toBe(30);
    expect(reviewed.violations.filter((v) => v.code === 'R-KH-04')).toEqual([]);

    const elsewhere = await createReport('jc2', []);
    expect(elsewhere.unitId).not.toBe(schoolId);
    expect(elsewhere.excellentRate).toBe(20);
  });

  it('follows another base share of the policy: 15 %, and the report over it is refused with that figure', async () => {
    await capFrom({ percent: 15, upliftPercent: 5, wellRatedUnitIds: [], population: 'GRADED' });
    const cap = excellentCap(graded(), 15);
    const draft = await createReport('jc', lines(cap + 1));
    expect(draft.excellentRate).toBe(15);
    expect(draft.violations).toContainEqual(expect.objectContaining({
      code: 'R-KH-04', field: 'lines', message: `优秀${cap + 1}人，超过上限${cap}人（${graded()}×15%）`,
    }));
    expect((await open('jc', draft.id)).json.data.excellentRate).toBe(15);
  });

  describe('on the base the policy counts (population)', () => {
    /** The lowest share at which everyone taking part (the not graded too) allows one more excellent than the graded alone. */
    function splittingRate() {
      const n = persons.length;
      const g = graded();
      expect(n).toBeGreaterThan(g);
      const rate = Array.from({ length: 100 }, (_, i) => i + 1).find((r) => excellentCap(n, r) > excellentCap(g, r))!;
      return { rate, capGraded: excellentCap(g, rate), capAll: excellentCap(n, rate) };
    }
    const rosterOf = async () => (await call<{ excellentRate: number; excellentBase: string }>(roster, '/Assessment/getRoster', {
      body: { year: YEAR }, token: tokens.jc,
    })).json.data;

    it('of everyone taking part: the detail and the roster carry that base, and one excellent beyond the graded share passes', async () => {
      const { rate, capGraded, capAll } = splittingRate();
      await capFrom({ percent: rate, upliftPercent: 0, wellRatedUnitIds: [], population: 'PARTICIPANTS' });
      expect(await rosterOf()).toMatchObject({ excellentRate: rate, excellentBase: 'PARTICIPANTS' });
      const draft = await createReport('jc', lines(capGraded + 1));
      expect(capGraded + 1).toBeLessThanOrEqual(capAll);
      expect(draft).toMatchObject({ excellentRate: rate, excellentBase: 'PARTICIPANTS' });
      expect(draft.violations.filter((v) => v.code === 'R-KH-04')).toEqual([]);
      expect((await doAct('jc', draft, 'SUBMIT')).status).toBe(200);
      expect((await open('zg', draft.id)).json.data).toMatchObject({ status: 'PENDING_ZG', excellentRate: rate, excellentBase: 'PARTICIPANTS' });
    });

    it('of the graded (the default): the same report is one excellent over, and the detail and the roster say GRADED', async () => {
      const { rate, capGraded } = splittingRate();
      await capFrom({ percent: rate, upliftPercent: 0, wellRatedUnitIds: [], population: 'GRADED' });
      expect(await rosterOf()).toMatchObject({ excellentRate: rate, excellentBase: 'GRADED' });
      const draft = await createReport('jc', lines(capGraded + 1));
      expect(draft).toMatchObject({ excellentRate: rate, excellentBase: 'GRADED' });
      expect(draft.violations.filter((v) => v.code === 'R-KH-04')).toEqual([expect.objectContaining({
        field: 'lines', message: `优秀${capGraded + 1}人，超过上限${capGraded}人（${graded()}×${rate}%）`,
      })]);
      expect((await open('jc', draft.id)).json.data.excellentBase).toBe('GRADED');
    });
  });

  it('under review keeps the cap of its day of submission, as its approval does; back with the unit it takes today\'s', async () => {
    await capFrom({ percent: 30, upliftPercent: 5, wellRatedUnitIds: [], population: 'GRADED' });
    const cap20 = excellentCap(graded());
    const filed = await createReport('jc', lines(cap20 + 1));
    expect((await doAct('jc', filed, 'SUBMIT')).status).toBe(200);
    const db = await getDb();
    const submittedOn = (day: string) => db.update(filings).set({ lastSubmittedAt: new Date(`${day}T10:00:00+08:00`) }).where(eq(filings.id, filed.id));
    const excess = (f: FilingDetail) => f.violations.filter((v) => v.code === 'R-KH-04').map((v) => v.message);

    const onSubmission = (await open('zg', filed.id)).json.data;
    expect(onSubmission.excellentRate).toBe(30);
    expect(excess(onSubmission)).toEqual([]);

    // Submitted the day before the 30 % took effect: the 20 % of that day holds, for the page as for the approval.
    await submittedOn(addDays(today(), -1));
    const before = (await open('zg', filed.id)).json.data;
    expect(before.excellentRate).toBe(20);
    expect(excess(before)).toEqual([`优秀${cap20 + 1}人，超过上限${cap20}人（${graded()}×20%）`]);
    expect((await doAct('zg', before, 'ZG_APPROVE')).status).toBe(422);

    const returned = await call<FilingDetail>(act, '/Filing/act', {
      body: { id: filed.id, version: before.version, action: 'ZG_RETURN', opinion: '请核对优秀人员名单' }, token: tokens.zg,
    });
    expect(returned.status).toBe(200);
    expect(returned.json.data).toMatchObject({ status: 'RETURNED_ZG', excellentRate: 30 });
  });
});
