import { desc, eq } from 'drizzle-orm';
import { POST as noticeList } from '@/app/api/Notice/getList/route';
import { getDb } from '@/lib/server/db/client';
import { notices } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { approveAll, attach, day, file, planHeader, planPost, signInAll, step, THIS_YEAR } from '@/lib/server/testing/recruit';

withFreshDatabase();

let planId: number;
beforeAll(async () => {
  await signInAll();
  const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('A01', 1)] });
  await attach('jc', json.data.id, ['招聘方案', '岗位表']);
  planId = (await approveAll('jc', json.data)).id;
});

const announce = (header: object, title = '湖州市第一中学公开招聘教师公告') => file('jc', {
  filingType: 'ANNOUNCEMENT', title,
  header: { noticeType: 'RECRUIT_NOTICE', content: '一、招聘岗位\n二、报名方式 <现场报名>', publishChannel: 'SYSTEM', publishStart: day(0), publishEnd: day(14), ...header },
});

describe('an announcement', () => {
  it('becomes a notice for everyone, within its window, once both reviews approve it', async () => {
    const { json } = await announce({ relatedFilingId: planId });
    expect(json.data.violations).toEqual([]);
    const approved = await approveAll('jc', json.data);
    expect(approved).toMatchObject({ status: 'APPROVED', header: expect.objectContaining({ relatedFilingNo: expect.stringMatching(/^ZPJH-/) }) });
    const db = await getDb();
    const [notice] = await db.select().from(notices).where(eq(notices.kind, 'notice')).orderBy(desc(notices.id)).limit(1);
    expect(notice).toMatchObject({
      title: '湖州市第一中学公开招聘教师公告', audience: 'all', kind: 'notice', publisherName: '湖州市第一中学', validFrom: day(0), validUntil: day(14),
      content: '<p>一、招聘岗位</p><p>二、报名方式 &lt;现场报名&gt;</p>',
    });
    for (const user of ['jc3', 'zg2']) {
      const token = await loginAs(user);
      const list = await call<{ list: { id: number }[] }>(noticeList, '/Notice/getList', { body: { pageSize: 50 }, token });
      expect(list.json.data.list.map((n) => n.id)).toContain(notice.id);
    }
  });

  it('must hang on an approved plan of the unit when it is a recruitment notice', async () => {
    const none = (await announce({})).json.data.violations;
    expect(none).toEqual([expect.objectContaining({ message: '该类公告须关联已核准的招聘计划', field: 'header.relatedFilingId' })]);
    const { json: draft } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('B01', 1)] });
    expect((await announce({ relatedFilingId: draft.data.id })).json.data.violations[0].message).toBe('关联的招聘计划尚未核准');
    const { json: other } = await file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('C01', 1)] });
    const foreign = await announce({ relatedFilingId: other.data.id });
    expect([foreign.status, foreign.json.msg, foreign.json.data]).toEqual([422, 'header.relatedFilingId: 业务不存在', { field: 'header.relatedFilingId' }]);
  });

  it('cannot be submitted once its window is over, and needs no plan when of another kind', async () => {
    const { json } = await announce({ noticeType: 'OTHER', publishStart: day(-10), publishEnd: day(-1) }, '旧公告');
    const refused = await step('jc', json.data, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe(`发布截止日期（${day(-1)}）已过，请调整发布期间`);
  });

  it('writes no notice before approval', async () => {
    const db = await getDb();
    const { json } = await announce({ relatedFilingId: planId }, '待审公告');
    await step('jc', json.data, 'SUBMIT');
    expect(await db.select().from(notices).where(eq(notices.title, '待审公告'))).toEqual([]);
  });
});
