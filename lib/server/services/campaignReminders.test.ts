import { desc, eq } from 'drizzle-orm';
import { POST as noticeList } from '@/app/api/Notice/getList/route';
import type { NoticeItem } from '@/lib/contracts/notice';
import { REMIND_DAYS_BEFORE } from '@/lib/domain/campaign';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { campaignReminders, campaigns, filings, notices, systemLog, units } from '@/lib/server/db/tables';
import { nextRunAt, runJobForSlot, runJobNow } from '@/lib/server/jobs';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';
import { registerCampaignRemindersJob, REMINDERS_JOB, sendCampaignReminders } from './campaignReminders';

withFreshDatabase();

const TODAY = today();
const tokens: Record<string, string> = {};
let jcUnit: number;
let jc2Unit: number;
let jc3Unit: number;

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'jc3']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  jc3Unit = await unitIdOf('湖州市中心医院');
  registerCampaignRemindersJob();
});

async function campaign(filingType: string, year: number, deadline: string) {
  const [row] = await (await getDb()).insert(campaigns).values({ filingType, year, deadline }).returning();
  return row;
}

async function file(unitId: number, filingType: string, year: number, status: string) {
  const db = await getDb();
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  await db.insert(filings).values({
    filingType, year, unitId, competentDeptId: unit.competentDeptId, regionCode: unit.regionCode, title: `催办测试 ${status}`,
    route: 'ZG_ONLY', status, currentNode: status.startsWith('PENDING_') ? status.slice(8) : 'JC', contactName: '李明华', contactPhone: '0572-2222222',
    submitCount: status === 'DRAFT' ? 0 : 1, filingNo: status === 'DRAFT' ? null : `KH-${year}-R${Math.floor(Math.random() * 1e6)}`,
  });
}

/** The units reminded of the campaign, by kind. */
async function remindedOf(campaignId: number) {
  const rows = await (await getDb()).select().from(campaignReminders).where(eq(campaignReminders.campaignId, campaignId));
  return { DUE_SOON: rows.filter((r) => r.kind === 'DUE_SOON').map((r) => r.unitId).sort(), OVERDUE: rows.filter((r) => r.kind === 'OVERDUE').map((r) => r.unitId).sort() };
}

/** The user's 待办消息 whose title names the year, read in the language given (Chinese by default). */
async function messagesOf(user: string, year: number, lang = 'zh-CN'): Promise<NoticeItem[]> {
  const res = await call<{ list: NoticeItem[] }>(noticeList, '/Notice/getList', {
    body: { pageNo: 1, pageSize: 100, kind: 'email' }, token: tokens[user], headers: { 'accept-language': lang },
  });
  expect(res.status).toBe(200);
  return res.json.data.list.filter((n) => n.title.includes(String(year)));
}

describe('the daily campaign reminders', () => {
  it('reminds each unit that has not filed once, as a message linking to the page that starts the filing, and not again on a rerun', async () => {
    const c = await campaign('ASSESSMENT_REPORT', 2031, addDays(TODAY, 3));
    const slot = nextRunAt('08:00', new Date(Date.now() - 24 * 3600_000));
    const run = await runJobForSlot(REMINDERS_JOB, slot);
    expect(run).toMatchObject({ outcome: 'success', detail: expect.stringContaining('2031 年年度考核上报：临近截止催办') });
    const [log] = await (await getDb()).select().from(systemLog).where(eq(systemLog.action, `job.${REMINDERS_JOB}`)).orderBy(desc(systemLog.id)).limit(1);
    expect(log).toMatchObject({ result: 'success', detail: expect.stringContaining('2031 年年度考核上报') });
    expect((await remindedOf(c.id)).DUE_SOON).toEqual(expect.arrayContaining([jcUnit, jc2Unit, jc3Unit]));
    const [message] = await messagesOf('jc', 2031);
    expect(message.title).toBe(`催办：2031 年年度考核上报将于 ${addDays(TODAY, 3)} 截止，请及时上报`);
    expect(message.content).toContain('还剩 3 天');
    expect(message.content).toContain('<a href="#/yearcheckManage/yearcheckreport">前往上报</a>');
    const [inEnglish] = await messagesOf('jc', 2031, 'en');
    expect(inEnglish.title).toBe(`Reminder: Annual assessment report 2031 closes on ${addDays(TODAY, 3)}, please file in time`);
    expect(inEnglish.content).toContain('(3 days left); your unit has not filed yet');
    expect(inEnglish.content).toContain('<a href="#/yearcheckManage/yearcheckreport">Go to the filing</a>');

    const before = await remindedOf(c.id);
    expect(await runJobForSlot(REMINDERS_JOB, slot)).toMatchObject({ outcome: 'skipped' });
    expect(await runJobNow(REMINDERS_JOB)).toMatchObject({ outcome: 'success' });
    expect(await sendCampaignReminders(await getDb())).not.toContainEqual(expect.objectContaining({ campaignId: c.id }));
    expect(await remindedOf(c.id)).toEqual(before);
    expect(await messagesOf('jc', 2031)).toHaveLength(1);
    const sentFor = await (await getDb()).select().from(notices).where(eq(notices.title, message.title));
    expect(sentFor).toHaveLength(1);
  });

  it('does not remind a unit whose filing is in review or approved, and does one whose filing is a draft or was returned', async () => {
    const c = await campaign('POST_SETTING', 2032, TODAY);
    await file(jcUnit, 'POST_SETTING', 2032, 'PENDING_ZG');
    await file(jc2Unit, 'POST_SETTING', 2032, 'RETURNED_ZG');
    await file(jc3Unit, 'POST_SETTING', 2032, 'DRAFT');
    const sent = await sendCampaignReminders(await getDb(), TODAY);
    expect(sent.find((s) => s.campaignId === c.id)).toMatchObject({ kind: 'DUE_SOON', round: '2032 年岗位设置审批备案' });
    const { DUE_SOON } = await remindedOf(c.id);
    expect(DUE_SOON).not.toContain(jcUnit);
    expect(DUE_SOON).toEqual(expect.arrayContaining([jc2Unit, jc3Unit]));
    expect(await messagesOf('jc', 2032)).toEqual([]);
    const [message] = await messagesOf('jc2', 2032);
    expect(message.content).toContain('今天截止');
    expect(message.content).toContain('<a href="#/jobplanrecord/jobplanrecord1">');
  });

  it(`sends nothing before the ${REMIND_DAYS_BEFORE} days before the deadline, and the due reminder on the first of them`, async () => {
    const deadline = addDays(TODAY, 30);
    const c = await campaign('ASSESSMENT_REPORT', 2033, deadline);
    const db = await getDb();
    await sendCampaignReminders(db, addDays(deadline, -REMIND_DAYS_BEFORE - 1));
    expect(await remindedOf(c.id)).toEqual({ DUE_SOON: [], OVERDUE: [] });
    await sendCampaignReminders(db, addDays(deadline, -REMIND_DAYS_BEFORE));
    expect((await remindedOf(c.id)).DUE_SOON).toContain(jcUnit);
    expect((await remindedOf(c.id)).OVERDUE).toEqual([]);
  });

  it('sends the overdue reminder the day after the deadline, once, to the units still not filed', async () => {
    const deadline = addDays(TODAY, -1);
    const c = await campaign('POST_SETTING', 2034, deadline);
    const db = await getDb();
    await sendCampaignReminders(db, deadline);
    await file(jc3Unit, 'POST_SETTING', 2034, 'APPROVED');
    const sent = await sendCampaignReminders(db, TODAY);
    expect(sent.find((s) => s.campaignId === c.id)).toMatchObject({ kind: 'OVERDUE' });
    const reminded = await remindedOf(c.id);
    expect(reminded.DUE_SOON).toEqual(expect.arrayContaining([jcUnit, jc3Unit]));
    expect(reminded.OVERDUE).toContain(jcUnit);
    expect(reminded.OVERDUE).not.toContain(jc3Unit);
    const titles = (await messagesOf('jc', 2034)).map((n) => n.title);
    expect(titles).toEqual([`催办：2034 年岗位设置审批备案已于 ${deadline} 截止，贵单位尚未上报`, `催办：2034 年岗位设置审批备案将于 ${deadline} 截止，请及时上报`]);
    const inEnglish = await messagesOf('jc', 2034, 'en');
    expect(inEnglish.map((n) => n.title)).toEqual([
      `Reminder: Post setting 2034 closed on ${deadline} and your unit has not filed`,
      `Reminder: Post setting 2034 closes on ${deadline}, please file in time`,
    ]);
    expect(inEnglish[0].content).toContain('and is overdue. Please file as soon as possible.');
    expect(inEnglish[1].content).toContain('(today)');
    expect(await sendCampaignReminders(db, addDays(TODAY, 1))).not.toContainEqual(expect.objectContaining({ campaignId: c.id }));
    expect((await remindedOf(c.id)).OVERDUE).toEqual(reminded.OVERDUE);
  });

  it('forgets a deleted campaign', async () => {
    const c = await campaign('ASSESSMENT_REPORT', 2035, TODAY);
    const db = await getDb();
    await db.update(campaigns).set({ deleted: true }).where(eq(campaigns.id, c.id));
    await sendCampaignReminders(db, TODAY);
    expect(await remindedOf(c.id)).toEqual({ DUE_SOON: [], OVERDUE: [] });
  });
});
