import { POST as upload } from './route';
import { POST as list } from '../getList/route';
import { POST as download } from '../download/route';
import { POST as remove } from '../delete/route';
import { POST as create } from '../../Filing/create/route';
import { POST as act } from '../../Filing/act/route';
import { POST as companyInfo } from '../../Company/getInfo/route';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf, samplePng, sampleXlsx } from '@/lib/server/testing/files';

withFreshDatabase();

const PDF = samplePdf('超编消化计划 2026–2028');
const b64 = (b: Buffer) => b.toString('base64');
let jc: string;
let filing: FilingDetail;

/** A UNIT_INFO filing cutting 事业编制 below the persons in establishment: R-BZ-05 wants the plan attached. */
beforeAll(async () => {
  jc = await loginAs('jc');
  const info = (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: jc })).json.data;
  const keys = Object.keys(unitKeyFields.shape);
  const unit = Object.fromEntries(Object.entries(info.unit).filter(([k, v]) => keys.includes(k) && v !== null));
  const actual = info.quota.find((q) => q.estabType === 'INST')!.actual;
  const establishment = {
    approvedTotal: actual - 5, quotaAdmin: 0, quotaInst: actual - 5, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 2,
    internalOrgCount: 6, docNo: '湖编〔2026〕60号', docDate: '2026-10-01',
  };
  const body = { filingType: 'UNIT_INFO', contactName: '李明华', contactPhone: '13857201234', header: { unit, establishment } };
  filing = (await call<FilingDetail>(create, '/Filing/create', { body, token: jc })).json.data;
});

const uploadFile = (fileName: string, content: Buffer, token = jc, category = '超编消化计划') =>
  call<AttachmentItem>(upload, '/Attachment/upload', { body: { filingId: filing.id, category, fileName, content: b64(content) }, token });

describe('attachments of a filing', () => {
  it('blocks the submission until the required plan is attached (R-BZ-05)', async () => {
    expect(filing.violations.map((v) => v.code)).toContain('R-BZ-05');
    const refused = await call(act, '/Filing/act', { body: { id: filing.id, version: filing.version, action: 'SUBMIT' }, token: jc });
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toContain('超编消化计划');
  });

  it('stores a checked file on disk, lists it and gives it back byte for byte', async () => {
    const { status, json } = await uploadFile('超编消化计划.pdf', PDF);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ name: '超编消化计划.pdf', mime: 'application/pdf', size: PDF.length, category: '超编消化计划', uploadedBy: 'jc' });
    expect(json.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    const listed = await call<{ list: AttachmentItem[] }>(list, '/Attachment/getList', { body: { filingId: filing.id }, token: jc });
    expect(listed.json.data.list.map((a) => a.id)).toEqual([json.data.id]);
    const res = await download(new Request('http://localhost/api/Attachment/download', {
      method: 'POST', body: JSON.stringify({ id: json.data.id }), headers: { authorization: `Bearer ${jc}`, 'content-type': 'application/json' },
    }));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('超编消化计划.pdf')}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses a file whose content does not match its type, and a type it does not take', async () => {
    const fake = await uploadFile('plan.pdf', Buffer.from('MZ this is an executable'));
    expect(fake.status).toBe(422);
    expect(fake.json).toMatchObject({ msg: '文件内容与类型不符', data: { field: 'content' } });
    expect((await uploadFile('plan.exe', PDF)).json.msg).toMatch(/只能上传/);
    expect((await call(upload, '/Attachment/upload', { body: { filingId: filing.id, category: '', fileName: 'a.pdf', content: b64(PDF) }, token: jc })).json.msg)
      .toMatch(/^category/);
  });

  it('reads the whole file: a PDF, image or Office header followed by HTML is refused, the real file taken', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const polyglot = await uploadFile('plan.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), html]));
    expect(polyglot.status).toBe(422);
    expect(polyglot.json).toMatchObject({ code: 422, msg: 'PDF 文件已损坏或不完整，无法打开，请重新导出后上传', data: { field: 'content' } });
    const en = await call(upload, '/Attachment/upload', {
      body: { filingId: filing.id, category: '超编消化计划', fileName: 'plan.pdf', content: b64(Buffer.concat([Buffer.from('%PDF-1.4\n'), html])) },
      token: jc, headers: { 'accept-language': 'en' },
    });
    expect(en.json.msg).toMatch(/^The PDF is damaged or incomplete/);
    const png = samplePng();
    expect((await uploadFile('scan.png', Buffer.concat([png.subarray(0, 16), html]))).json.msg).toBe('文件内容与类型不符');
    const xlsx = await sampleXlsx();
    expect((await uploadFile('表.xlsx', Buffer.concat([xlsx.subarray(0, 30), html]))).json.msg).toBe('文件内容与类型不符');
    for (const [name, bytes] of [['scan.png', png], ['表.xlsx', xlsx]] as const) {
      const taken = await uploadFile(name, bytes);
      expect(taken.status).toBe(200);
      expect((await call(remove, '/Attachment/delete', { body: { id: taken.json.data.id }, token: jc })).status).toBe(200);
    }
  });

  it('keeps files of other units out of reach', async () => {
    const jc2 = await loginAs('jc2');
    expect((await uploadFile('x.pdf', PDF, jc2)).status).toBe(404);
    expect((await call(list, '/Attachment/getList', { body: { filingId: filing.id }, token: jc2 })).status).toBe(404);
  });

  it('lets the filing be submitted with the plan, and then freezes its attachments', async () => {
    const submitted = await call<FilingDetail>(act, '/Filing/act', { body: { id: filing.id, version: filing.version, action: 'SUBMIT' }, token: jc });
    expect(submitted.json.data.status).toBe('PENDING_ZG');
    const listed = await call<{ list: AttachmentItem[] }>(list, '/Attachment/getList', { body: { filingId: filing.id }, token: jc });
    expect((await uploadFile('more.pdf', PDF)).status).toBe(422);
    expect((await call(remove, '/Attachment/delete', { body: { id: listed.json.data.list[0].id }, token: jc })).status).toBe(422);
    const zg = await loginAs('zg');
    expect((await call(list, '/Attachment/getList', { body: { filingId: filing.id }, token: zg })).json.data).toMatchObject({ list: [{ name: '超编消化计划.pdf' }] });
  });
});
