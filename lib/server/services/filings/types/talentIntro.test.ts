import { and, eq } from 'drizzle-orm';
import { POST as quota } from '@/app/api/Recruit/getQuota/route';
import type { RecruitQuotaItem } from '@/lib/contracts/recruit';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { PUBLICITY_OVER, setEstablishment, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';
import { approveAll, attach, file, newPerson, signInAll, step, THIS_YEAR, tokens } from '@/lib/server/testing/recruit';

withFreshDatabase();

const ATTACHMENTS = ['学历学位证书', '考核报告', '职称证书', '公示材料'];
const talent = (name: string, extra: object = {}) => ({
  payload: {
    ...newPerson(name, { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` }), talentClass: 'B', profTitle: '高级工程师',
    titleLevel: 'SENIOR_DEP', formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T07', estabType: 'INST', assessResult: '经考核，符合引进条件', ...extra,
  },
});
const instRoom = async (user: string) =>
  (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens[user] })).json.data.list.find((q) => q.estabType === 'INST')!;

async function introduce(introMode: string, lines: object[]) {
  const { json } = await file('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode, ...PUBLICITY_OVER }, lines });
  await attach('jc', json.data.id, ATTACHMENTS);
  return json.data;
}

beforeAll(async () => {
  await signInAll();
  // Posts enough at the talents' level: these tests count the establishment and the papers, not the posts (R-GW-06).
  await setPostCount(await unitIdOf('湖州市第一中学'), 'T07', 100);
});

describe('a high-level talent introduction', () => {
  it('puts the talent on record awaiting arrival once both reviews approve it', async () => {
    const before = await instRoom('jc');
    const approved = await approveAll('jc', await introduce('ASSESS_RECRUIT', [talent('林博文')]));
    expect(approved).toMatchObject({ status: 'APPROVED', filingNo: expect.stringMatching(/^GCCRC-/) });
    const db = await getDb();
    const [p] = await db.select().from(persons).where(and(eq(persons.name, '林博文'), eq(persons.entryMethod, 'TALENT_INTRO')));
    expect(p).toMatchObject({
      personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postLevel: 'T07', titleLevel: 'SENIOR_DEP',
      workStartDate: `${THIS_YEAR - 2}-07-01`,
    });
    expect(approved.lines[0].personId).toBe(p.id);
    expect((await instRoom('jc')).approvedNotArrived).toBe(before.approvedNotArrived + 1);
  });

  it('takes no establishment when flexible (柔性引进)', async () => {
    const approved = await approveAll('jc', await introduce('FLEXIBLE', [talent('顾柔')]));
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, approved.lines[0].personId!));
    expect(p).toMatchObject({ estabStatus: 'OUT', estabType: null, outEmployForm: 'OTHER', personStatus: 'PENDING_ARRIVAL' });
  });

  it('refuses more talents in establishment than the room left (R-BZ-02), but not flexible ones', async () => {
    const jcUnit = await unitIdOf('湖州市第一中学');
    const room = await instRoom('jc');
    await setEstablishment(jcUnit, room.approved - room.available + 1);
    const refused = await step('jc', await introduce('ASSESS_RECRUIT', [talent('甲一'), talent('乙二')]), 'SUBMIT');
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toMatch(/^拟引进事业编制2人，可用空编1人/);
    expect((await step('jc', await introduce('FLEXIBLE', [talent('丙三'), talent('丁四')]), 'SUBMIT')).status).toBe(200);
  });

  it('refuses a level outside the post category and an ID twice in one filing', async () => {
    const twice = talent('戊五');
    const { json } = await file('jc', {
      filingType: 'TALENT_INTRO', header: { introMode: 'FLEXIBLE', ...PUBLICITY_OVER }, lines: [twice, { payload: { ...twice.payload, name: '己六', postLevel: 'M08' } }],
    });
    expect(json.data.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['R-JY-04', 'R-GW-11']));
  });
});

describe('the papers of an introduction (R-GEN-02)', () => {
  const evidence = (f: { violations: { code: string; level: string; message: string; field?: string }[] }) => f.violations.filter((v) => v.field === 'attachments');

  it('asks for the publicity and, for a talent with a title, the title certificate: a warning on save, an error on submit', async () => {
    const { json } = await file('jc', { filingType: 'TALENT_INTRO', header: { introMode: 'FLEXIBLE', ...PUBLICITY_OVER }, lines: [talent('庚七')] });
    expect(evidence(json.data)).toEqual([
      { code: 'R-GEN-02', level: 'ERROR', message: '缺少必传附件：学历学位证书', field: 'attachments' },
      { code: 'R-GEN-02', level: 'ERROR', message: '缺少必传附件：考核报告', field: 'attachments' },
      { code: 'R-GEN-02', level: 'WARN', message: '引进人选有职称的须上传“职称证书”附件', field: 'attachments' },
      { code: 'R-GEN-02', level: 'WARN', message: '高层次人才引进须上传“公示材料”附件', field: 'attachments' },
    ]);
    await attach('jc', json.data.id, ['学历学位证书', '考核报告', '公示材料']);
    const refused = await step('jc', json.data, 'SUBMIT');
    expect([refused.status, refused.json.msg]).toEqual([422, '引进人选有职称的须上传“职称证书”附件']);
    await attach('jc', json.data.id, ['职称证书']);
    expect((await step('jc', json.data, 'SUBMIT')).status).toBe(200);
  });

  it('does not ask a talent without a title for a title certificate', async () => {
    const { json } = await file('jc', {
      filingType: 'TALENT_INTRO', header: { introMode: 'FLEXIBLE', ...PUBLICITY_OVER }, lines: [talent('辛八', { profTitle: undefined, titleLevel: 'NONE' })],
    });
    expect(evidence(json.data).map((v) => v.message)).not.toContain('引进人选有职称的须上传“职称证书”附件');
    expect(evidence(json.data).map((v) => v.message)).toContain('高层次人才引进须上传“公示材料”附件');
  });
});

describe('the codes of a talent (R-GEN-01)', () => {
  const introduce1 = (extra: object) => file('jc', { filingType: 'TALENT_INTRO', header: { introMode: 'FLEXIBLE', ...PUBLICITY_OVER }, lines: [talent('壬九', extra)] });

  it('refuses a summary education code and an ethnicity of no list, naming the field', async () => {
    const summary = await introduce1({ education: '10' });
    expect([summary.status, summary.json.msg, summary.json.data]).toEqual([400, '第 1 行 education: 学历“研究生教育”为汇总类或已停用，不能选择', { field: 'lines[0].education', lineNo: 1 }]);
    const ethnicity = await introduce1({ ethnicity: '99' });
    expect([ethnicity.status, ethnicity.json.msg]).toEqual([400, '第 1 行 ethnicity: 民族“99”不在代码表中']);
  });

  it('takes codes of the lists', async () => {
    expect((await introduce1({ education: '14', ethnicity: '03', degree: '312' })).status).toBe(200);
  });
});
