import { eq } from 'drizzle-orm';
import { POST as personList } from './Person/getList/route';
import { POST as personDetail } from './Person/getDetail/route';
import { POST as personReveal } from './Person/revealId/route';
import { POST as personExport } from './Person/export/route';
import { POST as filingList } from './Filing/getList/route';
import { POST as filingDetail } from './Filing/getDetail/route';
import { POST as filingUnits } from './Filing/getUnits/route';
import { POST as filingCreate } from './Filing/create/route';
import { POST as filingAct } from './Filing/act/route';
import { POST as filingPdf } from './Filing/printPdf/route';
import { POST as attachmentUpload } from './Attachment/upload/route';
import { POST as attachmentList } from './Attachment/getList/route';
import { POST as attachmentDownload } from './Attachment/download/route';
import { POST as attachmentDelete } from './Attachment/delete/route';
import { POST as findPerson } from './Exchange/findPerson/route';
import { POST as companyInfo } from './Company/getInfo/route';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import type { FilingDetail, FilingSummary } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson } from '@/lib/server/testing/fixtures';
import { samplePdf } from '@/lib/server/testing/files';
import {
  ACCOUNTS, expectFileRefused, expectRefused, file, name, post, sheetOf, unitColumn, withScopeWorld, world as w, type Account,
} from '@/lib/server/testing/scopeWorld';

/**
 * The per-unit scope of the business core on the demo data (jc 湖州市第一中学 and jc2 织里实验小学 under zg 教育局,
 * jc3 湖州市中心医院 under zg2 卫健委, rsj the city, admin all): persons, filings, attachments, the company
 * information. The reports are in scopeLeaksReports.test.ts.
 */
withFreshDatabase();
withScopeWorld();

describe('the demo data the matrix rests on', () => {
  it('puts jc and jc2 under zg, jc3 under zg2, all three in the region of rsj', () => {
    expect(new Set([w.U1, w.U2, w.U3]).size).toBe(3);
    expect([...w.scopeIds.zg]).toEqual(expect.arrayContaining([w.U1, w.U2]));
    expect(w.scopeIds.zg.has(w.U3)).toBe(false);
    expect(w.scopeIds.zg2.has(w.U3)).toBe(true);
    expect(w.scopeIds.zg2.has(w.U1) || w.scopeIds.zg2.has(w.U2)).toBe(false);
    expect([...w.scopeIds.rsj]).toEqual(expect.arrayContaining([w.U1, w.U2, w.U3]));
  });
});

describe('persons', () => {
  type Page = { list: { id: number; unitId: number; recordStatus?: string }[]; total: number };
  const list = (user: Account, body: object = {}) => post<Page>(personList, '/Person/getList', user, { pageSize: 200, ...body });

  it("lists a unit's own persons only, drafts included, whatever unit it asks for", async () => {
    const db = await getDb();
    const own = await db.select({ id: persons.id, deleted: persons.deleted, recordStatus: persons.recordStatus }).from(persons).where(eq(persons.unitId, w.U1));
    const mine = (await list('jc')).json.data;
    expect(mine.total).toBe(own.filter((p) => !p.deleted).length);
    expect(new Set(mine.list.map((p) => p.unitId))).toEqual(new Set([w.U1]));
    for (const other of [w.U2, w.U3]) {
      const r = await list('jc', { unitId: other });
      if (r.status === 200) expect(r.json.data.list.every((p) => p.unitId === w.U1)).toBe(true);
      else expectRefused(r);
    }
    const reported = own.filter((p) => !p.deleted && p.recordStatus !== 'DRAFT').length;
    for (const user of ['zg', 'rsj', 'admin'] as const) expect((await list(user, { unitId: w.U1 })).json.data.total).toBe(reported);
    const ids = (await list('jc', { name: '草稿甲' })).json.data.list.map((p) => p.id);
    expect(ids).toContain(w.draftPerson.u1);
  });

  // Unit keys, not ids: the ids are known only once beforeAll has run.
  const ids = (keys: readonly ('u1' | 'u2' | 'u3')[]) => keys.map((k) => ({ u1: w.U1, u2: w.U2, u3: w.U3 })[k]);
  it.each([['zg', ['u1', 'u2'], 'u3'], ['zg2', ['u3'], 'u1'], ['rsj', ['u1', 'u2', 'u3'], null], ['admin', ['u1', 'u2', 'u3'], null]] as const)(
    '%s lists the reported persons of its units and nothing outside them', async (user, insideKeys, outsideKey) => {
      const outside = outsideKey === null ? null : ids([outsideKey])[0];
      for (const unitId of ids(insideKeys)) {
        const r = (await list(user, { unitId })).json.data;
        expect(r.total).toBeGreaterThan(0);
        expect(r.list.every((p) => p.unitId === unitId)).toBe(true);
        expect(r.list.map((p) => p.id)).not.toContain(w.draftPerson.u1);
        expect(r.list.map((p) => p.id)).not.toContain(w.draftPerson.u2);
      }
      const all = (await list(user)).json.data;
      expect(all.list.every((p) => w.scopeIds[user].has(p.unitId))).toBe(true);
      if (outside !== null) {
        const r = await list(user, { unitId: outside });
        if (r.status === 200) expect(r.json.data.total).toBe(0);
        else expectRefused(r);
      }
    });

  const visible: Record<Account, ('u1' | 'u2' | 'u3')[]> = {
    jc: ['u1'], jc2: ['u2'], jc3: ['u3'], zg: ['u1', 'u2'], zg2: ['u3'], rsj: ['u1', 'u2', 'u3'], admin: ['u1', 'u2', 'u3'],
  };
  it.each(ACCOUNTS)('%s opens the card and the ID number of the persons in its scope only', async (user) => {
    for (const key of ['u1', 'u2', 'u3'] as const) {
      const card = await post<{ id: number; name: string }>(personDetail, '/Person/getDetail', user, { id: w.filed[key] });
      const reveal = await post<{ idNumber: string }>(personReveal, '/Person/revealId', user, { id: w.filed[key] });
      if (visible[user].includes(key)) {
        expect(card.json.data.id).toBe(w.filed[key]);
        expect(reveal.json.data.idNumber).toMatch(/^\d{17}[\dX]$/);
      } else {
        expectRefused(card);
        expectRefused(reveal);
      }
    }
  });

  it("keeps a unit's draft person from its reviewers", async () => {
    for (const user of ['zg', 'rsj', 'admin', 'jc'] as const) {
      const r = await post(personDetail, '/Person/getDetail', user, { id: w.draftPerson.u2 });
      expectRefused(r);
    }
    expect((await post<{ id: number }>(personDetail, '/Person/getDetail', 'jc2', { id: w.draftPerson.u2 })).json.data.id).toBe(w.draftPerson.u2);
  });

  it('exports only the persons of the scope', async () => {
    const jc = unitColumn(await sheetOf(await file(personExport, '/Person/export', 'jc', {})));
    expect(jc.length).toBeGreaterThan(0);
    expect(new Set(jc)).toEqual(new Set([name(w.U1)]));
    const asked = await file(personExport, '/Person/export', 'jc', { unitId: w.U2 });
    if (asked.status === 200) expect(new Set(unitColumn(await sheetOf(asked)))).toEqual(new Set([name(w.U1)]));
    else await expectFileRefused(asked);
    const zg = unitColumn(await sheetOf(await file(personExport, '/Person/export', 'zg', {})));
    expect(zg).toEqual(expect.arrayContaining([name(w.U1), name(w.U2)]));
    expect(zg.every((n) => [...w.scopeIds.zg].map(name).includes(n))).toBe(true);
    const leak = await file(personExport, '/Person/export', 'zg2', { unitId: w.U1 });
    if (leak.status === 200) expect(unitColumn(await sheetOf(leak))).not.toContain(name(w.U1));
    else await expectFileRefused(leak);
  });
});

describe('filings and their attachments', () => {
  const contact = { contactName: '李明华', contactPhone: '13857201234' };
  const PDF = samplePdf('超编消化计划');
  let own: FilingDetail;
  let attachment: AttachmentItem;

  const listBox = async (user: Account, box: 'all' | 'mine' | 'review') =>
    (await post<{ list: FilingSummary[]; total: number }>(filingList, '/Filing/getList', user, { box, pageSize: 200 })).json.data;

  beforeAll(async () => {
    const info = (await post<CompanyView>(companyInfo, '/Company/getInfo', 'jc')).json.data;
    const keys = Object.keys(unitKeyFields.shape);
    const unit = Object.fromEntries(Object.entries(info.unit).filter(([k, v]) => keys.includes(k) && v !== null));
    const actual = info.quota.find((q) => q.estabType === 'INST')!.actual;
    const establishment = {
      approvedTotal: actual - 5, quotaAdmin: 0, quotaInst: actual - 5, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 2,
      internalOrgCount: 6, docNo: '湖编〔2026〕61号', docDate: '2026-10-01',
    };
    own = (await post<FilingDetail>(filingCreate, '/Filing/create', 'jc', { filingType: 'UNIT_INFO', ...contact, header: { unit, establishment } })).json.data;
    const up = await post<AttachmentItem>(attachmentUpload, '/Attachment/upload', 'jc', {
      filingId: own.id, category: '超编消化计划', fileName: '超编消化计划.pdf', content: PDF.toString('base64'),
    });
    expect(up.status).toBe(200);
    attachment = up.json.data;
  });

  it.each(['all', 'mine', 'review'] as const)('box %s lists the filings of the scope only, and a reviewer never sees a draft of its units', async (box) => {
    for (const user of ACCOUNTS) {
      const { list } = await listBox(user, box);
      expect(list.every((f) => w.scopeIds[user].has(f.unitId))).toBe(true);
      if (user !== 'jc' && user !== 'jc2' && user !== 'jc3') {
        expect(list.filter((f) => f.status === 'DRAFT' && f.unitId !== w.unitOf[user])).toEqual([]);
      }
      if (box === 'mine') expect(list.every((f) => f.unitId === w.unitOf[user])).toBe(true);
    }
  });

  it('shows each account the approved filings of its scope', async () => {
    const seen = async (user: Account) => new Set((await listBox(user, 'all')).list.map((f) => f.id));
    const jc = await seen('jc');
    expect(jc.has(w.approved.u1) && jc.has(own.id)).toBe(true);
    expect(jc.has(w.approved.u2) || jc.has(w.approved.u3) || jc.has(w.draftOfJc2)).toBe(false);
    const jc2 = await seen('jc2');
    expect(jc2.has(w.draftOfJc2) && !jc2.has(own.id) && !jc2.has(w.approved.u1)).toBe(true);
    const zg = await seen('zg');
    expect(zg.has(w.approved.u1) && zg.has(w.approved.u2)).toBe(true);
    expect(zg.has(w.approved.u3) || zg.has(own.id) || zg.has(w.draftOfJc2)).toBe(false);
    const zg2 = await seen('zg2');
    expect(zg2.has(w.approved.u3) && !zg2.has(w.approved.u1) && !zg2.has(w.approved.u2)).toBe(true);
    for (const user of ['rsj', 'admin'] as const) {
      const s = await seen(user);
      expect(s.has(w.approved.u1) && s.has(w.approved.u2) && s.has(w.approved.u3)).toBe(true);
      expect(s.has(own.id) || s.has(w.draftOfJc2)).toBe(false);
    }
  });

  it('offers as unit filter the units of the scope only', async () => {
    for (const user of ACCOUNTS) {
      const { list } = (await post<{ list: { id: number }[] }>(filingUnits, '/Filing/getUnits', user)).json.data;
      expect(list.every((u) => w.scopeIds[user].has(u.id))).toBe(true);
    }
  });

  it("opens, prints and lists the attachments of a draft for its own unit only", async () => {
    expect((await post<FilingDetail>(filingDetail, '/Filing/getDetail', 'jc', { id: own.id })).json.data.id).toBe(own.id);
    const pdf = await file(filingPdf, '/Filing/printPdf', 'jc', { id: own.id });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await post<{ list: AttachmentItem[] }>(attachmentList, '/Attachment/getList', 'jc', { filingId: own.id })).json.data.list
      .map((a) => a.id)).toEqual([attachment.id]);
    for (const user of ['jc2', 'jc3', 'zg', 'zg2', 'rsj', 'admin'] as const) {
      expectRefused(await post(filingDetail, '/Filing/getDetail', user, { id: own.id }));
      await expectFileRefused(await file(filingPdf, '/Filing/printPdf', user, { id: own.id }));
      expectRefused(await post(attachmentList, '/Attachment/getList', user, { filingId: own.id }));
      await expectFileRefused(await file(attachmentDownload, '/Attachment/download', user, { id: attachment.id }));
    }
  });

  it('once submitted, shows the filing and its file to the competent authority, never across units', async () => {
    const submitted = await post<FilingDetail>(filingAct, '/Filing/act', 'jc', { id: own.id, version: own.version, action: 'SUBMIT', ackWarnings: own.violations.filter((v) => v.level === 'WARN').map((v) => v.code) });
    expect(submitted.json.data.status).toBe('PENDING_ZG');
    expect((await post<FilingDetail>(filingDetail, '/Filing/getDetail', 'zg', { id: own.id })).json.data.id).toBe(own.id);
    const res = await file(attachmentDownload, '/Attachment/download', 'zg', { id: attachment.id });
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await file(filingPdf, '/Filing/printPdf', 'zg', { id: own.id })).headers.get('content-type')).toBe('application/pdf');
    for (const user of ['jc2', 'jc3', 'zg2'] as const) {
      expectRefused(await post(filingDetail, '/Filing/getDetail', user, { id: own.id }));
      await expectFileRefused(await file(filingPdf, '/Filing/printPdf', user, { id: own.id }));
      expectRefused(await post(attachmentList, '/Attachment/getList', user, { filingId: own.id }));
      await expectFileRefused(await file(attachmentDownload, '/Attachment/download', user, { id: attachment.id }));
    }
  });

  it('opens an approved filing for the accounts of its scope only', async () => {
    const cases: [Account, 'u1' | 'u2' | 'u3', boolean][] = [
      ['jc', 'u1', true], ['jc', 'u2', false], ['jc2', 'u1', false], ['jc3', 'u1', false], ['zg', 'u2', true], ['zg', 'u3', false],
      ['zg2', 'u3', true], ['zg2', 'u1', false], ['rsj', 'u3', true], ['admin', 'u2', true],
    ];
    for (const [user, key, may] of cases) {
      const r = await post<FilingDetail>(filingDetail, '/Filing/getDetail', user, { id: w.approved[key] });
      if (may) expect(r.json.data.id).toBe(w.approved[key]);
      else expectRefused(r);
    }
    expectRefused(await post(filingDetail, '/Filing/getDetail', 'zg', { id: w.draftOfJc2 }));
  });

  it("answers another unit's attachment as one that does not exist", async () => {
    for (const [handler, path] of [[attachmentDownload, '/Attachment/download'], [attachmentDelete, '/Attachment/delete']] as const) {
      const nowhere = await post(handler, path, 'jc2', { id: 2_000_000_000 });
      const foreign = await post(handler, path, 'jc2', { id: attachment.id });
      expect([foreign.status, foreign.json]).toEqual([404, { code: 404, msg: '附件不存在', data: null }]);
      expect(foreign.json).toEqual(nowhere.json);
    }
  });
});

describe('finding a person of another unit for a transfer', () => {
  it('looks only in the units the caller may exchange with, answering any other as it answers no match', async () => {
    const db = await getDb();
    const inAuthority = await insertPerson(w.unitOf.zg!, { name: '主管甲', recordStatus: 'FILED' });
    const [p] = await db.select().from(persons).where(eq(persons.id, inAuthority));
    const [q] = await db.select().from(persons).where(eq(persons.id, w.filed.u2));
    const ask = (unitId: number, person: { name: string; idNumber: string }) =>
      post<{ id: number }>(findPerson, '/Exchange/findPerson', 'jc', { unitId, name: person.name, idNumber: person.idNumber });
    expect((await ask(w.U2, q)).json.data.id).toBe(w.filed.u2);
    const noMatch = await ask(w.U2, { ...q, name: '查无此人' });
    const outside = await ask(w.unitOf.zg!, p);
    expect(outside.status).toBe(404);
    expect(outside.json).toEqual(noMatch.json);
    expect(JSON.stringify(outside.json)).not.toContain('主管甲');
  });
});

describe('the company information', () => {
  it('answers a unit its own information and refuses the others', async () => {
    const cases: [Account, number, boolean][] = [
      ['jc', w.U1, true], ['jc', w.U2, false], ['jc', w.U3, false], ['jc2', w.U1, false], ['zg', w.U1, true], ['zg', w.U2, true], ['zg', w.U3, false],
      ['zg2', w.U3, true], ['zg2', w.U1, false], ['rsj', w.U1, true], ['rsj', w.U3, true], ['admin', w.U2, true],
    ];
    expect((await post<CompanyView>(companyInfo, '/Company/getInfo', 'jc')).json.data.unit.id).toBe(w.U1);
    for (const [user, unitId, may] of cases) {
      const r = await post<CompanyView>(companyInfo, '/Company/getInfo', user, { unitId });
      if (may) expect(r.json.data.unit.id).toBe(unitId);
      else expectRefused(r);
    }
  });
});
