import 'server-only';
import { and, asc, between, eq, lte, ne, type Column, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { today as todayInChina } from '@/lib/domain/datetime';
import { PUNISH_TYPES, REWARD_TYPES } from '@/lib/domain/rewardPunish';
import {
  punishmentSpan, rewardPunishStatsRow, rewardPunishStatsTotal, type RewardPunishStatsRow, type RpRecord,
} from '@/lib/domain/rewardPunishStats';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { personRewardPunish, persons } from '../../db/tables';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { yearSpan, yearStatsUnits, type YearStatsQuery } from './yearStatsScope';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

/** The year's records, by the decision date, under the unit that filed them (the unit the person was in then). */
async function recordsOfYear(db: Db, inUnits: (column: Column) => SQL, year: number) {
  const { from, to } = yearSpan(year);
  const rows = await db.select({ personId: personRewardPunish.personId, unitId: personRewardPunish.unitId, rpKind: personRewardPunish.rpKind, rpType: personRewardPunish.rpType })
    .from(personRewardPunish).innerJoin(persons, eq(persons.id, personRewardPunish.personId))
    .where(and(eq(persons.deleted, false), inUnits(personRewardPunish.unitId), between(personRewardPunish.decisionDate, from, to)));
  const byUnit = new Map<number, RpRecord[]>();
  for (const r of rows) if (r.unitId !== null) byUnit.set(r.unitId, byUnit.get(r.unitId) ?? []).get(r.unitId)!.push(r);
  return byUnit;
}

/** Who is in a punishment period today (R-JC-01), among the persons now on the books of the units (not reduced). */
async function inPeriodOn(db: Db, units: { unitId: number; unitName: string }[], inUnits: (column: Column) => SQL, day: string) {
  const names = new Map(units.map((u) => [u.unitId, u.unitName]));
  const rows = await db.select({
    personId: persons.id, name: persons.name, unitId: persons.unitId, rpKind: personRewardPunish.rpKind, rpType: personRewardPunish.rpType,
    rpName: personRewardPunish.rpName, effectiveDate: personRewardPunish.effectiveDate, punishEndDate: personRewardPunish.punishEndDate,
  }).from(personRewardPunish).innerJoin(persons, eq(persons.id, personRewardPunish.personId))
    .where(and(eq(persons.deleted, false), ne(persons.personStatus, 'REDUCED'), inUnits(persons.unitId),
      eq(personRewardPunish.rpKind, 'PUNISH'), lte(personRewardPunish.effectiveDate, day)))
    .orderBy(asc(persons.unitId), asc(persons.name), asc(personRewardPunish.effectiveDate));
  return rows.flatMap((r) => {
    const span = punishmentSpan(r);
    return span && span.end >= day
      ? [{ personId: r.personId, name: r.name, unitId: r.unitId, unitName: names.get(r.unitId) ?? '', rpType: r.rpType, rpName: r.rpName, ...span }]
      : [];
  });
}

/** 奖惩统计 (§5.2): per base unit in scope, persons rewarded and punished in the year per type; who is in a punishment period today. */
export async function rewardPunishStats(db: Db, user: SessionUser, q: YearStatsQuery, day = todayInChina()) {
  const { units, authorities, inUnits } = await yearStatsUnits(db, user, q);
  const records = units.length ? await recordsOfYear(db, inUnits, q.year) : new Map<number, RpRecord[]>();
  const rows = units.map((u) => rewardPunishStatsRow(u, records.get(u.unitId) ?? []));
  const inPeriod = units.length ? await inPeriodOn(db, units, inUnits, day) : [];
  return { year: q.year, statDate: day, authorities, rows, total: rewardPunishStatsTotal(rows, ''), inPeriod };
}

/** The table as .xlsx (sheet 1, the total last) and the persons in a punishment period (sheet 2). */
export async function exportRewardPunishStats(db: Db, user: SessionUser, q: YearStatsQuery, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const m = (lang === 'en' ? en : zh).report.rewardPunishStats;
  const { rows, total, inPeriod, statDate } = await rewardPunishStats(db, user, q);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(m.sheet.replace('{year}', String(q.year)));
  sheet.addRow([m.column.unitName, ...REWARD_TYPES.map((t) => m.reward[t]), m.column.rewarded, ...PUNISH_TYPES.map((t) => m.punish[t]), m.column.punished]).font = { bold: true };
  sheet.getColumn(1).width = 30;
  const line = (r: RewardPunishStatsRow) => [r.unitName, ...REWARD_TYPES.map((t) => r.rewards[t]), r.rewarded, ...PUNISH_TYPES.map((t) => r.punishments[t]), r.punished];
  for (const r of rows) sheet.addRow(line(r));
  sheet.addRow(line({ ...total, unitName: m.total })).font = { bold: true };
  const list = workbook.addWorksheet(m.listSheet);
  list.addRow([m.list.name, m.list.unitName, m.list.punishment, m.list.start, m.list.end]).font = { bold: true };
  list.getColumn(2).width = 30;
  list.getColumn(3).width = 24;
  for (const p of inPeriod) {
    const type = m.punish[p.rpType as (typeof PUNISH_TYPES)[number]] ?? p.rpType;
    list.addRow([p.name, p.unitName, lang === 'en' ? `${type} (${p.rpName})` : `${type}（${p.rpName}）`, p.start, p.end]);
  }
  list.addRow([m.list.asOf.replace('{date}', statDate)]).font = { italic: true };
  audit.type = 'export';
  audit.detail = `导出${q.year}年度奖惩统计（${rows.length} 个单位，处分期内 ${inPeriod.length} 人）`;
  return xlsxResponse(workbook, lang === 'en' ? `rewards-punishments-${q.year}.xlsx` : `奖惩统计-${q.year}.xlsx`);
}
