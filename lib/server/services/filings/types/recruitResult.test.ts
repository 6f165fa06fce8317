import { and, desc, eq } from 'drizzle-orm';
import { POST as arrive } from '@/app/api/Recruit/arrive/route';
import { POST as openPlans } from '@/app/api/Recruit/getOpenPlans/route';
import { POST as quota } from '@/app/api/Recruit/getQuota/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { OpenPlan, RecruitQuotaItem } from '@/lib/contracts/recruit';
import { getDb } from '@/lib/server/db/client';
import { filingLines, filings, personEstabHistory, personPostHistory, persons, policySettings, users } from '@/lib/server/db/tables';
import { addPolicyVersion } from '@/lib/server/services/policySettings';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { setPostCount } from '@/lib/server/testing/fixtures';
import {
  approveAll, attach, day, EN, file, planHeader, planPost, publicity, resultLine, signInAll, step, THIS_YEAR, tokens,
} from '@/lib/server/testing/recruit';

withFreshDatabase();

let plan: FilingDetail;
/** The plan's 拟聘用人员公示, published for 7 days ending today. */
let published: FilingDetail;
beforeAll(async () => {
  await signInAll();
  const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('A01', 2), planPost('B02', 1, { postName: '数学教师' })] });
  await attach('jc', json.data.id, ['招聘方案', '岗位表']);
  plan = await approveAll('jc', json.data);
  published = await publicity('jc', plan.id);
});

const fileResult = (lines: object[], header: object = {}, user = 'jc') =>
  file(user, { filingType: 'RECRUIT_RESULT', header: { planFilingId: plan.id, publicityFilingId: published.id, publicityResult: 'NO_OBJECTION', ...header }, lines });
const infoQuota = async () => (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens.jc })).json.data.list
  .find((q) => q.estabType === 'INST')!;

describe('a recruitment result within its approved plan', () => {
  let result: FilingDetail;
  let before: RecruitQuotaItem;

  it('offers the approved plan with its open posts', async () => {
    expect(plan.status).toBe('APPROVED');
    const { json } = await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc });
    expect(json.data.list).toEqual([expect.objectContaining({
      id: plan.id, validUntil: `${THIS_YEAR + 1}-06-30`,
      posts: [expect.objectContaining({ postCode: 'A01', recruitCount: 2, used: 0 }), expect.objectContaining({ postCode: 'B02', recruitCount: 1, used: 0 })],
      publicities: [{ id: published.id, filingNo: published.filingNo, title: published.title, publishStart: day(-6), publishEnd: day(0) }],
    })]);
    expect((await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc2 })).json.data.list).toEqual([]);
  });

  it('goes through both reviews and puts its persons on record awaiting arrival', async () => {
    before = await infoQuota();
    // Typed publicity dates give way to the announcement's publication period.
    const { json } = await fileResult([resultLine('王晓明', 'A01'), resultLine('陈雨婷', 'a01', { gender: '1', rank: 2 })],
      { publicityStart: day(-30), publicityEnd: day(-20) });
    expect(json.code).toBe(200);
    expect(json.data.header).toMatchObject({ publicityStart: day(-6), publicityEnd: day(0), publicityFilingNo: published.filingNo, publicityTitle: published.title });
    await attach('jc', json.data.id, ['公示材料']);
    result = await approveAll('jc', json.data);
    expect(result).toMatchObject({ status: 'APPROVED', filingNo: expect.stringMatching(/^ZPJG-\d{4}-\d{6}$/) });
    expect(result.header).toMatchObject({ planFilingNo: plan.filingNo, publicityFilingId: published.id, publicityStart: day(-6), publicityEnd: day(0) });
    const db = await getDb();
    const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, result.id));
    const people = await db.select().from(persons).where(and(eq(persons.unitId, plan.unitId), eq(persons.entryMethod, 'OPEN_RECRUIT'), eq(persons.personStatus, 'PENDING_ARRIVAL')));
    const hired = people.filter((p) => lines.some((l) => l.personId === p.id));
    expect(hired.map((p) => p.name).sort()).toEqual(['王晓明', '陈雨婷'].sort());
    expect(hired[0]).toMatchObject({ recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T12', postName: '语文教师' });
  });

  it('counts the persons as approved but not arrived, and the plan post as used', async () => {
    const after = await infoQuota();
    expect(after.approvedNotArrived).toBe(before.approvedNotArrived + 2);
    expect(after.reservedByPlans).toBe(before.reservedByPlans - 2);
    const { json } = await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc });
    expect(json.data.list[0].posts[0]).toMatchObject({ postCode: 'A01', used: 2 });
  });

  it('is out of reach of another unit', async () => {
    expect((await call(detail, '/Filing/getDetail', { body: { id: result.id }, token: tokens.jc2 })).status).toBe(404);
    expect((await step('jc2', result, 'VOID')).status).toBe(404);
    const { status, json } = await fileResult([resultLine('周文', 'B02')], {}, 'jc2');
    expect([status, json.msg, json.data]).toEqual([422, 'header.planFilingId: 业务不存在', { field: 'header.planFilingId' }]);
  });
});

describe('refusals of a result', () => {
  const submit = async (lines: object[], header: object = {}) => {
    const { json } = await fileResult(lines, header);
    await attach('jc', json.data.id, ['公示材料']);
    return step('jc', json.data, 'SUBMIT');
  };

  it('refuses more persons than a post has left (R-BZ-03)', async () => {
    const { status, json } = await submit([resultLine('赵一', 'A01')]);
    expect(status).toBe(422);
    expect(json.msg).toBe('岗位 A01（语文教师）计划2人，已备案或在审2人，本次1人，超出1人');
  });

  it('refuses a person already on record elsewhere (R-ID-03)', async () => {
    const db = await getDb();
    const [someone] = await db.select().from(persons).where(eq(persons.personStatus, 'ON_DUTY')).orderBy(desc(persons.birthDate)).limit(1);
    const { status, json } = await submit([resultLine(someone.name, 'B02', { idNumber: someone.idNumber, gender: someone.gender, birthDate: someone.birthDate })]);
    expect(status).toBe(422);
    expect((json.data as unknown as { violations: object[] }).violations).toEqual(expect.arrayContaining([expect.objectContaining({
      code: 'R-ID-03', message: expect.stringMatching(/该身份证号已在【.+】登记（在职），请通过人员交流办理调入/),
    })]));
  });
});

describe('the publicity a result names (R-GEN-06)', () => {
  /** A plan of its own with room for every result this block submits, and its 7-day publicity ending today. */
  let own: FilingDetail;
  let ownPublicity: FilingDetail;
  beforeAll(async () => {
    await setPostCount(plan.unitId, 'T12', 40);
    const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: { ...planHeader, batch: '第二批' }, lines: [planPost('P01', 12)] });
    await attach('jc', json.data.id, ['招聘方案', '岗位表']);
    own = await approveAll('jc', json.data);
    ownPublicity = await publicity('jc', own.id);
  });

  let n = 0;
  const names = '甲乙丙丁戊己庚辛壬癸';
  const line = () => resultLine(`公示${names[n++ % 10]}${names[Math.floor(n / 10) % 10]}`, 'P01');
  const draft = (header: object, headers?: Record<string, string>) => file('jc', {
    filingType: 'RECRUIT_RESULT', header: { planFilingId: own.id, publicityResult: 'NO_OBJECTION', ...header }, lines: [line()],
  }, headers);
  const publicityFindings = (f: FilingDetail) => f.violations.filter((v) => v.code === 'R-GEN-06');
  /** Saves in zh and in en, then submits: the findings of each language on save and the refusal of the submission. */
  async function judged(header: object) {
    const zh = (await draft(header)).json.data;
    const en = (await draft(header, EN)).json.data;
    await attach('jc', zh.id, ['公示材料']);
    await attach('jc', en.id, ['公示材料']);
    return { zh: publicityFindings(zh), en: publicityFindings(en), submitted: await step('jc', zh, 'SUBMIT'), submittedEn: await step('jc', en, 'SUBMIT', {}, EN) };
  }
  const field = 'header.publicityFilingId';
  const refusal = (r: { status: number; json: { msg: string } }) => [r.status, r.json.msg];

  it('warns on save without one, and refuses the submission, in zh and en', async () => {
    const r = await judged({});
    expect(r.zh).toEqual([{ code: 'R-GEN-06', level: 'WARN', field, message: '请选择本次招聘计划已核准的拟聘用人员公示公告（公示期以公告发布期间为准）' }]);
    expect(r.en).toEqual([{
      code: 'R-GEN-06', level: 'WARN', field,
      message: 'Name the approved publicity announcement (拟聘用人员公示) of the plan: the publicity period is its publication period',
    }]);
    expect(refusal(r.submitted)).toEqual([422, '请选择本次招聘计划已核准的拟聘用人员公示公告（公示期以公告发布期间为准）']);
    expect(refusal(r.submittedEn)).toEqual([422, 'Name the approved publicity announcement (拟聘用人员公示) of the plan: the publicity period is its publication period']);
    expect((r.submitted.json.data as unknown as { violations: object[] }).violations).toContainEqual(expect.objectContaining({ level: 'ERROR', field }));
  });

  it("answers another unit's announcement exactly as one that does not exist, in zh and en", async () => {
    const { json } = await file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('Q01', 1)] });
    await attach('jc2', json.data.id, ['招聘方案', '岗位表']);
    const theirs = await publicity('jc2', (await approveAll('jc2', json.data)).id);
    for (const headers of [undefined, EN]) {
      const nowhere = await draft({ publicityFilingId: 2_000_000_000 }, headers);
      const foreign = await draft({ publicityFilingId: theirs.id }, headers);
      expect([foreign.status, foreign.json]).toEqual([422, nowhere.json]);
      expect([foreign.json.msg, foreign.json.data]).toEqual([headers ? `${field}: no such filing` : `${field}: 业务不存在`, { field }]);
    }
  });

  it('refuses an announcement not approved yet, naming it', async () => {
    const pending = await publicity('jc', own.id, { approve: false });
    const submitted = (await step('jc', pending, 'SUBMIT')).json.data;
    const r = await judged({ publicityFilingId: submitted.id });
    expect(r.zh).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: `公示公告【${submitted.filingNo}】尚未核准` }]);
    expect(r.en).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: `Publicity announcement ${submitted.filingNo} is not approved yet` }]);
    expect(refusal(r.submitted)).toEqual([422, `公示公告【${submitted.filingNo}】尚未核准`]);
  });

  it('refuses an announcement of another kind, and a filing that is no announcement', async () => {
    const notice = await publicity('jc', own.id, { header: { noticeType: 'RECRUIT_NOTICE' } });
    const r = await judged({ publicityFilingId: notice.id });
    expect(r.zh).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: `【${notice.filingNo}】不是拟聘用人员公示公告` }]);
    expect(r.en).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: `${notice.filingNo} is not a publicity announcement of persons to be hired (拟聘用人员公示)` }]);
    expect(refusal(r.submittedEn)).toEqual([422, `${notice.filingNo} is not a publicity announcement of persons to be hired (拟聘用人员公示)`]);
    const ofPlan = publicityFindings((await draft({ publicityFilingId: own.id })).json.data);
    expect(ofPlan).toEqual([expect.objectContaining({ level: 'ERROR', message: `【${own.filingNo}】不是拟聘用人员公示公告` })]);
  });

  it("refuses another plan's publicity, naming that plan", async () => {
    const r = await judged({ publicityFilingId: published.id });
    expect(r.zh).toEqual([{
      code: 'R-GEN-06', level: 'ERROR', field, message: `公示公告【${published.filingNo}】是招聘计划【${plan.filingNo}】的公示，不是本结果所依据招聘计划的公示`,
    }]);
    expect(r.en).toEqual([{
      code: 'R-GEN-06', level: 'ERROR', field,
      message: `Publicity announcement ${published.filingNo} is the publicity of recruitment plan ${plan.filingNo}, not of the plan this result is filed on`,
    }]);
    expect(refusal(r.submitted)).toEqual([422, r.zh[0].message]);
  });

  it('refuses a publicity announcement that names no plan: the link is what makes it the plan\'s publicity', async () => {
    const loose = await insertFilingRow(own.unitId, 'ANNOUNCEMENT', {
      status: 'APPROVED', header: { noticeType: 'PUBLICITY', content: '公示', publishChannel: 'SYSTEM', publishStart: day(-6), publishEnd: day(0) },
    });
    const r = await judged({ publicityFilingId: loose.id });
    expect(r.zh).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: `公示公告【${loose.title}】未关联招聘计划，不能作为本次招聘的公示` }]);
    expect(r.en).toEqual([{
      code: 'R-GEN-06', level: 'ERROR', field, message: `Publicity announcement ${loose.title} names no recruitment plan, so it is not the publicity of this recruitment`,
    }]);
    expect(r.submitted.status).toBe(422);
  });

  it('copies the publication dates only from an announcement it may rely on: not unapproved, of another kind or plan', async () => {
    const pending = (await step('jc', await publicity('jc', own.id, { approve: false }), 'SUBMIT')).json.data;
    const notice = await publicity('jc', own.id, { header: { noticeType: 'RECRUIT_NOTICE' } });
    const typed = { publicityStart: day(-30), publicityEnd: day(-20) };
    for (const refused of [pending, notice, published]) {
      const { json } = await draft({ publicityFilingId: refused.id, ...typed });
      expect(json.data.header).not.toHaveProperty('publicityStart');
      expect(json.data.header).not.toHaveProperty('publicityEnd');
      expect(json.data.header).not.toHaveProperty('publicityFilingNo');
      expect(publicityFindings(json.data)).toEqual([expect.objectContaining({ level: 'ERROR', field })]);
    }
    const { json } = await draft({ publicityFilingId: ownPublicity.id, ...typed });
    expect(json.data.header).toMatchObject({ publicityStart: day(-6), publicityEnd: day(0), publicityFilingNo: ownPublicity.filingNo, publicityTitle: ownPublicity.title });
    expect(publicityFindings(json.data)).toEqual([]);
  });

  it('counts the publication: 6 days are refused, 7 days ending on the day of submission are taken', async () => {
    const six = await publicity('jc', own.id, { start: day(-5), end: day(0) });
    const r = await judged({ publicityFilingId: six.id });
    expect(r.zh).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: '公示期为6日，不得少于7日' }]);
    expect(r.en).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: 'The publicity lasted 6 days; it must last at least 7' }]);
    expect(refusal(r.submitted)).toEqual([422, '公示期为6日，不得少于7日']);
    const seven = await judged({ publicityFilingId: ownPublicity.id });
    expect([seven.zh, seven.en]).toEqual([[], []]);
    expect(seven.submitted.json.data).toMatchObject({ status: 'PENDING_ZG', header: expect.objectContaining({ publicityStart: day(-6), publicityEnd: day(0) }) });
  });

  it('refuses a publication not over on the day of submission', async () => {
    const running = await publicity('jc', own.id, { start: day(-6), end: day(1) });
    const r = await judged({ publicityFilingId: running.id });
    expect(r.zh).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: `公示截止日（${day(1)}）尚未届满，公示期满后方可提交` }]);
    expect(r.en).toEqual([{ code: 'R-GEN-06', level: 'ERROR', field, message: `The publicity runs until ${day(1)}; submit once it is over` }]);
    expect(refusal(r.submitted)).toEqual([422, `公示截止日（${day(1)}）尚未届满，公示期满后方可提交`]);
  });

  it('takes the days in force on the first day of publication: 10 refuses 7 days, a later change does not', async () => {
    const db = await getDb();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const version = (validFrom: string) => addPolicyVersion(db, admin.id, { key: 'recruit.publicityDays', value: 10, validFrom, basis: '某省办法' }, validFrom);
    const nine = await publicity('jc', own.id, { start: day(-8), end: day(0) });
    const ten = await publicity('jc', own.id, { start: day(-9), end: day(0) });
    const later = await version(day(-3));
    try {
      expect((await judged({ publicityFilingId: ownPublicity.id })).zh).toEqual([]);
      const earlier = await version(day(-30));
      try {
        const r = await judged({ publicityFilingId: ownPublicity.id });
        expect(r.zh).toEqual([expect.objectContaining({ message: '公示期为7日，不得少于10日', field })]);
        expect(refusal(r.submittedEn)).toEqual([422, 'The publicity lasted 7 days; it must last at least 10']);
        expect((await judged({ publicityFilingId: nine.id })).zh).toEqual([expect.objectContaining({ message: '公示期为9日，不得少于10日', field })]);
        expect((await judged({ publicityFilingId: ten.id })).zh).toEqual([]);
      } finally {
        await db.delete(policySettings).where(eq(policySettings.id, earlier));
      }
    } finally {
      await db.delete(policySettings).where(eq(policySettings.id, later));
    }
  });

  it('refuses at each approval a result under review that names none (submitted before it was asked for)', async () => {
    const forget = async (f: FilingDetail) => {
      const { publicityFilingId: _dropped, ...header } = f.header;
      await (await getDb()).update(filings).set({ header }).where(eq(filings.id, f.id));
    };
    const message = '请选择本次招聘计划已核准的拟聘用人员公示公告（公示期以公告发布期间为准）';
    const messageEn = 'Name the approved publicity announcement (拟聘用人员公示) of the plan: the publicity period is its publication period';
    const { json } = await draft({ publicityFilingId: ownPublicity.id });
    await attach('jc', json.data.id, ['公示材料']);
    const pendingZg = (await step('jc', json.data, 'SUBMIT')).json.data;
    await forget(pendingZg);
    expect(refusal(await step('zg', pendingZg, 'ZG_APPROVE'))).toEqual([422, message]);
    expect(refusal(await step('zg', pendingZg, 'ZG_APPROVE', {}, EN))).toEqual([422, messageEn]);

    const { json: other } = await draft({ publicityFilingId: ownPublicity.id });
    await attach('jc', other.data.id, ['公示材料']);
    const pendingRsj = (await step('zg', (await step('jc', other.data, 'SUBMIT')).json.data, 'ZG_APPROVE')).json.data;
    expect(pendingRsj.status).toBe('PENDING_RSJ');
    await forget(pendingRsj);
    const refused = await step('rsj', pendingRsj, 'RSJ_APPROVE');
    expect(refusal(refused)).toEqual([422, message]);
    expect((refused.json.data as unknown as { violations: object[] }).violations).toContainEqual({ code: 'R-GEN-06', level: 'ERROR', field, message });
  });

  it('keeps a result approved before with its typed dates readable, and asks a correction of it for the announcement', async () => {
    const old = await insertFilingRow(own.unitId, 'RECRUIT_RESULT', {
      status: 'APPROVED', header: { planFilingId: own.id, publicityStart: day(-40), publicityEnd: day(-31), publicityResult: 'NO_OBJECTION' }, lines: [line()],
    });
    const { status, json } = await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: old.id }, token: tokens.jc });
    expect(status).toBe(200);
    expect(json.data.header).toEqual({ planFilingId: own.id, publicityStart: day(-40), publicityEnd: day(-31), publicityResult: 'NO_OBJECTION' });
    expect(json.data.violations).toEqual([]);
    const correction = await file('jc', {
      filingType: 'RECRUIT_RESULT', correctsFilingId: old.id, header: { planFilingId: own.id, publicityResult: 'NO_OBJECTION' }, lines: [line()],
    });
    expect(publicityFindings(correction.json.data)).toEqual([expect.objectContaining({ level: 'WARN', field })]);
  });
});

describe('arrival', () => {
  let waiting: typeof persons.$inferSelect;
  const arriveAs = (user: string, body: object) => call<{ personStatus: string; version: number }>(arrive, '/Recruit/arrive', { body, token: tokens[user] });

  beforeAll(async () => {
    const db = await getDb();
    [waiting] = await db.select().from(persons).where(and(eq(persons.name, '王晓明'), eq(persons.personStatus, 'PENDING_ARRIVAL')));
  });

  it('is refused to another unit, on a stale version and for a date to come', async () => {
    const body = { personId: waiting.id, version: waiting.version, arrivalDate: day(0), workStartDate: day(0) };
    expect((await arriveAs('jc2', body)).status).toBe(404);
    expect((await arriveAs('jc', { ...body, version: waiting.version - 1 })).status).toBe(409);
    const future = await arriveAs('jc', { ...body, arrivalDate: day(1), workStartDate: day(1) });
    expect(future.status).toBe(422);
    expect(future.json.msg).toBe('报到日期不能晚于今天');
  });

  it('puts the person on duty from the arrival day, with the histories citing the result', async () => {
    const { status, json } = await arriveAs('jc', { personId: waiting.id, version: waiting.version, arrivalDate: day(0), workStartDate: day(0) });
    expect(status).toBe(200);
    expect(json.data.personStatus).toBe('ON_DUTY');
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, waiting.id));
    expect(p).toMatchObject({ personStatus: 'ON_DUTY', unitEntryDate: day(0), appointDate: day(0), workStartDate: day(0) });
    const [post] = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, p.id));
    expect(post).toMatchObject({ postLevel: 'T12', changeKind: 'FIRST', appointStart: day(0) });
    const [estab] = await db.select().from(personEstabHistory).where(eq(personEstabHistory.personId, p.id));
    expect(estab).toMatchObject({ toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: day(0) });
    expect(post.sourceFilingId).toBe(estab.sourceFilingId);
    expect(post.sourceFilingId).not.toBeNull();
  });

  it('happens once', async () => {
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, waiting.id));
    const again = await arriveAs('jc', { personId: p.id, version: p.version, arrivalDate: day(0), workStartDate: day(0) });
    expect(again.status).toBe(422);
    expect(again.json.msg).toBe('王晓明不是已批待报到人员，不能办理报到');
  });
});
