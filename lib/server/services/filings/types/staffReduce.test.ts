import { eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import { POST as attachmentList } from '@/app/api/Attachment/getList/route';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import { REDUCE_PAPERS } from '@/lib/contracts/jobManage';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { CompanyView } from '@/lib/contracts/unit';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
});

const as = (u: string) => ({ token: tokens[u] });
const contact = { contactName: '李明华', contactPhone: '13857201234' };
const draft = (personId: number, reduceType = 'RESIGN', reduceDate = today()) =>
  call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'STAFF_REDUCE', ...contact, header: {}, lines: [{ personId, payload: { reduceType, reduceDate } }] }, ...as('jc') });
/** A draft with the papers of its kind attached, as the detail page then shows it. */
async function reduce(personId: number, reduceType: keyof typeof REDUCE_PAPERS = 'RESIGN', reduceDate = today()) {
  const created = await draft(personId, reduceType, reduceDate);
  if (created.status !== 200) return created;
  await attachPapers(tokens.jc, created.json.data.id, [REDUCE_PAPERS[reduceType].zh]);
  return call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: created.json.data.id }, ...as('jc') });
}
const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user) });
const instActual = async () => (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as('jc') })).json.data.quota.find((q) => q.estabType === 'INST')!.actual;

describe('a staff reduction through both reviews', () => {
  let personId: number;
  let filing: FilingDetail;

  beforeAll(async () => {
    personId = await insertPerson(jcUnit, { name: '减员测试', recordStatus: 'FILED', unitEntryDate: '2015-08-01' });
  });

  it('is drafted without findings', async () => {
    const { status, json } = await reduce(personId);
    expect(status).toBe(200);
    filing = json.data;
    expect(filing).toMatchObject({ status: 'DRAFT', route: 'ZG_RSJ', filingType: 'STAFF_REDUCE', violations: [] });
  });

  it('locks the person: another filing naming the person cannot be submitted', async () => {
    const other = (await reduce(personId, 'DEATH')).json.data;
    filing = (await doAct('jc', filing, 'SUBMIT')).json.data;
    expect(filing).toMatchObject({ status: 'PENDING_ZG' });
    expect(filing.filingNo).toMatch(/^JY-\d{4}-\d{6}$/);
    const { status, json } = await doAct('jc', other, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`减员测试存在在途业务【减员 ${filing.filingNo}】`);
  });

  it('is out of reach of another unit', async () => {
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('jc2') })).status).toBe(404);
    expect((await doAct('jc2', filing, 'WITHDRAW')).status).toBe(404);
  });

  it('marks the person reduced on the final approval, freeing the establishment', async () => {
    const before = await instActual();
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    expect(filing.status).toBe('PENDING_RSJ');
    const { status, json } = await doAct('rsj', filing, 'RSJ_APPROVE');
    expect(status).toBe(200);
    expect(json.data.status).toBe('APPROVED');
    const [p] = await (await getDb()).select().from(persons).where(eq(persons.id, personId));
    expect(p).toMatchObject({ personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: today(), reduceFilingId: filing.id, lockFilingId: null });
    expect(await instActual()).toBe(before - 1);
  });

  it('refuses to reduce the same person twice (R-JY-01)', async () => {
    const again = (await reduce(personId, 'DEATH')).json.data;
    expect(again.violations.map((v) => v.code)).toContain('R-JY-01');
    const { status, json } = await doAct('jc', again, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`第 1 行：减员测试已于${today()}减员（辞聘，${filing.filingNo}），不能重复减员`);
  });
});

describe('the rules of a reduction', () => {
  it('refuses a date before the person entered the unit (R-JY-02)', async () => {
    const personId = await insertPerson(jcUnit, { name: '日期测试', recordStatus: 'FILED', unitEntryDate: '2015-08-01' });
    const draft = (await reduce(personId, 'RESIGN', '2015-07-31')).json.data;
    const { status, json } = await doAct('jc', draft, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe('第 1 行：日期测试的减员日期不能早于进入本单位时间（2015-08-01）');
  });

  it('asks to acknowledge a retirement before the statutory age (R-JY-03), then takes it', async () => {
    const personId = await insertPerson(jcUnit, { name: '退休测试', recordStatus: 'FILED', birthDate: '1970-05-20' });
    const draft = (await reduce(personId, 'RETIRE')).json.data;
    const refused = await doAct('jc', draft, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect((refused.json.data as unknown as { needsAcknowledgement: string[] }).needsAcknowledgement).toEqual(['R-JY-03']);
    const { status, json } = await doAct('jc', draft, 'SUBMIT', { ackWarnings: ['R-JY-03'] });
    expect(status).toBe(200);
    expect(json.data.ackWarnings).toEqual(['R-JY-03']);
  });

  it('needs the approval papers of an early retirement', async () => {
    const personId = await insertPerson(jcUnit, { name: '病退测试', recordStatus: 'FILED' });
    const early = (await draft(personId, 'EARLY_RETIRE')).json.data;
    expect(early.violations).toEqual([expect.objectContaining({ code: 'R-JY-03', level: 'WARN', field: 'attachments' })]);
    const { status, json } = await doAct('jc', early, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe('减员类型为“提前退休”的须上传“提前退休审批材料”附件');
  });

  it('refuses a person not yet filed and a person of another unit', async () => {
    const draftPerson = await insertPerson(jcUnit, { name: '未备案' });
    const elsewhere = await insertPerson(await unitIdOf('湖州市吴兴区织里实验小学'), { name: '他单位', recordStatus: 'FILED' });
    const a = (await reduce(draftPerson)).json.data;
    expect(a.violations[0].message).toBe('第 1 行：未备案尚未备案，未备案的人员请在人员信息中直接删除');
    const b = await reduce(elsewhere);
    expect([b.status, b.json.msg, b.json.data]).toEqual([422, 'lines.0.personId: 人员不存在', { field: 'lines.0.personId' }]);
    expect(JSON.stringify(b.json)).not.toContain('他单位');
  });

  it('refuses a line without a reduction type, naming the field', async () => {
    const { status, json } = await call(create, '/Filing/create', {
      body: { filingType: 'STAFF_REDUCE', ...contact, lines: [{ personId: await insertPerson(jcUnit, { recordStatus: 'FILED' }), payload: { reduceDate: today() } }] }, ...as('jc'),
    });
    expect(status).toBe(400);
    expect(json.msg).toBe('第 1 行 reduceType: 请选择减员类型');
  });
});

describe('the papers of a reduction (R-GEN-02)', () => {
  const list = (filingId: number) =>
    call<{ required: string[]; categories: string[] }>(attachmentList, '/Attachment/getList', { body: { filingId }, ...as('jc') });

  it('warns on save of a resignation without its letter, refuses to submit it, and takes it once attached', async () => {
    const personId = await insertPerson(jcUnit, { name: '辞聘材料', recordStatus: 'FILED' });
    const resign = (await draft(personId, 'RESIGN')).json.data;
    expect(resign.violations).toEqual([{ code: 'R-GEN-02', level: 'WARN', message: '减员类型为“辞聘”的须上传“辞职申请”附件', field: 'attachments' }]);
    const refused = await doAct('jc', resign, 'SUBMIT');
    expect([refused.status, refused.json.msg]).toEqual([422, '减员类型为“辞聘”的须上传“辞职申请”附件']);
    await attachPapers(tokens.jc, resign.id, ['其他材料']);
    expect((await doAct('jc', resign, 'SUBMIT')).status).toBe(422);
    await attachPapers(tokens.jc, resign.id, ['辞职申请']);
    expect((await doAct('jc', resign, 'SUBMIT')).json.data.status).toBe('PENDING_ZG');
  });

  it('asks a death for its certificate, in English too', async () => {
    const personId = await insertPerson(jcUnit, { name: '死亡材料', recordStatus: 'FILED' });
    const { json } = await call<FilingDetail>(create, '/Filing/create', {
      body: { filingType: 'STAFF_REDUCE', ...contact, header: {}, lines: [{ personId, payload: { reduceType: 'DEATH', reduceDate: today() } }] },
      ...as('jc'), headers: { 'accept-language': 'en' },
    });
    expect(json.data.violations).toEqual([{ code: 'R-GEN-02', level: 'WARN', message: 'A reduction of type "Death" needs the death certificate attached', field: 'attachments' }]);
  });

  it('lists the papers the lines call for as required, and offers every paper of a reduction and 其他材料', async () => {
    const personId = await insertPerson(jcUnit, { name: '类目测试', recordStatus: 'FILED' });
    const dismiss = (await draft(personId, 'DISMISS')).json.data;
    const { json } = await list(dismiss.id);
    expect(json.data.required).toEqual(['解聘通知']);
    expect(json.data.categories).toEqual([...Object.values(REDUCE_PAPERS).map((p) => p.zh), '其他材料']);
  });
});
