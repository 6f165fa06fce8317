import { and, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import { POST as upload } from '@/app/api/Attachment/upload/route';
import { POST as planCurrent } from '@/app/api/PostPlan/getCurrent/route';
import { POST as planDetail } from '@/app/api/PostPlan/getDetail/route';
import { POST as planList } from '@/app/api/PostPlan/getList/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostPlanContext, PostPlanDetail, PostPlanItem } from '@/lib/contracts/postSetting';
import { getDb } from '@/lib/server/db/client';
import { unitPostPlanLines, unitPostPlans } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let context: PostPlanContext;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'zg2', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  context = (await call<PostPlanContext>(planCurrent, '/PostPlan/getCurrent', { body: {}, token: tokens.jc })).json.data;
});

const as = (u: string) => ({ token: tokens[u] });
const PDF = samplePdf('岗位设置方案');
const REQUIRED = ['岗位设置方案', '岗位说明书', '职代会决议'];

type Line = { postCategory: string; postLevel: string; approvedCount: number };

/** The current plan with some levels changed, and the header totals that follow from the lines. */
function planBody(changes: Record<string, number> = {}, header: Record<string, unknown> = {}) {
  const lines: Line[] = context.plan!.lines.map((l) => ({ ...l, approvedCount: changes[l.postLevel] ?? l.approvedCount }));
  const sum = (c: string) => lines.filter((l) => l.postCategory === c).reduce((s, l) => s + l.approvedCount, 0);
  return {
    filingType: 'POST_SETTING', contactName: '李明华', contactPhone: '13857201234', year: 2026,
    header: {
      settingKind: 'ADJUST', estabSnapshot: context.quotaInst, managePosts: sum('MANAGE'), techPosts: sum('TECH'), workerPosts: sum('WORKER'),
      postTotal: sum('MANAGE') + sum('TECH') + sum('WORKER'), dualPostCount: 1, staffCongressDate: '2026-09-20', plan: '按学校发展规划调整专技岗位结构', ...header,
    },
    lines: lines.map((l) => ({ payload: { ...l, currentCount: context.holders[l.postLevel] ?? 0 } })),
  };
}

const createPlan = async (changes?: Record<string, number>, header?: Record<string, unknown>, user = 'jc') =>
  (await call<FilingDetail>(create, '/Filing/create', { body: planBody(changes, header), ...as(user) }));

async function attachAll(filingId: number) {
  for (const category of REQUIRED) {
    const { status } = await call(upload, '/Attachment/upload', { body: { filingId, category, fileName: `${category}.pdf`, content: PDF.toString('base64') }, ...as('jc') });
    expect(status).toBe(200);
  }
}

const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user) });

describe('the form context', () => {
  it('gives the unit its current plan, institution quota, rank and holders per level', () => {
    expect(context.unit).toMatchObject({ id: jcUnit, unitRank: 'DIV_DEP', mainPostType: 'TECH' });
    expect(context.quotaInst).toBe(150);
    expect(context.plan).toMatchObject({ planVersion: 1, isCurrent: true, postTotal: 150 });
    expect(context.plan!.lines.find((l) => l.postLevel === 'T10')).toEqual({ postCategory: 'TECH', postLevel: 'T10', approvedCount: 15 });
    expect(Object.values(context.holders).reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    expect(context.pendingFilingId).toBeNull();
  });
});

describe('a POST_SETTING through both reviews', () => {
  let filing: FilingDetail;

  it('is saved as a draft showing the missing attachments and the ratio warnings', async () => {
    const { status, json } = await createPlan({ T10: 14, T11: 13 });
    expect(status).toBe(200);
    filing = json.data;
    expect(filing).toMatchObject({ status: 'DRAFT', route: 'ZG_RSJ', filingType: 'POST_SETTING' });
    expect(filing.violations.filter((v) => v.level === 'ERROR').map((v) => v.message)).toEqual(REQUIRED.map((c) => `缺少必传附件：${c}`));
    expect(filing.violations).toContainEqual(expect.objectContaining({ code: 'R-GW-04', level: 'WARN' }));
  });

  it('is refused without its attachments, then asks for the warnings to be acknowledged', async () => {
    const missing = await doAct('jc', filing, 'SUBMIT');
    expect(missing.status).toBe(422);
    expect(missing.json.msg).toBe('缺少必传附件：岗位设置方案');
    await attachAll(filing.id);
    const unacknowledged = await doAct('jc', filing, 'SUBMIT');
    expect(unacknowledged.status).toBe(422);
    expect(new Set((unacknowledged.json.data as unknown as { needsAcknowledgement: string[] }).needsAcknowledgement)).toEqual(new Set(['R-GW-04']));
  });

  it('is submitted with the warnings acknowledged and cannot be seen or acted on by another unit', async () => {
    const { status, json } = await doAct('jc', filing, 'SUBMIT', { ackWarnings: ['R-GW-04'] });
    expect(status).toBe(200);
    filing = json.data;
    expect(filing.filingNo).toMatch(/^GWSZ-\d{4}-\d{6}$/);
    expect(filing.status).toBe('PENDING_ZG');
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('jc2') })).status).toBe(404);
    expect((await doAct('jc2', filing, 'WITHDRAW')).status).toBe(404);
    expect((await doAct('zg2', filing, 'ZG_APPROVE')).status).toBe(404);
    const ctx = (await call<PostPlanContext>(planCurrent, '/PostPlan/getCurrent', { body: {}, ...as('jc') })).json.data;
    expect(ctx.pendingFilingId).toBe(filing.id);
  });

  it('refuses a second post setting while this one is under review', async () => {
    const second = (await createPlan({ T10: 13, T11: 14 })).json.data;
    await attachAll(second.id);
    const { status, json } = await doAct('jc', second, 'SUBMIT', { ackWarnings: ['R-GW-04'] });
    expect(status).toBe(422);
    expect(json.msg).toBe(`岗位设置审批备案【${filing.filingNo}】正在审核中，不能再次提交`);
  });

  it('becomes the current plan on rsj approval, the previous version kept but no longer current', async () => {
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    expect(filing.status).toBe('PENDING_RSJ');
    const db = await getDb();
    expect(await db.select().from(unitPostPlans).where(and(eq(unitPostPlans.unitId, jcUnit), eq(unitPostPlans.isCurrent, true))))
      .toEqual([expect.objectContaining({ planVersion: 1 })]);
    const { status, json } = await doAct('rsj', filing, 'RSJ_APPROVE', { opinion: '同意核准' });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ status: 'APPROVED' });
    expect(json.data.reviews.map((r) => r.action)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT']);
    const plans = await db.select().from(unitPostPlans).where(eq(unitPostPlans.unitId, jcUnit));
    expect(plans.map((p) => [p.planVersion, p.isCurrent]).sort()).toEqual([[1, false], [2, true]]);
    const v2 = plans.find((p) => p.planVersion === 2)!;
    expect(v2).toMatchObject({ sourceFilingId: filing.id, postTotal: 150, techPosts: 132, dualPostCount: 1, maxManageLevel: 'M06', maxTechLevel: 'T03' });
    const lines = await db.select().from(unitPostPlanLines).where(eq(unitPostPlanLines.planId, v2.id));
    expect(lines.find((l) => l.postLevel === 'T10')!.approvedCount).toBe(14);
    expect(lines.find((l) => l.postLevel === 'T11')!.approvedCount).toBe(13);
  });

  it('shows the new version in the unit history, newest first, and to the competent authority', async () => {
    const own = (await call<{ list: PostPlanItem[]; total: number }>(planList, '/PostPlan/getList', { body: {}, ...as('jc') })).json.data;
    expect(own.total).toBe(2);
    expect(own.list.map((p) => [p.planVersion, p.isCurrent, p.sourceFilingNo])).toEqual([[2, true, filing.filingNo], [1, false, null]]);
    const byZg = await call<{ list: PostPlanItem[] }>(planList, '/PostPlan/getList', { body: { unitId: jcUnit }, ...as('zg') });
    expect(byZg.json.data.list).toHaveLength(2);
    expect((await call(planList, '/PostPlan/getList', { body: { unitId: jcUnit }, ...as('zg2') })).status).toBe(403);
    const v2 = (await call<PostPlanDetail>(planDetail, '/PostPlan/getDetail', { body: { id: own.list[0].id }, ...as('rsj') })).json.data;
    expect(v2.lines.find((l) => l.postLevel === 'T10')!.approvedCount).toBe(14);
    expect((await call(planDetail, '/PostPlan/getDetail', { body: { id: own.list[0].id }, ...as('jc2') })).status).toBe(404);
  });
});

describe('rules that refuse a submission', () => {
  beforeAll(async () => {
    context = (await call<PostPlanContext>(planCurrent, '/PostPlan/getCurrent', { body: {}, token: tokens.jc })).json.data;
  });

  async function refusal(changes: Record<string, number>, header: Record<string, unknown> = {}) {
    const f = (await createPlan(changes, header)).json.data;
    await attachAll(f.id);
    return doAct('jc', f, 'SUBMIT', { ackWarnings: ['R-GW-04'] });
  }

  it('R-GW-01: a total above the institution quota', async () => {
    const { status, json } = await refusal({ T11: 14 });
    expect(status).toBe(422);
    expect(json.msg).toBe('岗位总量（151）超过核定事业编制数（150）');
  });

  it('R-GW-01: a category total that is not the sum of its levels', async () => {
    const { json } = await refusal({}, { techPosts: 131, postTotal: 149 });
    expect(json.msg).toBe('专业技术岗位各等级设置数之和（132）与专业技术岗位合计（131）不一致');
  });

  it('R-GW-03: a 专业技术一级 post', async () => {
    const { json } = await refusal({ T01: 1, T13: 11 });
    expect(json.msg).toBe('专业技术一级岗位为国家专设，地方单位设置数须为0');
  });

  it('a first setting for a unit that already has a plan', async () => {
    const { json } = await refusal({}, { settingKind: 'FIRST' });
    expect(json.msg).toBe('本单位已有核准的岗位设置，请选择“调整”');
  });

  it('a malformed line is refused on save, naming the line', async () => {
    const body = planBody();
    body.lines[0].payload = { ...body.lines[0].payload, postLevel: 'T05' };
    const { status, json } = await call(create, '/Filing/create', { body, ...as('jc') });
    expect(status).toBe(400);
    expect(json.msg).toBe('第 1 行 postLevel: 岗位等级不属于所选岗位类别');
  });
});
