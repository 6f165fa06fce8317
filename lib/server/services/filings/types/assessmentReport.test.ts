import { eq } from 'drizzle-orm';
import { POST as roster } from '@/app/api/Assessment/getRoster/route';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { RosterPerson } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { excellentCap, isNewcomer, sanctionLimit, tally } from '@/lib/domain/assessment';
import { getDb } from '@/lib/server/db/client';
import { personAssessments, policySettings, users } from '@/lib/server/db/tables';
import { today } from '@/lib/domain/datetime';
import { addPolicyVersion } from '@/lib/server/services/policySettings';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, PUBLICITY_OVER, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2026;
const COMMENT = '本年度在本单位工作不满半年，工作认真负责';
const tokens: Record<string, string> = {};
let persons: RosterPerson[];
let newcomerId: number;

interface Roster { persons: RosterPerson[]; report: { id: number; status: string } | null; excellentRate: number }
const as = (u: string) => ({ token: tokens[u] });
const getRoster = async (user = 'jc') => call<Roster>(roster, '/Assessment/getRoster', { body: { year: YEAR }, ...as(user) });
const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user) });

/** Every person 合格 but the first `excellent` gradable ones, newcomers and the sanctioned 不定等次. */
function results(excellent: number, override: Record<number, string> = {}) {
  let given = 0;
  return persons.map((p) => {
    const ungraded = isNewcomer(p, YEAR) || sanctionLimit(p.sanctions, YEAR) !== 'NONE';
    let result = ungraded ? '9' : given < excellent ? '1' : '2';
    if (result === '1') given += 1;
    result = override[p.personId] ?? result;
    return { personId: p.personId, payload: { result, comment: ['3', '4', '9'].includes(result) ? COMMENT : null, absentReason: null } };
  });
}

const createReport = (lines: ReturnType<typeof results>) => call<FilingDetail>(create, '/Filing/create', {
  body: {
    filingType: 'ASSESSMENT_REPORT', year: YEAR, contactName: '李明华', contactPhone: '13857201234',
    header: { ...tally(lines.map((l) => l.payload.result)), committeeNote: null, ...PUBLICITY_OVER }, lines,
  },
  ...as('jc'),
});

const gradedOf = (lines: ReturnType<typeof results>) => lines.filter((l) => ['1', '2', '3', '4'].includes(l.payload.result)).length;

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg']) tokens[u] = await loginAs(u);
  newcomerId = await insertPerson(await unitIdOf('湖州市第一中学'), {
    name: '新进教师', recordStatus: 'FILED', workStartDate: '2026-09-01', unitEntryDate: '2026-09-01', appointDate: '2026-09-01',
  });
  persons = (await getRoster()).json.data.persons;
});

describe('the workbench roster (R-KH-02)', () => {
  it('lists the unit persons to assess, a newcomer among them, without a report yet', async () => {
    const { status, json } = await getRoster();
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ excellentRate: 20, report: null });
    expect(json.data.persons.length).toBeGreaterThan(5);
    expect(json.data.persons.map((p) => p.personId)).toContain(newcomerId);
    expect(json.data.persons.every((p) => p.estabStatus === 'IN' && p.recordStatus === 'FILED')).toBe(true);
  });

  it('is closed to zg (the unit workbench)', async () => {
    expect((await getRoster('zg')).status).toBe(403);
  });
});

describe('an ASSESSMENT_REPORT', () => {
  let filing: FilingDetail;

  it('refuses one excellent beyond floor(graded × 20%) with the figures (R-KH-04)', async () => {
    const probe = results(0);
    const cap = excellentCap(gradedOf(probe));
    const { json } = await createReport(results(cap + 1));
    const draft = json.data;
    expect(draft).toMatchObject({ status: 'DRAFT', route: 'ZG_ONLY' });
    const message = `优秀${cap + 1}人，超过上限${cap}人（${gradedOf(probe)}×20%）`;
    expect(draft.violations).toContainEqual(expect.objectContaining({ code: 'R-KH-04', message }));
    const refused = await doAct('jc', draft, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe(message);
  });

  it('takes the cap in force: 20 % raised by the 上浮 to 30 % for a unit rated well lets that report through, not one more', async () => {
    const db = await getDb();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const graded = gradedOf(results(0));
    const value = { percent: 20, upliftPercent: 10, wellRatedUnitIds: [await unitIdOf('湖州市第一中学')], population: 'GRADED' as const };
    const id = await addPolicyVersion(db, admin.id, { key: 'assessment.excellentCap', value, validFrom: today(), basis: '单位考核优秀，上浮10%' }, today());
    try {
      const passing = (await createReport(results(excellentCap(graded) + 1))).json.data;
      expect(passing.violations.filter((v) => v.code === 'R-KH-04')).toEqual([]);
      const over = excellentCap(graded, 30) + 1;
      const refused = (await createReport(results(over))).json.data;
      expect(refused.violations).toContainEqual(expect.objectContaining({
        code: 'R-KH-04', message: `优秀${over}人，超过上限${excellentCap(graded, 30)}人（${graded}×30%）`, field: 'lines',
      }));
      expect((await getRoster()).json.data.excellentRate).toBe(30);
    } finally {
      await db.delete(policySettings).where(eq(policySettings.id, id));
    }
  });

  it('refuses a grade for a first job of under half a year (R-KH-03) and a missing comment (R-KH-06)', async () => {
    const lines = results(0, { [newcomerId]: '2' });
    const { json } = await createReport(lines);
    expect(json.data.violations).toContainEqual(expect.objectContaining({ code: 'R-KH-03', message: expect.stringContaining('新进教师初次就业且在本单位工作不满半年') }));
    const bare = results(0);
    bare.find((l) => l.personId === newcomerId)!.payload.comment = '太短';
    expect((await createReport(bare)).json.data.violations).toContainEqual(expect.objectContaining({ code: 'R-KH-06' }));
  });

  it('refuses a report leaving a person out', async () => {
    const { json } = await createReport(results(0).slice(1));
    expect(json.data.violations).toContainEqual(expect.objectContaining({ code: 'R-KH-02', message: expect.stringMatching(/^以下应考核人员未列入：/) }));
  });

  it('is submitted exactly at the cap, stays with its unit, and zg approval writes the results once', async () => {
    const lines = results(excellentCap(gradedOf(results(0))));
    filing = (await createReport(lines)).json.data;
    expect(filing.violations).toEqual([]);
    const submitted = await doAct('jc', filing, 'SUBMIT');
    expect(submitted.status).toBe(200);
    filing = submitted.json.data;
    expect(filing.filingNo).toMatch(/^KHSB-\d{4}-\d{6}$/);
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('jc2') })).status).toBe(404);
    expect((await doAct('jc2', filing, 'WITHDRAW')).status).toBe(404);
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    expect(filing.status).toBe('APPROVED');
    const written = await (await getDb()).select().from(personAssessments).where(eq(personAssessments.sourceFilingId, filing.id));
    expect(written).toHaveLength(lines.length);
    expect(written.find((r) => r.personId === newcomerId)).toMatchObject({ year: YEAR, kind: 'ANNUAL', result: '9', comment: COMMENT });
    expect((await getRoster()).json.data.report).toMatchObject({ id: filing.id, status: 'APPROVED' });
  });

  it('refuses a second report of the same year (R-KH-01)', async () => {
    const second = (await createReport(results(0))).json.data;
    const { status, json } = await doAct('jc', second, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`本单位 ${YEAR} 年度考核已上报（${filing.filingNo}），如需修改请提交更正件`);
  });
});
