/** Words of a snapshot path that only group fields and are left out of its label. */
const GROUPING = new Set(['header', 'payload', 'lines']);

const tokens = (path: string) => path.match(/\[\d+\]|[^.[\]]+/g) ?? [];

export interface PathLabels {
  /** The label of a field name, when one is known. */
  field(name: string): string | undefined;
  /** The label of a line, numbered from 1. */
  line(n: number): string;
}

/**
 * A snapshot path as the user reads it: `lines[2].payload.changes.education` → 第 3 行 › 变更内容 › 学历,
 * `header.establishment.quotaInst` → 编制核定 › 事业编制. Unknown names are shown as they are.
 */
export function describePath(path: string, labels: PathLabels): string {
  const parts: string[] = [];
  let previous = '';
  for (const token of tokens(path)) {
    const index = /^\[(\d+)\]$/.exec(token);
    if (index) {
      const n = Number(index[1]) + 1;
      parts.push(previous === 'lines' ? labels.line(n) : `#${n}`);
    } else if (!GROUPING.has(token)) {
      parts.push(labels.field(token) ?? token);
    }
    previous = token;
  }
  return parts.join(' › ');
}

/** The field a path ends in (`lines[0].payload.changes.gender` → gender), to show its value by its code list. */
export function fieldOfPath(path: string): string {
  const named = tokens(path).filter((t) => !t.startsWith('['));
  return named.at(-1) ?? '';
}
