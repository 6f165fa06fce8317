import { eq } from 'drizzle-orm';
import { POST as create } from './route';
import { POST as update } from '../update/route';
import { POST as act } from '../act/route';
import { POST as detail } from '../getDetail/route';
import { POST as personDetail } from '../../Person/getDetail/route';
import { POST as personUpdate } from '../../Person/update/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail } from '@/lib/contracts/person';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { filings, persons } from '@/lib/server/db/tables';
import { FILING_REFERENCES } from '@/lib/server/services/filings/references';
import { filingDefinitions } from '@/lib/server/services/filings/registry';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { insertPerson } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';
import { insertApprovedFiling, name, post, withScopeWorld, world as w, type Account } from '@/lib/server/testing/scopeWorld';

/**
 * Every id a filing names is checked against the caller's scope before anything about it is read back (issue 12,
 * item 3): another unit's person, filing or unit answers exactly as one that does not exist, and says nothing of it.
 */
withFreshDatabase();
withScopeWorld();

const contact = { contactName: '李明华', contactPhone: '13857201234' };
const NOWHERE = 2_000_000_000;
const TYPES = filingDefinitions.map((d) => d.type);

type Answer = { status: number; json: { code: number; msg: string; data: unknown } };
const createAs = (user: Account, body: object) => post<FilingDetail>(create, '/Filing/create', user, { ...contact, header: {}, ...body });
const updateAs = (user: Account, body: object) => post<FilingDetail>(update, '/Filing/update', user, { ...contact, header: {}, ...body });
const personLine = (personId: number, payload: object = {}) => ({ personId, payload });

/** The answer for an id that does not exist, and the same answer for the one out of scope. */
function expectNotFound(r: Answer, field: string, what: string, nowhere: Answer) {
  expect([r.status, r.json.code, r.json.msg, r.json.data]).toEqual([422, 422, `${field}: ${what}不存在`, { field }]);
  expect(r.json).toEqual(nowhere.json);
  expect(r.status).toBe(nowhere.status);
}

/** Nothing the caller may not see of the person: name, ID number (whole or masked), birth date, unit. */
async function expectNothingOf(r: Answer, personId: number) {
  const [p] = await (await getDb()).select().from(persons).where(eq(persons.id, personId));
  const text = JSON.stringify(r.json);
  for (const secret of [p.name, p.idNumber, p.idNumber.slice(-4), p.birthDate, name(p.unitId)]) expect(text).not.toContain(secret);
}

describe("another unit's person on a line", () => {
  it.each(TYPES)('%s: create answers "not found", as for a person that does not exist, and names nobody', async (type) => {
    const nowhere = await createAs('jc', { filingType: type, lines: [personLine(NOWHERE)] });
    for (const foreign of [w.filed.u2, w.filed.u3, w.draftPerson.u2]) {
      const r = await createAs('jc', { filingType: type, lines: [personLine(foreign)] });
      expectNotFound(r, 'lines.0.personId', '人员', nowhere);
      await expectNothingOf(r, foreign);
    }
    // The unit's own persons before it pass (an internal exchange draws them from the sending unit it names).
    const lines = [personLine(w.filed.u1), personLine(w.filed.u1), personLine(w.filed.u2)];
    expect((await createAs('jc', { filingType: type, header: { fromUnitId: w.U1 }, lines })).json.msg).toBe('lines.2.personId: 人员不存在');
  });

  it.each(TYPES)('%s: update answers the same', async (type) => {
    const draft = await insertFilingRow(w.U1, type, { status: 'DRAFT', year: 2026 });
    const nowhere = await updateAs('jc', { id: draft.id, version: draft.version, lines: [personLine(NOWHERE)] });
    const r = await updateAs('jc', { id: draft.id, version: draft.version, lines: [personLine(w.filed.u2)] });
    expectNotFound(r, 'lines.0.personId', '人员', nowhere);
    await expectNothingOf(r, w.filed.u2);
  });

  it.each(TYPES.filter((t) => FILING_REFERENCES[t].persons === 'none'))('%s names no person even of the unit (400 naming the line)', async (type) => {
    const r = await createAs('jc', { filingType: type, lines: [personLine(w.filed.u1)] });
    expect([r.status, r.json.msg]).toEqual([400, 'lines.0.personId: 该类业务的明细不填人员']);
  });

  it("takes the unit's own person, and shows it", async () => {
    const r = await createAs('jc', { filingType: 'STAFF_REDUCE', lines: [personLine(w.filed.u1, { reduceType: 'RESIGN', reduceDate: today() })] });
    expect(r.status).toBe(200);
    expect(r.json.data.linePersons[String(w.filed.u1)].name).toBe('范围甲');
  });
});

describe('an exchange within the system', () => {
  const arriving = (counterpartUnitId: number) => ({ direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId });
  const idNumberOf = async (personId: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, personId)))[0].idNumber;
  /** A line naming the arriving person with the ID number on the transfer papers (by default their own). */
  const line = async (personId: number, personIdNumber?: string | null) =>
    personLine(personId, { reason: 'WORK_NEED', effectiveDate: today(), personIdNumber: personIdNumber === undefined ? await idNumberOf(personId) : personIdNumber });

  it("names the filed persons of the sending unit it names, and no one else's", async () => {
    const ok = await createAs('jc', { filingType: 'EXCHANGE', header: arriving(w.U2), lines: [await line(w.filed.u2)] });
    expect(ok.status).toBe(200);
    expect(ok.json.data.linePersons[String(w.filed.u2)].name).toBe('范围乙');
    const nowhere = await createAs('jc', { filingType: 'EXCHANGE', header: arriving(w.U2), lines: [await line(NOWHERE, null)] });
    for (const [unit, personId] of [[w.U3, w.filed.u2], [w.U2, w.draftPerson.u2], [w.U2, w.filed.u3]]) {
      const r = await createAs('jc', { filingType: 'EXCHANGE', header: arriving(unit), lines: [await line(personId)] });
      expectNotFound(r, 'lines.0.personId', '人员', nowhere);
      await expectNothingOf(r, personId);
    }
  });

  it("names the sending unit's person only with their ID number: an id alone, or another person's number, names nobody", async () => {
    const nowhere = await createAs('jc', { filingType: 'EXCHANGE', header: arriving(w.U2), lines: [await line(NOWHERE, null)] });
    const someoneElse = await idNumberOf(w.filed.u3);
    for (const proof of [null, someoneElse]) {
      const r = await createAs('jc', { filingType: 'EXCHANGE', header: arriving(w.U2), lines: [await line(w.filed.u2, proof)] });
      expectNotFound(r, 'lines.0.personId', '人员', nowhere);
      await expectNothingOf(r, w.filed.u2);
    }
    const typed = (await idNumberOf(w.filed.u2)).toLowerCase();
    expect((await createAs('jc', { filingType: 'EXCHANGE', header: arriving(w.U2), lines: [await line(w.filed.u2, ` ${typed} `)] })).status).toBe(200);
  });

  it("does not read back a sending unit's person on a line stored without the ID number (a filing from before it was asked)", async () => {
    // A level the person's title cannot reach: a post rule that judged the person would name them (R-GW-07).
    const payload = { reason: 'WORK_NEED', toPostCategory: 'TECH', toPostLevel: 'T02' };
    const draft = await insertFilingRow(w.U1, 'EXCHANGE', { status: 'DRAFT', header: arriving(w.U2), lines: [{ personId: w.filed.u2, payload }] });
    const mine = await post<FilingDetail>(detail, '/Filing/getDetail', 'jc', { id: draft.id });
    expect(mine.status).toBe(200);
    await expectNothingOf(mine, w.filed.u2);
    const sender = await post<FilingDetail>(detail, '/Filing/getDetail', 'jc2', { id: draft.id });
    expect(sender.json.data.linePersons[String(w.filed.u2)].name).toBe('范围乙');
  });

  it('names a counterpart unit it may exchange with only', async () => {
    const nowhere = await createAs('jc', { filingType: 'EXCHANGE', header: arriving(NOWHERE), lines: [] });
    expectNotFound(await createAs('jc', { filingType: 'EXCHANGE', header: arriving(w.unitOf.zg!), lines: [] }), 'header.counterpartUnitId', '单位', nowhere);
    expect((await createAs('jc', { filingType: 'EXCHANGE', header: arriving(w.U3), lines: [] })).status).toBe(200);
  });

  it('answers an id past the database integer as one that does not exist', async () => {
    const r = await createAs('jc', { filingType: 'EXCHANGE', header: arriving(2_147_483_648), lines: [] });
    expect([r.status, r.json.msg]).toEqual([422, 'header.counterpartUnitId: 单位不存在']);
    const line = await createAs('jc', { filingType: 'STAFF_REDUCE', lines: [personLine(2_147_483_648)] });
    expect([400, 422]).toContain(line.status);
    expect(line.json.msg).toContain('lines.0.personId');
  });

  it("keeps an internal exchange to the authority's own units", async () => {
    const header = (fromUnitId: number, toUnitId: number) => ({ fromUnitId, toUnitId, exchangeMode: 'TRANSFER' });
    const nowhere = await createAs('zg', { filingType: 'INTERNAL_EXCHANGE', header: header(w.U1, NOWHERE), lines: [] });
    const r = await createAs('zg', { filingType: 'INTERNAL_EXCHANGE', header: header(w.U1, w.U3), lines: [] });
    expectNotFound(r, 'header.toUnitId', '单位', nowhere);
    expect(JSON.stringify(r.json)).not.toContain(name(w.U3));
    const u3 = await createAs('zg', { filingType: 'INTERNAL_EXCHANGE', header: header(w.U1, w.U2), lines: [await line(w.filed.u3)] });
    expect(u3.json.msg).toBe('lines.0.personId: 人员不存在');
    const ok = await createAs('zg', { filingType: 'INTERNAL_EXCHANGE', header: header(w.U1, w.U2), lines: [await line(w.filed.u1, null)] });
    expect(ok.status).toBe(200);
  });
});

describe('the filings a filing names', () => {
  it('corrects only an approved filing of the same type of its own unit, saying approved as the type does (已备案)', async () => {
    const body = (correctsFilingId: number) => ({ filingType: 'REWARD_PUNISH', correctsFilingId, lines: [] });
    const nowhere = await createAs('jc', body(NOWHERE));
    expectNotFound(await createAs('jc', body(w.approved.u2)), 'correctsFilingId', '被更正的业务', nowhere);
    const pending = (await insertFilingRow(w.U1, 'REWARD_PUNISH', { status: 'PENDING_ZG', year: 2026 })).id;
    expect(await createAs('jc', body(pending))).toMatchObject({ status: 422, json: { msg: 'correctsFilingId: 被更正的业务尚未备案，只能更正已备案的业务', data: { field: 'correctsFilingId' } } });
    // An approval type's word is 已核准.
    const pendingIntro = (await insertFilingRow(w.U1, 'TALENT_INTRO', { status: 'PENDING_ZG', year: 2026 })).id;
    expect(await createAs('jc', { filingType: 'TALENT_INTRO', correctsFilingId: pendingIntro, lines: [] }))
      .toMatchObject({ status: 422, json: { msg: 'correctsFilingId: 被更正的业务尚未核准，只能更正已核准的业务' } });
    const otherType = await insertApprovedFiling(w.U1, 'STAFF_REDUCE');
    expect(await createAs('jc', body(otherType))).toMatchObject({ status: 422, json: { msg: 'correctsFilingId: 只能更正本单位已备案的奖惩', data: { field: 'correctsFilingId' } } });
    const uncorrectable = await insertApprovedFiling(w.U1, 'POST_SETTING');
    expect(await createAs('jc', { filingType: 'POST_SETTING', correctsFilingId: uncorrectable, lines: [] }))
      .toMatchObject({ status: 422, json: { msg: 'correctsFilingId: 该类业务暂不支持更正', data: { field: 'correctsFilingId' } } });
    const accepted = await createAs('jc', { filingType: 'STAFF_REDUCE', correctsFilingId: otherType, lines: [] });
    expect(accepted.status).toBe(200);
    const [row] = await (await getDb()).select({ correctsFilingId: filings.correctsFilingId }).from(filings).where(eq(filings.id, accepted.json.data.id));
    expect(row.correctsFilingId).toBe(otherType);
    const again = await updateAs('jc', { id: accepted.json.data.id, version: accepted.json.data.version, correctsFilingId: w.approved.u3, lines: [] });
    expectNotFound(again, 'correctsFilingId', '被更正的业务', nowhere);
  });

  it('links a correction and the filing it corrects both ways; a draft correction only for its unit', async () => {
    const original = await insertApprovedFiling(w.U1, 'STAFF_REDUCE');
    const correction = await createAs('jc', { filingType: 'STAFF_REDUCE', correctsFilingId: original, lines: [] });
    const [{ filingNo }] = await (await getDb()).select({ filingNo: filings.filingNo }).from(filings).where(eq(filings.id, original));
    expect(correction.json.data.corrects).toEqual({ id: original, filingNo: filingNo ?? `草稿-${original}` });
    expect(correction.json.data.correctedBy).toEqual([]);
    const seenBy = async (user: Account) => (await post<FilingDetail>(detail, '/Filing/getDetail', user, { id: original })).json.data.correctedBy;
    expect(await seenBy('jc')).toEqual([{ id: correction.json.data.id, filingNo: `草稿-${correction.json.data.id}`, status: 'DRAFT' }]);
    expect(await seenBy('zg')).toEqual([]);
    expect((await post<FilingDetail>(detail, '/Filing/getDetail', 'jc', { id: w.approved.u1 })).json.data.corrects).toBeNull();
  });

  it.each([['ANNOUNCEMENT', 'relatedFilingId'], ['RECRUIT_RESULT', 'planFilingId'], ['RECRUIT_RESULT', 'publicityFilingId']])('%s: %s of another unit reads as not found', async (type, key) => {
    const nowhere = await createAs('jc', { filingType: type, header: { [key]: NOWHERE } });
    for (const other of [w.approved.u2, w.draftOfJc2]) expectNotFound(await createAs('jc', { filingType: type, header: { [key]: other } }), `header.${key}`, '业务', nowhere);
    const own = await createAs('jc', { filingType: type, header: { [key]: w.approved.u1 } });
    expect(own.json.msg).not.toContain(`header.${key}`);
  });
});

describe('the filings holding a person', () => {
  const reduce = (personId: number) => createAs('jc', { filingType: 'STAFF_REDUCE', lines: [personLine(personId, { reduceType: 'RESIGN', reduceDate: today() })] });
  const lockFinding = (f: FilingDetail) => f.violations.find((v) => v.code === 'R-GEN-04')?.message;

  it("name the unit's own filing by its own type (减员) and number", async () => {
    const personId = await insertPerson(w.U1, { name: '减员甲', recordStatus: 'FILED' });
    const first = (await reduce(personId)).json.data;
    await attachPapers(w.tokens.jc, first.id, ['辞职申请']);
    const submitted = await post<FilingDetail>(act, '/Filing/act', 'jc', { id: first.id, version: first.version, action: 'SUBMIT' });
    expect(submitted.json.data.status).toBe('PENDING_ZG');
    const no = submitted.json.data.filingNo;
    const draft = await insertFilingRow(w.U1, 'STAFF_REDUCE', { status: 'DRAFT', year: 2026 });
    const saved = await updateAs('jc', { id: draft.id, version: draft.version, lines: [personLine(personId, { reduceType: 'RESIGN', reduceDate: today() })] });
    expect(lockFinding(saved.json.data)).toBe(`减员甲存在在途业务【减员 ${no}】`);
    const card = (await post<PersonDetail>(personDetail, '/Person/getDetail', 'jc', { id: personId })).json.data;
    expect(card.lockFilingNo).toBe(no);
    const edit = await post(personUpdate, '/Person/update', 'jc', editBody(card));
    expect([edit.status, edit.json.msg]).toEqual([422, `该人员存在在途业务【减员 ${no}】，办结前不能修改`]);
  });

  it("say no more of another unit's filing than that there is one", async () => {
    const personId = await insertPerson(w.U1, { name: '他锁甲', recordStatus: 'FILED' });
    const foreign = await insertFilingRow(w.U2, 'EXCHANGE', { status: 'PENDING_ZG', year: 2026 });
    await (await getDb()).update(filings).set({ filingNo: 'RYJL-2026-990001', submitCount: 1 }).where(eq(filings.id, foreign.id));
    await (await getDb()).update(persons).set({ lockFilingId: foreign.id }).where(eq(persons.id, personId));
    const r = await reduce(personId);
    expect(lockFinding(r.json.data)).toBe('他锁甲有其他单位正在办理的备案，办结前不能列入');
    const card = await post<PersonDetail>(personDetail, '/Person/getDetail', 'jc', { id: personId });
    expect(card.json.data.lockFilingNo).toBeNull();
    const edit = await post(personUpdate, '/Person/update', 'jc', editBody(card.json.data));
    expect([edit.status, edit.json.msg, edit.json.data]).toEqual([422, '该人员有其他单位正在办理的备案，办结前不能修改', null]);
    for (const answer of [r, card, edit]) {
      expect(JSON.stringify(answer.json)).not.toContain('RYJL-2026-990001');
      expect(JSON.stringify(answer.json)).not.toContain(name(w.U2));
    }
  });
});

/** A save of the card as it is (the lock is refused before any field is looked at). */
function editBody(card: PersonDetail) {
  const { id, version, name: personName, gender, birthDate, ethnicity, politicalStatus, education, workStartDate, unitEntryDate, entryMethod, estabStatus } = card;
  return {
    id, version, name: personName, gender, birthDate, ethnicity, politicalStatus, education, workStartDate, unitEntryDate, entryMethod, estabStatus,
    estabType: card.estabType, postCategory: card.postCategory, postLevel: card.postLevel, appointDate: card.appointDate, graduateSchool: card.graduateSchool,
    major: card.major, personStatus: card.personStatus, educations: [], resumes: [],
  };
}
