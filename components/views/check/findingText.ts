import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import { describePath, type PathLabels } from './changePath';

type Lines = Pick<FilingDetail, 'lines' | 'linePersons'>;

export interface LineWords {
  /** A post level's name by its code (专技九级). */
  postLevel(code: string): string;
  /** A line known only by its number (第 3 行). */
  numbered(n: number): string;
}

/**
 * A line as people know it (lineNo from 1): the person it names, else the post level it sets, else the name it
 * carries (a new person), else its number.
 */
export function lineName(filing: Lines, n: number, words: LineWords): string {
  const line = filing.lines.find((l) => l.lineNo === n);
  const person = line?.personId != null ? filing.linePersons[String(line.personId)]?.name : undefined;
  if (person) return person;
  const payload = line?.payload ?? {};
  if (typeof payload.postLevel === 'string' && payload.postLevel) return words.postLevel(payload.postLevel);
  const named = (payload.newPerson as { name?: unknown } | undefined)?.name ?? payload.name;
  if (typeof named === 'string' && named.trim()) return named.trim();
  return words.numbered(n);
}

/** The line a finding's path points at (`lines[2].payload.gender` → 3), numbered from 1. */
export function lineOfPath(path: string | undefined): number | null {
  const m = /^lines\[(\d+)\]/.exec(path ?? '');
  return m ? Number(m[1]) + 1 : null;
}

/** The rules lead a line's message with 第 3 行：, 第 3 行 沈佳怡： or Line 3: — said once the place names the line. */
export function withoutLinePrefix(message: string, n: number): string {
  const zh = new RegExp(`^第 ?${n} ?行(?: [^：:]{1,40})?[：:]\\s*`);
  const en = new RegExp(`^Line ${n}: `);
  if (zh.test(message)) return message.replace(zh, '');
  if (en.test(message)) {
    const rest = message.replace(en, '');
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return message;
}

export interface FindingWords extends LineWords {
  /** A field's label, when one is known; unknown names are left out of the place. */
  field(name: string): string | undefined;
  /** Between the place and the message (：). */
  sep: string;
}

/**
 * A finding as a sentence: where it applies in words (the line by its person or post level, the field by its
 * label), then the rule's message. The rule code is not part of it.
 */
export function findingSentence(v: Violation, filing: Lines | undefined, words: FindingWords): string {
  const line = lineOfPath(v.field);
  const labels: PathLabels = {
    field: (name) => words.field(name) ?? '',
    line: (n) => (filing ? lineName(filing, n, words) : words.numbered(n)),
  };
  const place = v.field ? describePath(v.field, labels).split(' › ').filter(Boolean).join(' › ') : '';
  const message = line !== null ? withoutLinePrefix(v.message, line) : v.message;
  return place ? `${place}${words.sep}${message}` : message;
}
