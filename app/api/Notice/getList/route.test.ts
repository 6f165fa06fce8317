import { POST } from './route';
import type { NoticeItem } from '@/lib/contracts/notice';
import { getDb } from '@/lib/server/db/client';
import { notices as noticeTable } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

type Page = { list: NoticeItem[]; total: number; unread: number };
const notices = async (username: string, body: object = { pageNo: 1, pageSize: 10 }, lang?: string) =>
  (await call<Page>(POST, '/Notice/getList', {
    body, token: await loginAs(username), headers: lang ? { 'accept-language': lang } : undefined,
  })).json;

describe('POST /api/Notice/getList', () => {
  it("shows each user what is addressed to everyone, their region and their unit", async () => {
    const jc = await notices('jc');
    expect(jc.code).toBe(200);
    expect(jc.data.total).toBe(4);
    expect(jc.data.unread).toBe(4);
    expect(jc.data.list.some((n) => n.kind === 'email')).toBe(true);
    const jc3 = await notices('jc3');
    expect(jc3.data.total).toBe(3);
    expect(jc3.data.list.every((n) => n.kind === 'notice')).toBe(true);
  });

  it('pages the list and filters by kind', async () => {
    const page = await notices('jc', { pageNo: 2, pageSize: 3 });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.total).toBe(4);
    const mails = await notices('jc', { kind: 'email' });
    expect(mails.data.total).toBe(1);
    expect(mails.data.list[0]).toMatchObject({ read: false, publisher: '湖州市人力资源和社会保障局' });
  });

  it('defaults to page 1 of 10 and refuses a bad page size with 400', async () => {
    expect((await notices('zg', {})).data.list.length).toBeLessThanOrEqual(10);
    const bad = await notices('zg', { pageSize: 0 });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/^pageSize/);
  });

  it('reads a notice in English to an English reader, and in Chinese to the others', async () => {
    const inEnglish = await notices('jc', { kind: 'email' }, 'en');
    expect(inEnglish.data.list[0]).toMatchObject({
      title: 'Your personnel information filing was returned: please revise it and submit it again',
      content: '<p>Opinion: please attach the new staff member’s diploma.</p>',
    });
    for (const lang of ['zh-CN,zh;q=0.9', undefined]) {
      expect((await notices('jc', { kind: 'email' }, lang)).data.list[0]).toMatchObject({
        title: '您单位的人员信息上报已退回，请修改后再次提交', content: '<p>退回意见：请补充新进人员的学历证书附件。</p>',
      });
    }
  });

  it('reads a notice with no English in Chinese to an English reader', async () => {
    const db = await getDb();
    const [{ id }] = await db.insert(noticeTable).values({
      title: '仅有中文的通知', content: '<p>只有中文。</p>', audience: 'all', publisherName: '湖州市人力资源和社会保障局',
    }).returning({ id: noticeTable.id });
    const inEnglish = await notices('jc', { pageNo: 1, pageSize: 10 }, 'en');
    expect(inEnglish.data.list.find((n) => n.id === id)).toMatchObject({ title: '仅有中文的通知', content: '<p>只有中文。</p>' });
  });

  it('answers 401 without a token', async () => {
    expect((await call(POST, '/Notice/getList', { body: {} })).status).toBe(401);
  });
});
