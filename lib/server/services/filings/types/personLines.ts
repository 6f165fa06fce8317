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

/** The person a line names, when on record. */
export const personOf = <P extends PersonRow>(people: Map<number, P>, l: FilingLineRow): P | undefined =>
  (l.personId === null ? undefined : people.get(l.personId));

/** The lines that name a person on record, each with that person: what an approval applies its effect to. */
export async function linesWithPersons(db: Db, lines: FilingLineRow[]): Promise<[FilingLineRow, PersonRow][]> {
  const people = await linePersons(db, lines);
  return lines.flatMap((l) => {
    const p = personOf(people, l);
    return p ? [[l, p] as [FilingLineRow, PersonRow]] : [];
  });
}

export const lineField = (l: FilingLineRow, name = 'personId') => `lines[${l.lineNo - 1}].${name}`;

/** A line finding of lib/domain as a violation of the filing, naming the line. */
export const onLine = (l: FilingLineRow, f: Pick<LineFinding, 'code' | 'level' | 'message' | 'messageEn' | 'field'>): Finding => ({
  code: f.code, level: f.level, message: `第 ${l.lineNo} 行：${f.message}`, messageEn: onLineEn(l.lineNo, f.messageEn), field: lineField(l, f.field),
});

export const lineError = (l: FilingLineRow, code: string, message: string, messageEn: string, name = 'personId'): Finding =>
  ({ code, level: 'ERROR', message: `第 ${l.lineNo} 行：${message}`, messageEn: onLineEn(l.lineNo, messageEn), field: lineField(l, name) });

/**
 * R-GEN-01 line by line: the person a line names must be on the unit's books and pass `refusal` (filed, and whatever the
 * type asks: a message pair when they do not); the type's own findings (`check`) follow for the lines that pass.
 */
export function perLinePerson<P extends PersonRow>(
  lines: FilingLineRow[], people: Map<number, P>, unitId: number,
  refusal: (p: P) => [zh: string, en: string] | null, check: (l: FilingLineRow, p: P) => Finding[],
): Finding[] {
  return lines.flatMap((l) => {
    const p = personOf(people, l);
    if (!p || p.unitId !== unitId) return [lineError(l, 'R-GEN-01', '人员不存在或不属于本单位', 'no such person in your unit')];
    const refused = refusal(p);
    return refused ? [lineError(l, 'R-GEN-01', ...refused)] : check(l, p);
  });
}

export const NO_LINES: Finding = { code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名人员', messageEn: 'Add at least one person', field: 'lines' };

/** The Chinese name of a code, for messages. */
export function codeName(list: ListName, code: string | null | undefined): string {
  return CODE_LISTS[list].find((c) => c.code === code)?.zh ?? code ?? '';
}

/** The English name of a code, for messages. */
export function codeNameEn(list: ListName, code: string | null | undefined): string {
  return CODE_LISTS[list].find((c) => c.code === code)?.en ?? code ?? '';
}
