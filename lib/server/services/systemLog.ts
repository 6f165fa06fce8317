import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { BodyOf } from '@/lib/contracts/endpoint';
import { MAX_LOG_EXPORT_ROWS, type SystemLogFilters, type systemLogList } from '@/lib/contracts/systemLog';
import ExcelJS from 'exceljs';
import { formatDateTime, today } from '@/lib/domain/datetime';
import type { AuditEntry } from '../audit';
import type { Db } from '../db/client';
import { systemLog, units } from '../db/tables';
import { ApiError } from '../errors';
import { scopeOf, unitCondition } from '../scope';
import type { SessionUser } from '../session';
import { xlsxResponse } from './persons/excel/workbook';

type Query = BodyOf<typeof systemLogList>;
type Lang = 'zh' | 'en';

/** A day's start in China Standard Time, as a timestamp. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The entries the user may read (admin all; others those of the units in their scope) that match the filters. */
function logConditions(user: SessionUser, q: SystemLogFilters): SQL | undefined {
  const scoped = user.role === 'admin' ? undefined : and(unitCondition(scopeOf(user)) ?? undefined, eq(systemLog.unitId, units.id));
  return and(
    scoped,
    q.account ? ilike(systemLog.account, `%${q.account}%`) : undefined,
    q.type ? eq(systemLog.type, q.type) : undefined,
    q.result ? eq(systemLog.result, q.result) : undefined,
    q.action ? ilike(systemLog.action, `%${q.action}%`) : undefined,
    q.from ? gte(systemLog.at, dayStart(q.from)) : undefined,
    q.to ? lt(systemLog.at, nextDay(q.to)) : undefined,
  ) as SQL | undefined;
}

export async function listSystemLog(db: Db, user: SessionUser, q: Query) {
  const where = logConditions(user, q);
  const rows = await db.select({ entry: systemLog, unitName: units.unitName }).from(systemLog)
    .leftJoin(units, eq(units.id, systemLog.unitId)).where(where)
    .orderBy(desc(systemLog.at), desc(systemLog.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(systemLog).leftJoin(units, eq(units.id, systemLog.unitId)).where(where);
  return {
    total,
    list: rows.map(({ entry: e, unitName }) => ({
      id: e.id, at: formatDateTime(e.at), account: e.account, unitName, ip: e.ip, type: e.type, action: e.action, result: e.result,
      code: e.code, detail: e.detail,
    })),
  };
}

const HEADERS = {
  zh: ['时间', '账号', '单位', 'IP', '类型', '操作', '结果', '代码', '详情'],
  en: ['Time', 'Account', 'Unit', 'IP', 'Type', 'Action', 'Result', 'Code', 'Detail'],
};
const TYPE_TEXT = {
  zh: { login: '登录日志', operation: '操作日志', export: '导出/查看明文', system: '系统日志' },
  en: { login: 'Login', operation: 'Operation', export: 'Export / reveal', system: 'System' },
};
const RESULT_TEXT = { zh: { success: '成功', failure: '失败' }, en: { success: 'Success', failure: 'Failure' } };
const WIDTHS = [20, 14, 28, 16, 14, 22, 8, 8, 60];

/** The filtered entries as .xlsx, newest first; the export itself goes into the log with its filters. */
export async function exportSystemLog(
  db: Db, user: SessionUser, f: SystemLogFilters, lang: Lang, audit: { detail?: string; type?: AuditEntry['type'] },
): Promise<Response> {
  const rows = await db.select({ entry: systemLog, unitName: units.unitName }).from(systemLog)
    .leftJoin(units, eq(units.id, systemLog.unitId)).where(logConditions(user, f))
    .orderBy(desc(systemLog.at), desc(systemLog.id)).limit(MAX_LOG_EXPORT_ROWS + 1);
  if (rows.length > MAX_LOG_EXPORT_ROWS) {
    throw new ApiError(422, `导出条数超过 ${MAX_LOG_EXPORT_ROWS}，请缩小时间范围后分批导出`, null, `More than ${MAX_LOG_EXPORT_ROWS} entries: narrow the time range`);
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'System log' : '系统日志', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(HEADERS[lang]).font = { bold: true };
  WIDTHS.forEach((w, i) => { sheet.getColumn(i + 1).width = w; });
  for (const { entry: e, unitName } of rows) {
    sheet.addRow([formatDateTime(e.at), e.account, unitName ?? '', e.ip, TYPE_TEXT[lang][e.type] ?? e.type, e.action,
      RESULT_TEXT[lang][e.result], e.code, e.detail]);
  }
  const filters = Object.entries(f).filter(([, v]) => v).map(([k, v]) => `${k}=${v}`).join(', ');
  audit.type = 'export';
  audit.detail = `导出系统日志 ${rows.length} 条${filters ? `（${filters}）` : ''}`;
  const day = today().replace(/-/g, '');
  return xlsxResponse(workbook, lang === 'en' ? `system-log-${day}.xlsx` : `系统日志-${day}.xlsx`);
}
