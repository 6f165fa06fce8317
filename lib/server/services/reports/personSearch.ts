import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PERSON_SEARCH_COLUMNS, type PersonSearchFilters, type PersonSearchRow } from '@/lib/contracts/report';
import { addDays, addYears, ageOn } from '@/lib/domain/dates';
import { today as todayInChina } from '@/lib/domain/datetime';
import { maskIdCard } from '@/lib/domain/idCard';
import { earliestStartIncluding } from '@/lib/domain/period';
import { PUNISH_MONTHS } from '@/lib/domain/rewardPunish';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { personAssessments, personRewardPunish, persons, units } from '../../db/tables';
import { ApiError } from '../../errors';
import { regionPrefix } from '../../scope';
import type { SessionUser } from '../../session';
import { loadCodeBook } from '../persons/codeBook';
import { nameContains } from '../persons/nameSearch';
import { xlsxResponse } from '../persons/excel/workbook';
import { visiblePersons } from '../persons/visibility';

const MAX_EXPORT_ROWS = 10000;
const within = <T extends string | number>(col: Parameters<typeof inArray>[0], values?: T[]) => (values?.length ? inArray(col, values) : undefined);

/** The §5.2 person conditions on top of the caller's scope (the same scope as the person list). */
export function personSearchConditions(user: SessionUser, f: PersonSearchFilters, today = todayInChina()): SQL {
  const exact = f.match === 'exact';
  return and(
    visiblePersons(user),
    f.regionCode ? like(units.regionCode, `${regionPrefix(f.regionCode)}%`) : undefined,
    f.competentDeptId ? eq(units.competentDeptId, f.competentDeptId) : undefined,
    within(persons.unitId, f.unitIds),
    f.name ? (exact ? eq(persons.name, f.name) : nameContains(f.name)) : undefined,
    f.idNumber ? (exact ? eq(persons.idNumber, f.idNumber) : like(persons.idNumber, `%${escapeLike(f.idNumber)}`)) : undefined,
    within(persons.gender, f.gender), within(persons.ethnicity, f.ethnicity), within(persons.politicalStatus, f.politicalStatus),
    within(persons.education, f.education), within(persons.degree, f.degree), within(persons.titleLevel, f.titleLevel),
    within(persons.postCategory, f.postCategory), within(persons.postLevel, f.postLevel), within(persons.estabStatus, f.estabStatus),
    within(persons.estabType, f.estabType), within(persons.personStatus, f.personStatus), within(persons.entryMethod, f.entryMethod),
    f.major ? ilike(persons.major, `%${escapeLike(f.major)}%`) : undefined,
    // Aged at least `ageFrom` today: born on or before today minus that many years; at most `ageTo`: born after today minus ageTo+1 years.
    f.ageFrom != null ? lte(persons.birthDate, addYears(today, -f.ageFrom)) : undefined,
    f.ageTo != null ? gte(persons.birthDate, addDays(addYears(today, -(f.ageTo + 1)), 1)) : undefined,
    f.birthFrom ? gte(persons.birthDate, f.birthFrom) : undefined, f.birthTo ? lte(persons.birthDate, f.birthTo) : undefined,
    f.workStartFrom ? gte(persons.workStartDate, f.workStartFrom) : undefined, f.workStartTo ? lte(persons.workStartDate, f.workStartTo) : undefined,
    f.unitEntryFrom ? gte(persons.unitEntryDate, f.unitEntryFrom) : undefined, f.unitEntryTo ? lte(persons.unitEntryDate, f.unitEntryTo) : undefined,
    f.assessmentYear != null ? assessedIn(f.assessmentYear, f.assessmentResult) : undefined,
    f.inSanctionPeriod ? inPunishmentPeriodOn(today) : undefined,
  )!;
}

/** An annual result of the year (of the given codes, if any) is on the person's record. */
const assessedIn = (year: number, results?: string[]): SQL => sql`exists (select 1 from ${personAssessments} where ${and(
  eq(personAssessments.personId, persons.id), eq(personAssessments.year, year), eq(personAssessments.kind, 'ANNUAL'),
  results?.length ? inArray(personAssessments.result, results) : undefined,
)})`;

/**
 * A punishment of the person runs on the day (as 奖惩统计 lists it, rewardPunishStats.punishmentSpan): from its effective date to
 * its recorded end, or, where none was recorded, to the end the period rule gives (period.ts) — a plain date range on the start.
 */
function inPunishmentPeriodOn(day: string): SQL {
  const computed = or(...Object.entries(PUNISH_MONTHS).map(([type, months]) => and(
    eq(personRewardPunish.rpType, type), gte(personRewardPunish.effectiveDate, earliestStartIncluding(day, months)),
  )));
  return sql`exists (select 1 from ${personRewardPunish} where ${and(
    eq(personRewardPunish.personId, persons.id), eq(personRewardPunish.rpKind, 'PUNISH'), lte(personRewardPunish.effectiveDate, day),
    or(gte(personRewardPunish.punishEndDate, day), and(isNull(personRewardPunish.punishEndDate), computed)),
  )})`;
}

type PersonRow = typeof persons.$inferSelect;

function rowOf(p: PersonRow, unitName: string, today: string, reveal = false): PersonSearchRow {
  return {
    id: p.id, unitId: p.unitId, unitName, name: p.name, idNumber: reveal ? p.idNumber : maskIdCard(p.idNumber), gender: p.gender,
    birthDate: p.birthDate, age: ageOn(p.birthDate, today), ethnicity: p.ethnicity, politicalStatus: p.politicalStatus, education: p.education,
    degree: p.degree, major: p.major, titleLevel: p.titleLevel, postCategory: p.postCategory, postLevel: p.postLevel, estabStatus: p.estabStatus,
    estabType: p.estabType, personStatus: p.personStatus, entryMethod: p.entryMethod, workStartDate: p.workStartDate, unitEntryDate: p.unitEntryDate,
  };
}

/** One page of the matching persons, ID numbers masked. */
export async function searchPersons(db: Db, user: SessionUser, q: PersonSearchFilters & { pageNo: number; pageSize: number }) {
  const today = todayInChina();
  const where = personSearchConditions(user, q, today);
  const rows = await db.select({ person: persons, unitName: units.unitName }).from(persons)
    .innerJoin(units, eq(units.id, persons.unitId)).where(where)
    .orderBy(asc(units.id), desc(persons.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(persons).innerJoin(units, eq(units.id, persons.unitId)).where(where);
  return { list: rows.map((r) => rowOf(r.person, r.unitName, today)), total };
}

export const COLUMN_TITLES: Record<(typeof PERSON_SEARCH_COLUMNS)[number], { zh: string; en: string; list?: string }> = {
  unitName: { zh: '所在单位', en: 'Unit' }, name: { zh: '姓名', en: 'Name' }, idNumber: { zh: '公民身份号码', en: 'ID number' },
  gender: { zh: '性别', en: 'Gender', list: 'gender' }, birthDate: { zh: '出生日期', en: 'Birth date' }, age: { zh: '年龄', en: 'Age' },
  ethnicity: { zh: '民族', en: 'Ethnicity', list: 'ethnicity' }, politicalStatus: { zh: '政治面貌', en: 'Political status', list: 'politicalStatus' },
  education: { zh: '最高学历', en: 'Education', list: 'education' }, degree: { zh: '最高学位', en: 'Degree', list: 'degree' },
  major: { zh: '所学专业', en: 'Major' }, titleLevel: { zh: '职称级别', en: 'Title level', list: 'titleLevel' },
  postCategory: { zh: '岗位类别', en: 'Post category', list: 'postCategory' }, postLevel: { zh: '岗位等级', en: 'Post level', list: 'postLevel' },
  estabStatus: { zh: '编制情况', en: 'Establishment', list: 'estabStatus' }, estabType: { zh: '编制类型', en: 'Establishment type', list: 'estabType' },
  personStatus: { zh: '人员状态', en: 'Person status', list: 'personStatus' }, entryMethod: { zh: '进入方式', en: 'Entry method', list: 'entryMethod' },
  workStartDate: { zh: '参加工作时间', en: 'Work start' }, unitEntryDate: { zh: '进入本单位时间', en: 'Unit entry' },
};

/** The matching persons as .xlsx in the chosen columns; the system log records the export and whether IDs were revealed. */
export async function exportPersonSearch(
  db: Db, user: SessionUser, f: PersonSearchFilters & { columns: (typeof PERSON_SEARCH_COLUMNS)[number][]; revealIds: boolean },
  lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] },
): Promise<Response> {
  const today = todayInChina();
  const rows = await db.select({ person: persons, unitName: units.unitName }).from(persons)
    .innerJoin(units, eq(units.id, persons.unitId)).where(personSearchConditions(user, f, today))
    .orderBy(asc(units.id), asc(persons.id)).limit(MAX_EXPORT_ROWS + 1);
  if (rows.length > MAX_EXPORT_ROWS) {
    throw new ApiError(422, `导出条数超过 ${MAX_EXPORT_ROWS}，请缩小查询条件后分批导出`, null, `More than ${MAX_EXPORT_ROWS} rows: narrow the conditions`);
  }
  const book = await loadCodeBook(db);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Persons' : '人员查询', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(f.columns.map((c) => COLUMN_TITLES[c][lang])).font = { bold: true };
  f.columns.forEach((c, i) => { sheet.getColumn(i + 1).width = c === 'unitName' ? 28 : c === 'idNumber' ? 22 : 14; });
  for (const r of rows) {
    const row = rowOf(r.person, r.unitName, today, f.revealIds);
    sheet.addRow(f.columns.map((c) => {
      const value = row[c];
      const list = COLUMN_TITLES[c].list;
      if (value == null) return null;
      return list ? (book.get(list)?.get(String(value))?.[lang] ?? String(value)) : value;
    }));
  }
  audit.type = 'export';
  audit.detail = `综合查询导出人员 ${rows.length} 条（${f.revealIds ? '含完整身份证号' : '身份证号脱敏'}）`;
  const day = today.replace(/-/g, '');
  return xlsxResponse(workbook, lang === 'en' ? `person-query-${day}.xlsx` : `人员综合查询-${day}.xlsx`);
}
