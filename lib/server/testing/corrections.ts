import { eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { getDb } from '../db/client';
import { filingLines, filings, persons } from '../db/tables';
import { call } from './api';
import { insertFilingRow } from './filingRows';
import { attachPapers } from './papers';

/**
 * Helpers of the correction (更正件) API tests: a filing drafted with its papers, taken to its final approval, approved;
 * the links a correction leaves, and its refusal while a later filing names the person. Each filing is the unit account
 * `filer`'s ('jc' unless told), with `tokens` signed in.
 */
export const EN = { 'accept-language': 'en-US,en;q=0.9' };
const contact = { contactName: '李明华', contactPhone: '13857201234' };

export function correctionSteps(tokens: Record<string, string>) {
  const as = (u: string, headers?: Record<string, string>) => ({ token: tokens[u], headers });
  const createAs = (body: Record<string, unknown>, filer = 'jc') => call<FilingDetail>(create, '/Filing/create', { body: { ...contact, ...body }, ...as(filer) });
  const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}, headers?: Record<string, string>) =>
    call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user, headers) });
  const detailOf = async (id: number, filer = 'jc') => (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, ...as(filer) })).json.data;
  const personOf = async (id: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];

  /** Creates the filing, attaches its papers and answers it as the detail page shows it. */
  async function drafted(body: Record<string, unknown>, papers: string[], filer = 'jc'): Promise<FilingDetail> {
    const { status, json } = await createAs(body, filer);
    if (status !== 200) throw new Error(`create: ${json.msg}`);
    await attachPapers(tokens[filer], json.data.id, papers);
    return detailOf(json.data.id, filer);
  }

  /** Submits and approves at zg; answers the filing with the action and reviewer of its final approval still to come. */
  async function atFinalStep(f: FilingDetail, ackWarnings: string[] = [], filer = 'jc'): Promise<{ filing: FilingDetail; user: string; action: string }> {
    const submitted = await doAct(filer, f, 'SUBMIT', { ackWarnings });
    if (submitted.json.code !== 200) throw new Error(`submit: ${submitted.json.msg}`);
    if (submitted.json.data.route === 'ZG_ONLY') return { filing: submitted.json.data, user: 'zg', action: 'ZG_APPROVE' };
    const zg = await doAct('zg', submitted.json.data, 'ZG_APPROVE');
    if (zg.json.code !== 200) throw new Error(`zg: ${zg.json.msg}`);
    return { filing: zg.json.data, user: 'rsj', action: 'RSJ_APPROVE' };
  }

  async function approved(f: FilingDetail, ackWarnings: string[] = [], filer = 'jc'): Promise<FilingDetail> {
    const at = await atFinalStep(f, ackWarnings, filer);
    const { json } = await doAct(at.user, at.filing, at.action);
    if (json.code !== 200) throw new Error(`${at.action}: ${json.msg}`);
    expect(json.data.status).toBe('APPROVED');
    return json.data;
  }

  /** The original names the approved correction that replaced it, and the correction the original. */
  async function expectLinked(original: FilingDetail, correction: FilingDetail, filer = 'jc'): Promise<void> {
    const after = await detailOf(original.id, filer);
    expect(after).toMatchObject({ status: 'APPROVED', correctedById: correction.id, correctable: false });
    expect(after.correctedBy).toEqual([{ id: correction.id, filingNo: correction.filingNo, status: 'APPROVED' }]);
    expect(after.reviews.at(-1)).toMatchObject({ node: 'SYS', action: 'CORRECTED', opinion: `已由更正件 ${correction.filingNo} 更正，原效果已撤销` });
    expect(await detailOf(correction.id, filer)).toMatchObject({ correctsFilingId: original.id, corrects: { id: original.id, filingNo: original.filingNo }, correctedById: null });
  }

  /**
   * The correction at its final approval is refused while a later approved filing (of `unitId`) names the person (in zh
   * and en, on correctsFilingId), and approved once that filing is gone: answers the approved correction.
   */
  async function refusedThenApproved(
    correction: FilingDetail, personId: number, name: string, original: FilingDetail, unitId: number, filer = 'jc',
  ): Promise<FilingDetail> {
    const at = await atFinalStep(correction, [], filer);
    const later = await insertFilingRow(unitId, 'PERSON_INFO', { status: 'APPROVED', lines: [{ personId, payload: {} }] });
    const refused = await doAct(at.user, at.filing, at.action);
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe(`correctsFilingId: ${name}在原件之后已有其他业务（草稿-${later.id}），不能撤销原件的效果`);
    expect(refused.json.data).toMatchObject({ field: 'correctsFilingId', personId });
    const en = await doAct(at.user, at.filing, at.action, {}, EN);
    expect(en.json.msg).toBe(`correctsFilingId: ${name} has been changed by a later filing (草稿-${later.id}); the original's effect cannot be undone`);
    expect((await detailOf(original.id, filer)).correctedById).toBeNull();
    const db = await getDb();
    await db.delete(filingLines).where(eq(filingLines.filingId, later.id));
    await db.delete(filings).where(eq(filings.id, later.id));
    const { status, json } = await doAct(at.user, at.filing, at.action);
    expect([status, json.msg]).toEqual([200, expect.anything()]);
    expect(json.data.status).toBe('APPROVED');
    return json.data;
  }

  return { as, createAs, doAct, detailOf, personOf, drafted, atFinalStep, approved, expectLinked, refusedThenApproved };
}
