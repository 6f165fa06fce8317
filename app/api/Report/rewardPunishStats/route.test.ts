import ExcelJS from 'exceljs';
import { POST as stats } from './route';
import { POST as statsExport } from '../rewardPunishStatsExport/route';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { personRewardPunish } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2031; // the demo data has no rewards or punishments that year: the test writes its own
type Row = { unitId: number; unitName: string; rewards: Record<string, number>; rewarded: number; punishments: Record<string, number>; punished: number };
type Listed = { personId: number; name: string; unitId: number; unitName: string; rpType: string; rpName: string; start: string; end: string };
type Stats = { year: number; statDate: string; rows: Row[]; total: Row; inPeriod: Listed[] };
const statsAs = async (user: string, body: unknown) => call<Stats>(stats, '/Report/rewardPunishStats', { body, token: await loginAs(user) });
const rowOf = (s: Stats, unitId: number) => s.rows.find((r) => r.unitId === unitId);
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let school: number; // jc2's unit
let middle: number; // jc's unit
let hospital: number; // jc3's unit
const ids: Record<string, number> = {};
const day = today();

async function record(personId: number, unitId: number, rpKind: 'REWARD' | 'PUNISH', rpType: string, decisionDate: string, extra: Partial<typeof personRewardPunish.$inferInsert> = {}) {
  const db = await getDb();
  await db.insert(personRewardPunish).values({
    personId, unitId, rpKind, rpType, rpName: `${rpType}决定`, decisionDate, effectiveDate: decisionDate, ...extra,
  });
}

beforeAll(async () => {
  [school, middle, hospital] = await Promise.all(['湖州市吴兴区织里实验小学', '湖州市第一中学', '湖州市中心医院'].map(unitIdOf));
  const on = (unitId: number, name: string, p: Parameters<typeof insertPerson>[1] = {}) => insertPerson(unitId, { recordStatus: 'FILED', name, ...p });
  for (const [key, unitId] of [['a', school], ['b', school], ['c', school], ['d', middle], ['e', hospital]] as const) ids[key] = await on(unitId, `奖惩${key}`);
  // The year's records: A commended twice (one person), B commended and credited, C warned; D at the middle school honoured.
  await record(ids.a, school, 'REWARD', 'COMMEND', `${YEAR}-03-01`);
  await record(ids.a, school, 'REWARD', 'COMMEND', `${YEAR}-09-01`);
  await record(ids.b, school, 'REWARD', 'COMMEND', `${YEAR}-03-01`);
  await record(ids.b, school, 'REWARD', 'MERIT', `${YEAR}-12-31`);
  await record(ids.c, school, 'PUNISH', 'WARNING', `${YEAR}-05-01`, { punishMonths: 6, punishEndDate: `${YEAR}-10-31` });
  await record(ids.c, school, 'REWARD', 'COMMEND', `${YEAR - 1}-12-31`);
  await record(ids.d, middle, 'REWARD', 'HONOR_TITLE', `${YEAR}-06-01`);
  await record(ids.e, hospital, 'PUNISH', 'DEMERIT', `${YEAR}-01-01`, { punishMonths: 12, punishEndDate: `${YEAR}-12-31` });

  // Today: a warning ending exactly today is still running; one that ended yesterday is not; a demerit from today runs.
  ids.endsToday = await on(school, '今日期满');
  await record(ids.endsToday, school, 'PUNISH', 'WARNING', shift(day, -183), { punishEndDate: day });
  ids.endedYesterday = await on(school, '昨日期满');
  await record(ids.endedYesterday, school, 'PUNISH', 'WARNING', shift(day, -184), { punishEndDate: shift(day, -1) });
  ids.fromToday = await on(middle, '今日起算');
  await record(ids.fromToday, middle, 'PUNISH', 'DEMERIT', day);
  ids.tomorrow = await on(school, '明日生效');
  await record(ids.tomorrow, school, 'PUNISH', 'WARNING', shift(day, 1), { punishEndDate: shift(day, 183) });
  ids.expelled = await on(school, '已开除', { personStatus: 'REDUCED', reduceType: 'EXPEL', reduceDate: day });
  await record(ids.expelled, school, 'PUNISH', 'EXPEL', day);
});

describe('POST /api/Report/rewardPunishStats', () => {
  it('counts a base unit\'s persons per reward and punishment type of the year, each person once per type', async () => {
    const { status, json } = await statsAs('jc2', { year: YEAR });
    expect(status).toBe(200);
    expect(json.data.rows.map((r) => r.unitId)).toEqual([school]);
    expect(json.data.rows[0].rewards).toEqual({ COMMEND: 2, MERIT: 1, MAJOR_MERIT: 0, HONOR_TITLE: 0 });
    expect(json.data.rows[0].punishments).toEqual({ WARNING: 1, DEMERIT: 0, DEMOTE: 0, REMOVE: 0, EXPEL: 0 });
    expect(json.data.total).toMatchObject({ rewarded: 2, punished: 1 });
  });

  it('lists who is in a punishment period today, a period ending today included, within the caller\'s units', async () => {
    const jc2 = (await statsAs('jc2', { year: YEAR })).json.data;
    expect(jc2.statDate).toBe(day);
    expect(jc2.inPeriod.map((p) => p.personId)).toEqual([ids.endsToday]);
    expect(jc2.inPeriod[0]).toMatchObject({ name: '今日期满', unitName: '湖州市吴兴区织里实验小学', rpType: 'WARNING', end: day });
    const jc = (await statsAs('jc', { year: YEAR })).json.data;
    expect(jc.inPeriod.map((p) => p.personId)).toEqual([ids.fromToday]);
    expect(jc.inPeriod[0]).toMatchObject({ start: day, rpType: 'DEMERIT' });
    expect(jc.inPeriod[0].end > day).toBe(true);
  });

  it('keeps each authority to its units, the bureau seeing its region', async () => {
    const zg = (await statsAs('zg', { year: YEAR })).json.data;
    expect(rowOf(zg, middle)?.rewards.HONOR_TITLE).toBe(1);
    expect(rowOf(zg, hospital)).toBeUndefined();
    expect(zg.inPeriod.map((p) => p.personId).sort()).toEqual([ids.endsToday, ids.fromToday].sort());
    const zg2 = (await statsAs('zg2', { year: YEAR })).json.data;
    expect(rowOf(zg2, hospital)?.punishments.DEMERIT).toBe(1);
    expect(rowOf(zg2, school)).toBeUndefined();
    expect(zg2.inPeriod.some((p) => p.unitId === school || p.unitId === middle)).toBe(false);
    const rsj = (await statsAs('rsj', { year: YEAR })).json.data;
    expect(rsj.total).toMatchObject({ rewarded: 3, punished: 2 });
    expect(rsj.total.rewards).toEqual({ COMMEND: 2, MERIT: 1, MAJOR_MERIT: 0, HONOR_TITLE: 1 });
  });

  it('shows zeros for a year without records and asks for a valid year', async () => {
    const empty = (await statsAs('admin', { year: 2002 })).json.data;
    expect(empty.total).toMatchObject({ rewarded: 0, punished: 0 });
    expect((await statsAs('jc2', { year: 1999 })).json.code).toBe(400);
    expect((await statsAs('jc2', { year: 2031.5 })).json.code).toBe(400);
  });
});

describe('POST /api/Report/rewardPunishStatsExport', () => {
  it('downloads the table (the total last) and the persons in a punishment period as two sheets', async () => {
    const res = await statsExport(new Request('http://localhost/api/Report/rewardPunishStatsExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs('jc2')}` }, body: JSON.stringify({ year: YEAR }),
    }));
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(book.worksheets).toHaveLength(2);
    const values = (i: number) => (book.worksheets[i].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    const table = values(0);
    expect(table[0]).toEqual(['单位', '嘉奖', '记功', '记大功', '授予称号', '受奖励人数', '警告', '记过', '降低岗位等级', '撤职', '开除', '受处分人数']);
    expect(table[1]).toEqual(['湖州市吴兴区织里实验小学', 2, 1, 0, 0, 2, 1, 0, 0, 0, 0, 1]);
    expect(table.at(-1)?.[0]).toBe('合计');
    const list = values(1);
    expect(book.worksheets[1].name).toBe('处分期内人员');
    expect(list[0]).toEqual(['姓名', '单位', '处分', '处分期起', '处分期止']);
    expect(list[1]).toEqual(['今日期满', '湖州市吴兴区织里实验小学', '警告（WARNING决定）', shift(day, -183), day]);
  });
});
