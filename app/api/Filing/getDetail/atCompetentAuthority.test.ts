import { POST as detail } from './route';
import { POST as act } from '../act/route';
import { POST as create } from '../create/route';
import { POST as filingList } from '../getList/route';
import { POST as companyInfo } from '../../Company/getInfo/route';
import { POST as attachmentList } from '../../Attachment/getList/route';
import { POST as download } from '../../Attachment/download/route';
import { POST as upload } from '../../Attachment/upload/route';
import { POST as progress } from '../../Report/progress/route';
import { POST as personDetail } from '../../Person/getDetail/route';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import type { FilingDetail, FilingSummary } from '@/lib/contracts/filing';
import { REDUCE_PAPERS } from '@/lib/contracts/jobManage';
import type { PersonDetail } from '@/lib/contracts/person';
import type { ProgressRow } from '@/lib/contracts/report';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { today } from '@/lib/domain/datetime';
import { signedInOtherBureau } from '@/lib/server/testing/accounts';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

/** rsj reads, and only reads, a filing of its region still waiting at the competent authority (domain.md §3.4). */
withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  // The personnel bureau of one county (德清县): a region that does not hold the city's units.
  tokens.rsjdq = await signedInOtherBureau('rsjdq');
});

const contact = { contactName: '李明华', contactPhone: '13857201234' };
const as = (u: string) => ({ token: tokens[u] });
const open = (u: string, id: number) => call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, ...as(u) });
const doAct = (u: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(u) });

async function unitInfoAtZg(): Promise<{ filing: FilingDetail; attachmentId: number }> {
  const info = (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as('jc') })).json.data;
  const keys = Object.keys(unitKeyFields.shape);
  const unit = Object.fromEntries(Object.entries(info.unit).filter(([k, v]) => keys.includes(k) && v !== null));
  const quotaInst = info.quota.find((q) => q.estabType === 'INST')!.approved + 5;
  const establishment = {
    approvedTotal: quotaInst, quotaAdmin: 0, quotaInst, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 3, internalOrgCount: 6,
    docNo: '湖编〔2026〕31号', docDate: '2026-10-09',
  };
  const draft = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header: { unit, establishment } }, ...as('jc') })).json.data;
  const file = { filingId: draft.id, category: '其他材料', fileName: '编制核定文件.pdf', content: samplePdf('编制核定文件').toString('base64') };
  const uploaded = await call<AttachmentItem>(upload, '/Attachment/upload', { body: file, ...as('jc') });
  expect(uploaded.status).toBe(200);
  const submitted = await doAct('jc', draft, 'SUBMIT');
  expect(submitted.json.data).toMatchObject({ status: 'PENDING_ZG' });
  return { filing: submitted.json.data, attachmentId: uploaded.json.data.id };
}

describe('a filing waiting at the competent authority', () => {
  let filing: FilingDetail;
  let attachmentId: number;
  beforeAll(async () => {
    ({ filing, attachmentId } = await unitInfoAtZg());
  });

  it('opens for the personnel bureau of its region, with no action on it', async () => {
    const { status, json } = await open('rsj', filing.id);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ id: filing.id, status: 'PENDING_ZG', currentNode: 'ZG', allowedActions: [], reviewLock: null });
  });

  it("lists and hands out its attachments to that bureau", async () => {
    const listed = await call<{ list: AttachmentItem[] }>(attachmentList, '/Attachment/getList', { body: { filingId: filing.id }, ...as('rsj') });
    expect(listed.status).toBe(200);
    expect(listed.json.data.list.map((a) => a.name)).toEqual(['编制核定文件.pdf']);
    const got = await call(download, '/Attachment/download', { body: { id: attachmentId }, ...as('rsj') });
    expect(got.status).toBe(200);
    expect(got.file!.headers.get('content-type')).toBe('application/pdf');
  });

  it('does not exist for the bureau of another region: the filing and its attachments answer 404', async () => {
    expect((await open('rsjdq', filing.id)).status).toBe(404);
    expect((await call(attachmentList, '/Attachment/getList', { body: { filingId: filing.id }, ...as('rsjdq') })).status).toBe(404);
    expect((await call(download, '/Attachment/download', { body: { id: attachmentId }, ...as('rsjdq') })).status).toBe(404);
    expect((await doAct('rsjdq', filing, 'RSJ_APPROVE')).status).toBe(404);
  });

  it("refuses the bureau's every decision on it, and a stale version with 409, leaving it where it is", async () => {
    const early = await doAct('rsj', filing, 'RSJ_APPROVE');
    expect([early.status, early.json.msg]).toEqual([422, '该业务不在人社局审核环节']);
    expect((await doAct('rsj', filing, 'RSJ_RETURN', { opinion: '请补充编制核定文件' })).status).toBe(422);
    const notZg = await doAct('rsj', filing, 'ZG_APPROVE');
    expect([notZg.status, notZg.json.msg]).toEqual([403, "只有该单位的主管部门可以审核"]);
    expect((await doAct('rsj', filing, 'WITHDRAW')).status).toBe(403);
    expect((await doAct('rsj', { id: filing.id, version: filing.version - 1 }, 'RSJ_APPROVE')).status).toBe(409);
    expect((await open('jc', filing.id)).json.data).toMatchObject({ status: 'PENDING_ZG', version: filing.version });
  });

  it("stays out of the bureau's lists, which hold what reached it, and is linked from its progress view", async () => {
    const all = await call<{ list: FilingSummary[] }>(filingList, '/Filing/getList', { body: { box: 'all', pageSize: 100 }, ...as('rsj') });
    expect(all.json.data.list.map((f) => f.id)).not.toContain(filing.id);
    const rows = (await call<{ rows: ProgressRow[] }>(progress, '/Report/progress', { body: { filingType: 'UNIT_INFO', year: Number(today().slice(0, 4)) }, ...as('rsj') })).json.data.rows;
    expect(rows.find((r) => r.unitId === jcUnit)).toMatchObject({ status: 'PENDING_ZG', filingId: filing.id });
  });

  it('closes again for the bureau once the competent authority returns it to the unit', async () => {
    const returned = await doAct('zg', filing, 'ZG_RETURN', { opinion: '请补充编制核定文件' });
    expect(returned.json.data).toMatchObject({ status: 'RETURNED_ZG' });
    expect((await open('rsj', filing.id)).status).toBe(404);
  });
});

describe('a person held by a filing waiting at the competent authority', () => {
  it("names that filing on the person's card to the bureau that may open it", async () => {
    const personId = await insertPerson(jcUnit, { name: '待审减员', recordStatus: 'FILED' });
    const body = { filingType: 'STAFF_REDUCE', ...contact, header: {}, lines: [{ personId, payload: { reduceType: 'RESIGN', reduceDate: today() } }] };
    const draft = (await call<FilingDetail>(create, '/Filing/create', { body, ...as('jc') })).json.data;
    await attachPapers(tokens.jc, draft.id, [REDUCE_PAPERS.RESIGN.zh]);
    const submitted = (await doAct('jc', draft, 'SUBMIT')).json.data;
    expect(submitted.status).toBe('PENDING_ZG');
    const card = await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: personId }, ...as('rsj') });
    expect(card.json.data.lockFilingNo).toBe(submitted.filingNo);
    expect((await open('rsj', submitted.id)).json.data).toMatchObject({ filingNo: submitted.filingNo, allowedActions: [] });
  });
});
