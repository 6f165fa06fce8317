import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { CODE_LISTS, type ListName } from '@/data/codes';
import { onLineEn, type Finding } from '@/lib/domain/filing/findingText';
import type { LineFinding } from '@/lib/domain/jobManage';
import type { Db } from '../../../db/client';
import { persons } from '../../../db/tables';
import type { FilingLineRow } from '../definition';

export type PersonRow = typeof persons.$inferSelect;

/** The persons the lines name, by id. */
export async function linePersons(db: Db, lines: FilingLineRow[]): Promise<Map<number, PersonRow>> {
  const ids = lines.map((l) => l.personId).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const rows = await db.select().from(persons).where(and(inArray(persons.id, ids), eq(persons.deleted, false)));
  return new Map(rows.map((p) => [p.id, p]));
}

export const lineField = (l: FilingLineRow, name = 'personId') => `lines[${l.lineNo - 1}].${name}`;

/** A line finding of lib/domain as a violation of the filing, naming the line. */
export const onLine = (l: FilingLineRow, f: Pick<LineFinding, 'code' | 'level' | 'message' | 'messageEn' | 'field'>): Finding => ({
  code: f.code, level: f.level, message: `第 ${l.lineNo} 行：${f.message}`, messageEn: onLineEn(l.lineNo, f.messageEn), field: lineField(l, f.field),
});

export const lineError = (l: FilingLineRow, code: string, message: string, messageEn: string, name = 'personId'): Finding =>
  ({ code, level: 'ERROR', message: `第 ${l.lineNo} 行：${message}`, messageEn: onLineEn(l.lineNo, messageEn), field: lineField(l, name) });

export const NO_LINES: Finding = { code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名人员', messageEn: 'Add at least one person', field: 'lines' };

/** The Chinese name of a code, for messages. */
export function codeName(list: ListName, code: string | null | undefined): string {
  return CODE_LISTS[list].find((c) => c.code === code)?.zh ?? code ?? '';
}

/** The English name of a code, for messages. */
export function codeNameEn(list: ListName, code: string | null | undefined): string {
  return CODE_LISTS[list].find((c) => c.code === code)?.en ?? code ?? '';
}
