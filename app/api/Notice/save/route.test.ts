import { POST as save } from './route';
import { POST as getPublished } from '../getPublished/route';
import { POST as withdraw } from '../withdraw/route';
import { POST as getAudience } from '../getAudience/route';
import { POST as getList } from '../getList/route';
import { POST as markRead } from '../markRead/route';
import type { NoticeItem, PublishedNotice } from '@/lib/contracts/notice';
import { today } from '@/lib/domain/datetime';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

type Inbox = { list: NoticeItem[]; total: number; unread: number };
type Audience = { regions: { code: string }[]; units: { id: number; unitName: string }[] };
const tokens: Record<string, string> = {};
const as = async (user: string) => (tokens[user] ??= await loginAs(user));
const publish = async (body: object, user = 'rsj') => call<PublishedNotice>(save, '/Notice/save', { body, token: await as(user) });
const inbox = async (user: string, lang = 'zh-CN') => (await call<Inbox>(getList, '/Notice/getList', {
  body: { kind: 'notice', pageSize: 50 }, token: await as(user), headers: { 'accept-language': lang },
})).json.data;
const shift = (days: number) => {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let units: Audience['units'];
const unitId = (name: string) => units.find((u) => u.unitName === name)!.id;

beforeAll(async () => {
  units = (await call<Audience>(getAudience, '/Notice/getAudience', { body: {}, token: await as('rsj') })).json.data.units;
});

describe('publishing a notice', () => {
  it('reaches the users of the chosen unit only, with its HTML sanitised', async () => {
    const { status, json } = await publish({
      title: '关于报送2026年度考核结果的通知',
      content: '<p onclick="x()">请于<strong>12月31日</strong>前报送。</p><script>alert(1)</script><a href="javascript:alert(1)">附件</a>',
      audience: 'units', unitIds: [unitId('湖州市第一中学')],
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ audience: 'units', unitNames: ['湖州市第一中学'], status: 'active', readCount: 0, publisher: '湖州市人力资源和社会保障局' });
    expect(json.data.content).toBe('<p>请于<strong>12月31日</strong>前报送。</p><a>附件</a>');
    const seen = (await inbox('jc')).list.find((n) => n.id === json.data.id);
    expect(seen).toMatchObject({ title: '关于报送2026年度考核结果的通知', read: false });
    expect((await inbox('jc2')).list.some((n) => n.id === json.data.id)).toBe(false);
    expect((await inbox('jc3')).list.some((n) => n.id === json.data.id)).toBe(false);
  });

  it('marks it read from the popover and counts the reader for the publisher', async () => {
    const { json } = await publish({ title: '已读测试', content: '<p>内容</p>', audience: 'units', unitIds: [unitId('湖州市中心医院')] });
    expect((await inbox('jc3')).unread).toBeGreaterThan(0);
    const marked = await call<{ marked: number }>(markRead, '/Notice/markRead', { body: { kind: 'notice' }, token: await as('jc3') });
    expect(marked.json.data.marked).toBeGreaterThan(0);
    const after = await inbox('jc3');
    expect(after.unread).toBe(0);
    expect(after.list.find((n) => n.id === json.data.id)?.read).toBe(true);
    const mine = await call<{ list: PublishedNotice[] }>(getPublished, '/Notice/getPublished', { body: { keyword: '已读测试' }, token: await as('rsj') });
    expect(mine.json.data.list[0].readCount).toBe(1);
  });

  it('shows a notice only within its validity window', async () => {
    const later = await publish({ title: '下月生效的通知', content: '<p>x</p>', audience: 'all', validFrom: shift(30) });
    const past = await publish({ title: '已过期的通知', content: '<p>x</p>', audience: 'all', validFrom: shift(-30), validUntil: shift(-1) });
    const current = await publish({ title: '今天截止的通知', content: '<p>x</p>', audience: 'all', validUntil: today() });
    const ids = (await inbox('jc2')).list.map((n) => n.id);
    expect(ids).toContain(current.json.data.id);
    expect(ids).not.toContain(later.json.data.id);
    expect(ids).not.toContain(past.json.data.id);
    expect([later.json.data.status, past.json.data.status]).toEqual(['scheduled', 'expired']);
    const scheduled = await call<{ list: PublishedNotice[] }>(getPublished, '/Notice/getPublished', { body: { status: 'scheduled' }, token: await as('rsj') });
    expect(scheduled.json.data.list.map((n) => n.id)).toEqual([later.json.data.id]);
  });

  it('lets the publisher edit and withdraw; a withdrawn notice disappears and cannot be edited', async () => {
    const { json } = await publish({ title: '待修改', content: '<p>v1</p>', audience: 'region', regionCode: '330500' });
    const edited = await publish({ id: json.data.id, version: json.data.version, title: '已修改', content: '<p>v2</p>', audience: 'region', regionCode: '330500' });
    expect(edited.json.data).toMatchObject({ title: '已修改', content: '<p>v2</p>', version: json.data.version + 1, regionName: '湖州市' });
    expect((await inbox('jc')).list.some((n) => n.title === '已修改')).toBe(true);
    const stale = await publish({ id: json.data.id, version: json.data.version, title: 'x', content: '<p>x</p>', audience: 'all' });
    expect(stale.status).toBe(409);
    const gone = await call<PublishedNotice>(withdraw, '/Notice/withdraw', { body: { id: json.data.id }, token: await as('rsj') });
    expect(gone.json.data.status).toBe('withdrawn');
    expect((await inbox('jc')).list.some((n) => n.id === json.data.id)).toBe(false);
    const refused = await publish({ id: json.data.id, title: 'x', content: '<p>x</p>', audience: 'all' });
    expect(refused.status).toBe(422);
  });
});

describe('a published notice in English', () => {
  it('is read in Chinese by an English reader: the publisher writes no English', async () => {
    const { json } = await publish({ title: '仅中文的通知', content: '<p>中文内容</p>', audience: 'all' });
    expect((await inbox('jc', 'en')).list.find((n) => n.id === json.data.id)).toMatchObject({ title: '仅中文的通知', content: '<p>中文内容</p>' });
  });

  it('is read in the English its publisher wrote by an English reader, in Chinese by a Chinese one', async () => {
    const { status, json } = await publish({
      title: '关于报送岗位设置方案的通知', content: '<p>请按时报送。</p>',
      titleEn: ' Submitting the post setting plans ', contentEn: '<p onclick="x()">Please submit in time.</p><script>alert(1)</script>', audience: 'all',
    }, 'admin');
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ titleEn: 'Submitting the post setting plans', contentEn: '<p>Please submit in time.</p>' });
    expect((await inbox('jc', 'en')).list.find((n) => n.id === json.data.id)).toMatchObject({ title: 'Submitting the post setting plans', content: '<p>Please submit in time.</p>' });
    expect((await inbox('jc', 'zh-CN')).list.find((n) => n.id === json.data.id)).toMatchObject({ title: '关于报送岗位设置方案的通知', content: '<p>请按时报送。</p>' });
  });

  it('keeps the English an edit gives, changed as it gives it', async () => {
    const { json } = await publish({ title: '英文修改前', content: '<p>v1</p>', titleEn: 'Before', contentEn: '<p>v1</p>', audience: 'all' });
    const edited = await publish({
      id: json.data.id, version: json.data.version, title: '英文修改后', content: '<p>v2</p>', titleEn: 'After', contentEn: '<p>v2</p>', audience: 'all',
    });
    expect(edited.json.data).toMatchObject({ title: '英文修改后', titleEn: 'After', contentEn: '<p>v2</p>', version: json.data.version + 1 });
    expect((await inbox('jc', 'en')).list.find((n) => n.id === json.data.id)).toMatchObject({ title: 'After', content: '<p>v2</p>' });
  });

  it('refuses an English title without its content and the reverse, one too long, and an English body without text (400)', async () => {
    const noContent = await publish({ title: 't', content: '<p>x</p>', titleEn: 'Title', contentEn: ' ', audience: 'all' });
    expect(noContent.status).toBe(400);
    expect(noContent.json).toMatchObject({ msg: 'contentEn: 填写了英文标题，请填写英文正文', data: { field: 'contentEn' } });
    const noTitle = await call(save, '/Notice/save', {
      body: { title: 't', content: '<p>x</p>', contentEn: '<p>Body</p>', audience: 'all' }, token: await as('rsj'), headers: { 'accept-language': 'en' },
    });
    expect(noTitle.json).toMatchObject({ code: 400, msg: 'titleEn: is required with an English body', data: { field: 'titleEn' } });
    const long = await publish({ title: 't', content: '<p>x</p>', titleEn: 'T'.repeat(201), contentEn: '<p>x</p>', audience: 'all' });
    expect(long.json).toMatchObject({ code: 400, data: { field: 'titleEn' } });
    expect((await publish({ title: 't', content: '<p>x</p>', titleEn: 'T'.repeat(200), contentEn: '<p>x</p>', audience: 'all' })).status).toBe(200);
    const onlyScript = await publish({ title: 't', content: '<p>x</p>', titleEn: 'T', contentEn: '<script>alert(1)</script>', audience: 'all' });
    expect(onlyScript.json).toMatchObject({ code: 400, data: { field: 'contentEn' } });
  });

  it('loses the English it had once the publisher edits it without its English: the English reader reads the new Chinese', async () => {
    const [notice] = (await call<{ list: PublishedNotice[] }>(getPublished, '/Notice/getPublished', { body: { keyword: '系统升级维护公告' }, token: await as('rsj') })).json.data.list;
    expect((await inbox('jc', 'en')).list.find((n) => n.id === notice.id)).toMatchObject({ title: 'System upgrade and maintenance' });
    expect(notice).toMatchObject({ titleEn: 'System upgrade and maintenance' });
    const edited = await publish({ id: notice.id, version: notice.version, title: '系统升级维护公告（延期）', content: '<p>改至下周六。</p>', audience: 'all' });
    expect(edited.json.data).toMatchObject({ titleEn: null, contentEn: null });
    for (const lang of ['en', 'zh-CN']) {
      expect((await inbox('jc', lang)).list.find((n) => n.id === notice.id)).toMatchObject({ title: '系统升级维护公告（延期）', content: '<p>改至下周六。</p>' });
    }
  });
});

describe('refusals', () => {
  it('names the missing or wrong field (400)', async () => {
    const noTitle = await publish({ title: ' ', content: '<p>x</p>', audience: 'all' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.msg).toContain('请填写通知标题');
    const noUnits = await publish({ title: 't', content: '<p>x</p>', audience: 'units', unitIds: [] });
    expect(noUnits.json).toMatchObject({ code: 400, data: { field: 'unitIds' } });
    const window = await publish({ title: 't', content: '<p>x</p>', audience: 'all', validFrom: '2026-12-02', validUntil: '2026-12-01' });
    expect(window.json.data).toMatchObject({ field: 'validUntil' });
    const onlyScript = await publish({ title: 't', content: '<script>alert(1)</script>', audience: 'all' });
    expect(onlyScript.json).toMatchObject({ code: 400, data: { field: 'content' } });
  });

  it('refuses units and regions outside the publisher\'s scope (403)', async () => {
    const region = await publish({ title: 't', content: '<p>x</p>', audience: 'region', regionCode: '330100' });
    expect(region.status).toBe(403);
    const unknown = await publish({ title: 't', content: '<p>x</p>', audience: 'units', unitIds: [999999] });
    expect(unknown.status).toBe(403);
  });

  it('refuses base units and competent authorities (403), and hides others\' notices from rsj', async () => {
    for (const user of ['jc', 'zg']) {
      expect((await publish({ title: 't', content: '<p>x</p>', audience: 'all' }, user)).status).toBe(403);
      expect((await call(getPublished, '/Notice/getPublished', { body: {}, token: await as(user) })).status).toBe(403);
    }
    const byAdmin = await publish({ title: '管理员通知', content: '<p>x</p>', audience: 'all' }, 'admin');
    expect(byAdmin.status).toBe(200);
    const rsjTries = await call(withdraw, '/Notice/withdraw', { body: { id: byAdmin.json.data.id }, token: await as('rsj') });
    expect(rsjTries.status).toBe(404);
    const all = await call<{ list: PublishedNotice[] }>(getPublished, '/Notice/getPublished', { body: { pageSize: 200 }, token: await as('admin') });
    expect(all.json.data.list.some((n) => n.publisher === '湖州市人力资源和社会保障局')).toBe(true);
  });
});
