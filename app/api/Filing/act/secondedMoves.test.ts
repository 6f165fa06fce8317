import { eq } from 'drizzle-orm';
import type { FilingDetail } from '@/lib/contracts/filing';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import { correctionSteps, EN } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson } from '@/lib/server/testing/fixtures';
import { day } from '@/lib/server/testing/recruit';
import { insertUnitWithoutAccount } from '@/lib/server/testing/unitAccounts';
import { consentOfJc2, withTwoSchools } from '@/lib/server/testing/twoSchools';

/**
 * A person seconded out (借调出) moves within the system only by ending the secondment: 借调结束 back at home, or 借调转调
 * to the unit of the secondment (R-JL-01). A second secondment, a plain move (an internal exchange, a transfer in from
 * the sending unit) and a 借调转调 elsewhere or of a person not seconded are refused on the line, on submission and on
 * approval alike; the same filings of a person on duty, and a 借调转调 to the unit of the secondment, pass.
 */
withFreshDatabase();

const schools = withTwoSchools();
const { tokens } = schools;
let elsewhere: { id: number; unitName: string };
beforeAll(async () => {
  elsewhere = await insertUnitWithoutAccount('湖州市借调学校');
});

const { doAct, drafted, atFinalStep, approved, detailOf, personOf } = correctionSteps(tokens);

const onDuty = (name: string) => insertPerson(schools.jc2, { name, recordStatus: 'FILED' });
const move = (personId: number, effectiveDate = day(-5)) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate } });

/** An internal exchange from jc2 to `toUnitId` in `mode`, filed by jc2, drafted. */
const fileInternal = (personId: number, mode: string, toUnitId = schools.jc, effectiveDate = day(-5)) => drafted({
  filingType: 'INTERNAL_EXCHANGE', header: { fromUnitId: schools.jc2, toUnitId, exchangeMode: mode }, lines: [move(personId, effectiveDate)],
}, [], 'jc2');

/** A person of jc2 on duty, then seconded to `toUnitId` 30 days ago. */
async function seconded(name: string, toUnitId = schools.jc): Promise<number> {
  const personId = await onDuty(name);
  await approved(await fileInternal(personId, 'SECONDMENT', toUnitId, day(-30)), [], 'jc2');
  expect(await personOf(personId)).toMatchObject({ unitId: schools.jc2, personStatus: 'SECONDED_OUT' });
  return personId;
}

/** jc's transfer in from jc2 in `mode`, with jc2's consent, drafted. */
async function fileArrival(personId: number, mode: string): Promise<FilingDetail> {
  const { idNumber } = await personOf(personId);
  const f = await drafted({
    filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: mode, counterpartInSystem: true, counterpartUnitId: schools.jc2 },
    lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: day(-5), personIdNumber: idNumber } }],
  }, []);
  expect(await consentOfJc2(schools, f.id)).toBe(200);
  return detailOf(f.id);
}

/** The draft shows the finding on its person's line, and its submission is refused with it, in zh and en. */
async function expectRefused(f: FilingDetail, zh: string, en: string, filer = 'jc'): Promise<void> {
  expect(f.violations).toEqual([{ code: 'R-JL-01', level: 'ERROR', field: 'lines[0].personId', message: `第 1 行：${zh}` }]);
  const refused = await doAct(filer, f, 'SUBMIT');
  expect([refused.status, refused.json.msg]).toEqual([422, `第 1 行：${zh}`]);
  expect(refused.json.data.violations).toEqual(f.violations);
  expect((await doAct(filer, f, 'SUBMIT', {}, EN)).json.msg).toBe(`Line 1: ${en}`);
}

/**
 * Between the submission and the final approval the person's status becomes `status`: the approval is refused with the
 * finding `zh`, then approved once the person is back as submitted.
 */
async function refusedOnApproval(f: FilingDetail, personId: number, status: string, zh: string, filer = 'jc'): Promise<FilingDetail> {
  const at = await atFinalStep(f, [], filer);
  const db = await getDb();
  const { personStatus } = await personOf(personId);
  await db.update(persons).set({ personStatus: status }).where(eq(persons.id, personId));
  const refused = await doAct(at.user, at.filing, at.action);
  expect([refused.status, refused.json.msg]).toEqual([422, `第 1 行：${zh}`]);
  await db.update(persons).set({ personStatus }).where(eq(persons.id, personId));
  const { json } = await doAct(at.user, at.filing, at.action);
  expect(json.data.status).toBe('APPROVED');
  return json.data;
}

/** The filing passes its rules and, approved by `filer`, leaves the person with `expected` (unit, status). */
async function passes(f: FilingDetail, personId: number, expected: object, filer = 'jc'): Promise<void> {
  expect(f.violations).toEqual([]);
  await approved(f, [], filer);
  expect(await personOf(personId)).toMatchObject(expected);
}

const ON_SECONDMENT = (name: string) => [`${name}正在借调中，须先办理借调结束`, `${name} is on secondment; end it first`] as const;
const PLAIN_MOVE = (name: string) => [
  `${name}正在借调中，须先办理借调结束，或以“借调转调”方式调入借调单位`,
  `${name} is on secondment; end it first, or transfer them to the unit of the secondment as "Secondment turned into transfer"`,
] as const;
const NOT_SECONDED = (name: string) => [
  `${name}不在借调中，“借调转调”只适用于借调出的人员`, `${name} is not on secondment; "Secondment turned into transfer" is for a person seconded out`,
] as const;

describe('借调: a second secondment while one is open', () => {
  it('is refused on submission; the same secondment of a person on duty passes', async () => {
    const twice = await seconded('再次借调');
    await expectRefused(await fileInternal(twice, 'SECONDMENT', elsewhere.id), ...ON_SECONDMENT('再次借调'), 'jc2');

    const first = await onDuty('首次借调');
    await passes(await fileInternal(first, 'SECONDMENT', elsewhere.id), first, { unitId: schools.jc2, personStatus: 'SECONDED_OUT' }, 'jc2');
  });

  it('is refused on approval when the person was seconded since the submission', async () => {
    const personId = await onDuty('审批前已借调');
    await refusedOnApproval(await fileInternal(personId, 'SECONDMENT'), personId, 'SECONDED_OUT', ON_SECONDMENT('审批前已借调')[0], 'jc2');
    expect(await personOf(personId)).toMatchObject({ personStatus: 'SECONDED_OUT' });
  });
});

describe('a plain move of a person seconded out', () => {
  it('is refused for an internal exchange, a transfer or a rotation; the same of a person on duty passes', async () => {
    const personId = await seconded('借调中调整');
    for (const mode of ['TRANSFER', 'ROTATION']) await expectRefused(await fileInternal(personId, mode), ...PLAIN_MOVE('借调中调整'), 'jc2');

    const plain = await onDuty('在岗调整');
    await passes(await fileInternal(plain, 'TRANSFER'), plain, { unitId: schools.jc, personStatus: 'ON_DUTY' }, 'jc2');
  });

  it('is refused for a transfer in from the sending unit, even by the unit of the secondment; the same of a person on duty passes', async () => {
    const personId = await seconded('借调中调入');
    for (const mode of ['TRANSFER', 'ROTATION']) await expectRefused(await fileArrival(personId, mode), ...PLAIN_MOVE('借调中调入'));

    const plain = await onDuty('在岗调入');
    await passes(await fileArrival(plain, 'TRANSFER'), plain, { unitId: schools.jc, personStatus: 'ON_DUTY' });
  });

  it('is refused on approval when the person was seconded since the submission', async () => {
    const internal = await onDuty('审批前借调调整');
    await refusedOnApproval(await fileInternal(internal, 'TRANSFER'), internal, 'SECONDED_OUT', PLAIN_MOVE('审批前借调调整')[0], 'jc2');
    const arrival = await onDuty('审批前借调调入');
    await refusedOnApproval(await fileArrival(arrival, 'TRANSFER'), arrival, 'SECONDED_OUT', PLAIN_MOVE('审批前借调调入')[0]);
    expect(await personOf(arrival)).toMatchObject({ unitId: schools.jc });
  });
});

describe('借调转调: a secondment turned into a transfer', () => {
  it('passes to the unit of the secondment, the person then on duty there', async () => {
    const personId = await seconded('转调借调单位');
    await passes(await fileArrival(personId, 'SECONDMENT_END'), personId, { unitId: schools.jc, personStatus: 'ON_DUTY' });
  });

  it('is refused to a unit other than the secondment\'s', async () => {
    const personId = await seconded('转调他单位', elsewhere.id);
    await expectRefused(await fileArrival(personId, 'SECONDMENT_END'), `转调他单位借调在${elsewhere.unitName}，借调转调只能调入借调单位`,
      `转调他单位 is seconded to ${elsewhere.unitName}; a secondment turns into a transfer to that unit only`);
  });

  it('is refused for a person not seconded, on submission and on approval', async () => {
    await expectRefused(await fileArrival(await onDuty('未借调转调'), 'SECONDMENT_END'), ...NOT_SECONDED('未借调转调'));
    const personId = await seconded('审批前借调已结束');
    await refusedOnApproval(await fileArrival(personId, 'SECONDMENT_END'), personId, 'ON_DUTY', NOT_SECONDED('审批前借调已结束')[0]);
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });
  });
});
