import 'server-only';
import type { CodeOption } from '@/lib/contracts/code';
import type { RecordIssue } from '@/lib/domain/personRecord';
import type { Db } from '../../db/client';
import { codeLists } from '../codes';
import { CODE_FIELDS, fieldLabel } from './fields';

/** The code lists a person uses (and the record status names), by list and code. */
export type CodeBook = Map<string, Map<string, CodeOption>>;

export async function loadCodeBook(db: Db): Promise<CodeBook> {
  const lists = await codeLists(db, [...new Set([...CODE_FIELDS.map((f) => f.list), 'recordStatus'])]);
  return new Map(Object.entries(lists).map(([list, options]) => [list, new Map(options.map((o) => [o.code, o]))]));
}

/** R-GEN-01 for one code: it exists and may be chosen (a retired or summary code is refused). */
export function codeIssue(book: CodeBook, list: string, field: string, value: string): RecordIssue | null {
  const option = book.get(list)?.get(value);
  if (!option) {
    return { field, code: 'R-GEN-01', message: `${fieldLabel(field)}“${value}”不在代码表中`, messageEn: `${fieldLabel(field, 'en')} "${value}" is not in the code list` };
  }
  if (!option.selectable) {
    return {
      field, code: 'R-GEN-01', message: `${fieldLabel(field)}“${option.zh}”已停用或为汇总类，不能选择`,
      messageEn: `${fieldLabel(field, 'en')} "${option.en}" is retired or a summary code and cannot be chosen`,
    };
  }
  return null;
}

/**
 * R-GEN-01 for every code field of a record. A value the stored record already holds is kept even when its code
 * was retired since (domain.md §1: history stays displayable).
 */
export function codeIssues(book: CodeBook, record: Record<string, unknown>, stored?: Record<string, unknown>): RecordIssue[] {
  const out: RecordIssue[] = [];
  for (const { key, list } of CODE_FIELDS) {
    const value = record[key];
    if (typeof value !== 'string' || !value || stored?.[key] === value) continue;
    const issue = codeIssue(book, list, key, value);
    if (issue) out.push(issue);
  }
  return out;
}

/** Finds the code a spreadsheet cell means: the code itself, its Chinese or English name, or "code name". */
export function codeOf(book: CodeBook, list: string, cell: string): string {
  const options = book.get(list);
  if (!options || options.has(cell)) return cell;
  const byName = [...options.values()].filter((o) => o.zh === cell || o.en.toLowerCase() === cell.toLowerCase());
  if (byName.length === 1) return byName[0].code;
  const head = cell.split(/\s+/)[0];
  return options.has(head) ? head : cell;
}
