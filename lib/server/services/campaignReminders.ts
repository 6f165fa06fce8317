import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { CampaignType } from '@/lib/contracts/campaign';
import { campaignDue, hasFiled, reminderDue, type ReminderKind } from '@/lib/domain/campaign';
import { today as todayInChina } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { campaignReminders, campaigns, filingTypeConfigs, notices, units } from '../db/tables';
import { registerJob } from '../jobs';
import { CAMPAIGN_STARTS, covers, latestFilings } from './campaigns';

export const REMINDERS_JOB = 'campaign-reminders';

type Campaign = typeof campaigns.$inferSelect;

/** The reminders of one kind sent for a campaign on one run, to the units named. */
export interface ReminderSent {
  campaignId: number;
  kind: ReminderKind;
  unitIds: number[];
  /** The campaign in words: "2026 年年度考核上报". */
  round: string;
}

/** Rows inserted at once, well under the 65,535 parameters of one statement. */
const CHUNK = 5000;

/** A reminder's title and content, in Chinese and in English. */
type Message = { title: string; content: string; titleEn: string; contentEn: string };

/**
 * The message of a reminder, in both languages: what is due, by when, and the link to the page that starts the filing.
 * `round` is the campaign in words in each language ("2026 年年度考核上报", "Annual assessment report 2026").
 */
function message(c: Campaign, kind: ReminderKind, round: { zh: string; en: string }, day: string): Message {
  const href = `#${CAMPAIGN_STARTS[c.filingType as CampaignType]}`;
  const link = `<p><a href="${href}">前往上报</a></p>`;
  const linkEn = `<p><a href="${href}">Go to the filing</a></p>`;
  const what = '贵单位尚未完成上报（未提交，或被退回后尚未重新提交）';
  const whatEn = 'your unit has not filed yet (not submitted, or returned and not submitted again)';
  if (kind === 'OVERDUE') {
    return {
      title: `催办：${round.zh}已于 ${c.deadline} 截止，贵单位尚未上报`,
      content: `<p>${round.zh}已于 ${c.deadline} 截止，${what}，已逾期。请尽快上报。</p>${link}`,
      titleEn: `Reminder: ${round.en} closed on ${c.deadline} and your unit has not filed`,
      contentEn: `<p>${round.en} closed on ${c.deadline}; ${whatEn}, and is overdue. Please file as soon as possible.</p>${linkEn}`,
    };
  }
  const { daysLeft } = campaignDue(c.deadline, day);
  return {
    title: `催办：${round.zh}将于 ${c.deadline} 截止，请及时上报`,
    content: `<p>${round.zh}的截止日期为 ${c.deadline}（${daysLeft === 0 ? '今天截止' : `还剩 ${daysLeft} 天`}），${what}。请在截止日期前上报。</p>${link}`,
    titleEn: `Reminder: ${round.en} closes on ${c.deadline}, please file in time`,
    contentEn: `<p>${round.en} closes on ${c.deadline} (${daysLeft === 0 ? 'today' : daysLeft === 1 ? '1 day left' : `${daysLeft} days left`}); ${whatEn}. Please file before the deadline.</p>${linkEn}`,
  };
}

/**
 * Sends the campaign reminders (催办) due on `day`: to each base unit a campaign covers whose latest filing of the round is
 * not in review nor approved (hasFiled, as the workbench and the progress view count it), the DUE_SOON reminder in the days
 * before the deadline and the OVERDUE one after it (reminderDue). A unit gets each kind of a campaign once: the row of
 * campaign_reminder claims it (a unique key), and one message per campaign and kind goes to the units claimed on the run,
 * in the same transaction. Running again on the day, or two instances at once, sends nothing more.
 */
export async function sendCampaignReminders(db: Db, day = todayInChina()): Promise<ReminderSent[]> {
  const open = await db.select().from(campaigns).where(eq(campaigns.deleted, false)).orderBy(campaigns.deadline, campaigns.id);
  const due = open.map((c) => ({ c, kind: reminderDue(c.deadline, day) })).filter((x): x is { c: Campaign; kind: ReminderKind } => x.kind !== null);
  if (!due.length) return [];
  const base = await db.select({ id: units.id, regionCode: units.regionCode }).from(units).where(and(eq(units.deleted, false), eq(units.unitTier, 'BASE')));
  const names = new Map((await db.select({ type: filingTypeConfigs.type, zh: filingTypeConfigs.nameZh, en: filingTypeConfigs.nameEn }).from(filingTypeConfigs)).map((t) => [t.type, t]));
  const sent: ReminderSent[] = [];
  for (const { c, kind } of due) {
    const covered = base.filter((u) => covers(c, u.regionCode)).map((u) => u.id);
    const latest = await latestFilings(db, covered, c.filingType, c.year);
    const unfiled = covered.filter((id) => !hasFiled(latest.get(id)?.status));
    if (!unfiled.length) continue;
    const name = names.get(c.filingType);
    const round = { zh: `${c.year} 年${name?.zh ?? c.filingType}`, en: `${name?.en ?? c.filingType} ${c.year}` };
    const unitIds = await db.transaction(async (tx) => {
      const claimed: { id: number; unitId: number }[] = [];
      for (let i = 0; i < unfiled.length; i += CHUNK) {
        claimed.push(...await tx.insert(campaignReminders)
          .values(unfiled.slice(i, i + CHUNK).map((unitId) => ({ campaignId: c.id, unitId, kind })))
          .onConflictDoNothing().returning({ id: campaignReminders.id, unitId: campaignReminders.unitId }));
      }
      if (!claimed.length) return [];
      const ids = claimed.map((r) => r.unitId);
      const [notice] = await tx.insert(notices).values({ kind: 'email', audience: 'units', unitIds: ids, publisherName: '系统', ...message(c, kind, round, day) })
        .returning({ id: notices.id });
      for (let i = 0; i < claimed.length; i += CHUNK) {
        await tx.update(campaignReminders).set({ noticeId: notice.id }).where(inArray(campaignReminders.id, claimed.slice(i, i + CHUNK).map((r) => r.id)));
      }
      return ids;
    });
    if (unitIds.length) sent.push({ campaignId: c.id, kind, unitIds, round: round.zh });
  }
  return sent;
}

/** The run in the system log's words: "2026 年年度考核上报：临近截止催办 12 个单位；…". */
export function remindersInWords(sent: ReminderSent[]): string {
  if (!sent.length) return '无需催办的单位';
  return sent.map((s) => `${s.round}：${s.kind === 'DUE_SOON' ? '临近截止' : '已逾期'}催办 ${s.unitIds.length} 个单位`).join('；');
}

/** The daily job: the reminders due, every morning at 08:00 China time and when the server starts (a day missed is made up). */
export function registerCampaignRemindersJob(): void {
  registerJob({
    name: REMINDERS_JOB,
    at: '08:00',
    runAtStart: true,
    run: async (db) => remindersInWords(await sendCampaignReminders(db)),
  });
}
