import { POST } from './route';
import { POST as list } from '../getList/route';
import type { NoticeItem } from '@/lib/contracts/notice';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

type Page = { list: NoticeItem[]; total: number; unread: number };
const tokens: Record<string, string> = {};
const tokenOf = async (username: string) => (tokens[username] ??= await loginAs(username));
const notices = async (username: string, body: object = {}) =>
  (await call<Page>(list, '/Notice/getList', { body, token: await tokenOf(username) })).json.data;
const markRead = async (username: string, body: object = {}) =>
  (await call<{ marked: number }>(POST, '/Notice/markRead', { body, token: await tokenOf(username) })).json;

describe('POST /api/Notice/markRead', () => {
  it('marks the given notices read for the caller only', async () => {
    const shared = (await notices('jc2')).list[0];
    expect((await notices('jc')).list.map((n) => n.id)).toContain(shared.id);
    const res = await markRead('jc', { ids: [shared.id] });
    expect(res).toMatchObject({ code: 200, data: { marked: 1 } });
    expect((await notices('jc')).list.find((n) => n.id === shared.id)?.read).toBe(true);
    expect((await notices('jc')).unread).toBe(3);
    const other = await notices('jc2');
    expect(other.list.find((n) => n.id === shared.id)?.read).toBe(false);
    expect(other.unread).toBe(other.total);
  });

  it('marks every notice of one kind, then all, and marking again changes nothing', async () => {
    expect((await markRead('zg', { kind: 'notice' })).data.marked).toBeGreaterThan(0);
    const all = await markRead('zg');
    expect(all.code).toBe(200);
    expect((await notices('zg')).unread).toBe(0);
    expect((await markRead('zg')).data.marked).toBe(0);
  });

  it('ignores notices the caller cannot see', async () => {
    const [mail] = (await notices('jc', { kind: 'email' })).list;
    expect((await markRead('jc3', { ids: [mail.id] })).data.marked).toBe(0);
    expect((await notices('jc3')).total).toBe(3);
  });

  it('refuses a bad id list with 400 naming the field, and a caller without a token with 401', async () => {
    const empty = await markRead('jc', { ids: [] });
    expect(empty.code).toBe(400);
    expect(empty.msg).toMatch(/^ids/);
    expect((await markRead('jc', { ids: ['x'] })).msg).toMatch(/^ids\.0/);
    expect((await call(POST, '/Notice/markRead', { body: {} })).status).toBe(401);
  });
});
