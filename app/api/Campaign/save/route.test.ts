import { eq } from 'drizzle-orm';
import { POST as save } from './route';
import { POST as list } from '../getList/route';
import { POST as remove } from '../delete/route';
import type { CampaignItem } from '@/lib/contracts/campaign';
import { getDb } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { campaigns, systemLog } from '@/lib/server/db/tables';
import { signedInOtherBureau } from '@/lib/server/testing/accounts';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const tokens: Record<string, string> = {};
const CJK = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  for (const u of ['jc', 'jc3', 'zg', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  // The personnel bureau of another city (杭州), and its account.
  tokens.rsjhz = await signedInOtherBureau('rsjhz');
});

const saveAs = (user: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<CampaignItem>(save, '/Campaign/save', { body, token: tokens[user], headers });
const listOf = async (user: string, body: Record<string, unknown> = {}) => {
  const res = await call<{ list: CampaignItem[]; total: number }>(list, '/Campaign/getList', { body: { pageNo: 1, pageSize: 100, ...body }, token: tokens[user] });
  expect(res.status).toBe(200);
  return res.json.data;
};
const ids = async (user: string) => (await listOf(user)).list.map((c) => c.id);

describe('POST /api/Campaign/save', () => {
  it("keeps the bureau's campaign to its region: its authorities and units read it, another city's bureau neither sees nor edits it", async () => {
    const res = await saveAs('rsj', { filingType: 'ASSESSMENT_REPORT', year: 2003, deadline: '2004-03-31', note: '请各单位按时上报' });
    expect(res.status).toBe(200);
    const mine = res.json.data;
    expect(mine).toMatchObject({ filingType: 'ASSESSMENT_REPORT', year: 2003, deadline: '2004-03-31', regionCode: '330500', regionName: '湖州市', editable: true, version: 1 });
    for (const user of ['jc', 'jc3', 'zg', 'admin']) expect(await ids(user)).toContain(mine.id);
    expect((await listOf('zg')).list.find((c) => c.id === mine.id)!.editable).toBe(false);
    expect(await ids('rsjhz')).not.toContain(mine.id);
    const foreign = await saveAs('rsjhz', { id: mine.id, filingType: 'ASSESSMENT_REPORT', year: 2003, deadline: '2004-04-30' });
    expect(foreign.status).toBe(404);
    expect((await call(remove, '/Campaign/delete', { body: { id: mine.id }, token: tokens.rsjhz })).status).toBe(404);
  });

  it("sets the admin's campaign for every region: each bureau reads it but cannot change it", async () => {
    const res = await saveAs('admin', { filingType: 'POST_SETTING', year: 2003, deadline: '2003-12-31' });
    expect(res.status).toBe(200);
    const all = res.json.data;
    expect(all).toMatchObject({ regionCode: null, regionName: null, note: null, editable: true });
    for (const user of ['rsj', 'rsjhz']) {
      expect((await listOf(user)).list.find((c) => c.id === all.id)).toMatchObject({ editable: false });
      const edit = await saveAs(user, { id: all.id, filingType: 'POST_SETTING', year: 2003, deadline: '2004-01-31' });
      expect(edit.status).toBe(403);
      expect((await call(remove, '/Campaign/delete', { body: { id: all.id }, token: tokens[user] })).status).toBe(403);
    }
  });

  it('sets the admin\'s campaign for the region it names: that region\'s bureau reads it, another city\'s does not; null is every region again', async () => {
    const res = await saveAs('admin', { filingType: 'ASSESSMENT_REPORT', year: 2007, deadline: '2008-01-31', regionCode: '330100' });
    expect(res.status).toBe(200);
    const hz = res.json.data;
    expect(hz).toMatchObject({ regionCode: '330100', regionName: '杭州市', editable: true });
    expect((await listOf('rsjhz')).list.find((c) => c.id === hz.id)).toMatchObject({ regionName: '杭州市', editable: true });
    expect(await ids('rsj')).not.toContain(hz.id);
    expect((await saveAs('admin', { filingType: 'ASSESSMENT_REPORT', year: 2007, deadline: '2008-01-31', regionCode: '330500' })).status).toBe(200);
    const all = await saveAs('admin', { id: hz.id, version: hz.version, filingType: 'ASSESSMENT_REPORT', year: 2007, deadline: '2008-01-31', regionCode: null });
    expect(all.json.data).toMatchObject({ regionCode: null, regionName: null, version: 2 });
    expect(await ids('rsj')).toContain(hz.id);
  });

  it('refuses a region code not in the regions table with a 400 naming regionCode, in both languages', async () => {
    const body = { filingType: 'ASSESSMENT_REPORT', year: 2008, deadline: '2009-01-31', regionCode: '999999' };
    const zh = await saveAs('admin', body);
    const en = await saveAs('admin', body, { 'accept-language': 'en' });
    for (const a of [zh, en]) {
      expect(a.status).toBe(400);
      expect(a.json.data).toMatchObject({ field: 'regionCode' });
    }
    expect(zh.json.msg).toContain('行政区划不存在');
    expect(en.json.msg).not.toMatch(CJK);
    expect((await saveAs('admin', { ...body, regionCode: '3305' })).json.data).toMatchObject({ field: 'regionCode' });
  });

  it("keeps the bureau's campaign to its own region: its own code is taken, another city's or every region is 403 naming regionCode", async () => {
    const body = { filingType: 'POST_SETTING', year: 2008, deadline: '2008-12-31' };
    const own = await saveAs('rsj', { ...body, regionCode: '330500' });
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ regionCode: '330500', regionName: '湖州市' });
    for (const regionCode of ['330100', null]) {
      const other = await saveAs('rsj', { ...body, year: 2009, deadline: '2009-12-31', regionCode });
      expect(other.status).toBe(403);
      expect(other.json.data).toMatchObject({ field: 'regionCode' });
    }
    const edited = await saveAs('rsj', { id: own.json.data.id, version: 1, ...body, deadline: '2009-01-15' });
    expect(edited.json.data).toMatchObject({ regionCode: '330500', version: 2 });
  });

  it('edits with the version read and refuses a stale one', async () => {
    const created = (await saveAs('rsj', { filingType: 'POST_SETTING', year: 2004, deadline: '2004-06-30' })).json.data;
    const edited = await saveAs('rsj', { id: created.id, version: created.version, filingType: 'POST_SETTING', year: 2004, deadline: '2004-07-15', note: '延期' });
    expect(edited.json.data).toMatchObject({ id: created.id, deadline: '2004-07-15', note: '延期', version: 2, regionCode: '330500' });
    const stale = await saveAs('rsj', { id: created.id, version: created.version, filingType: 'POST_SETTING', year: 2004, deadline: '2004-08-01' });
    expect(stale.status).toBe(409);
  });

  it('refuses a second campaign of the same type, year and region, and allows it for another region', async () => {
    const body = { filingType: 'ASSESSMENT_REPORT', year: 2005, deadline: '2006-01-31' };
    expect((await saveAs('rsj', body)).status).toBe(200);
    const again = await saveAs('rsj', body);
    expect(again.status).toBe(400);
    expect(again.json.data).toMatchObject({ field: 'year' });
    expect((await saveAs('rsjhz', body)).status).toBe(200);
    expect((await saveAs('admin', body)).status).toBe(200);
  });

  it('lets neither a unit nor an authority set campaigns', async () => {
    for (const user of ['jc', 'zg']) {
      expect((await saveAs(user, { filingType: 'ASSESSMENT_REPORT', year: 2006, deadline: '2007-01-31' })).status).toBe(403);
    }
  });

  describe('refuses a field out of its bounds with a 400 naming it, in both languages', () => {
    const valid = { filingType: 'ASSESSMENT_REPORT', year: 2010, deadline: '2010-01-01' };
    const refused = async (body: Record<string, unknown>, field: string) => {
      const zh = await saveAs('rsj', { ...valid, ...body });
      const en = await saveAs('rsj', { ...valid, ...body }, { 'accept-language': 'en' });
      for (const a of [zh, en]) {
        expect(a.status).toBe(400);
        expect(a.json.data).toMatchObject({ field });
      }
      expect(en.json.msg).not.toMatch(CJK);
      return zh.json.msg;
    };

    it('a year before 2000 or after 2100', async () => {
      expect(await refused({ year: 1999, deadline: '2000-01-01' }, 'year')).toContain('年度不能早于 2000');
      expect(await refused({ year: 2101, deadline: '2100-12-31' }, 'year')).toContain('年度不能晚于 2100');
    });

    it('a deadline before the year, or not a date', async () => {
      expect(await refused({ year: 2010, deadline: '2009-12-31' }, 'deadline')).toContain('截止日期不能早于上报年度');
      await refused({ deadline: '2010-02-30' }, 'deadline');
      await refused({ deadline: '' }, 'deadline');
    });

    it('a type other than the two yearly rounds', async () => {
      await refused({ filingType: 'RECRUIT_PLAN' }, 'filingType');
    });

    it('a note over 200 characters', async () => {
      await refused({ note: '说'.repeat(201) }, 'note');
    });

    it('and takes the bounds themselves: the years 2000 and 2100, a deadline on the first day of the year, a note of 200', async () => {
      for (const body of [
        { year: 2000, deadline: '2000-01-01' }, { year: 2100, deadline: '2100-12-31' }, { year: 2011, deadline: '2011-01-01', note: '说'.repeat(200) },
      ]) expect((await saveAs('rsj', { ...valid, ...body })).status).toBe(200);
    });
  });
});

describe('POST /api/Campaign/delete and getList', () => {
  it('deletes a campaign for everyone and writes the system log', async () => {
    const created = (await saveAs('rsj', { filingType: 'ASSESSMENT_REPORT', year: 2020, deadline: '2021-03-31' })).json.data;
    expect(await ids('jc')).toContain(created.id);
    const stale = await call(remove, '/Campaign/delete', { body: { id: created.id, version: created.version + 1 }, token: tokens.rsj });
    expect(stale.status).toBe(409);
    const res = await call(remove, '/Campaign/delete', { body: { id: created.id, version: created.version }, token: tokens.rsj });
    expect(res.status).toBe(200);
    for (const user of ['rsj', 'jc', 'admin']) expect(await ids(user)).not.toContain(created.id);
    expect((await call(remove, '/Campaign/delete', { body: { id: created.id }, token: tokens.rsj })).status).toBe(404);
    const db = await getDb();
    const logged = await db.select().from(systemLog).where(eq(systemLog.action, 'campaign.delete'));
    expect(logged.map((l) => l.detail)).toContain('删除上报任务：2020 年年度考核上报，截止 2021-03-31');
  });

  it('filters by year and type, pages, and lists the newest year first', async () => {
    const page = await listOf('admin', { pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const everything = await listOf('admin');
    expect(page.total).toBe(everything.total);
    const years = everything.list.map((c) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const of2003 = await listOf('admin', { year: 2003, filingType: 'POST_SETTING' });
    expect(of2003.list.every((c) => c.year === 2003 && c.filingType === 'POST_SETTING')).toBe(true);
    expect(of2003.total).toBe(1);
  });
});

describe('one round of a type and year per region, in the database too', () => {
  it('refuses a second live row of the round, NULL region included, but not once the first is deleted', async () => {
    const db = await getDb();
    const round = { filingType: 'ASSESSMENT_REPORT', year: 2090, deadline: '2091-03-31' };
    for (const regionCode of [null, '330500']) {
      const [first] = await db.insert(campaigns).values({ ...round, regionCode }).returning();
      const refused = await db.insert(campaigns).values({ ...round, regionCode }).then(() => null, (e: unknown) => e);
      expect(isUniqueViolation(refused)).toBe(true);
      await db.update(campaigns).set({ deleted: true }).where(eq(campaigns.id, first.id));
      await db.insert(campaigns).values({ ...round, regionCode });
    }
  });
});
