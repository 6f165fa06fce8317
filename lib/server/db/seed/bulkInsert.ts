import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Tx } from '../client';

const CHUNK = 500;

function literal(value: unknown): string {
  if (value === undefined) return 'default';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`bulkInsert cannot write ${typeof value}`);
}

/**
 * Inserts the seed's rows as literal multi-row statements. Drizzle's insert builder spends about a millisecond
 * a row on the wide person table, which would make every fresh test database seconds slower; the values here
 * are the seed's own (strings, numbers, booleans, null), never user input.
 */
export async function bulkInsert<T extends Table>(tx: Tx, table: T, rows: readonly T['$inferInsert'][], opts: { onConflictDoNothing?: boolean } = {}): Promise<void> {
  if (!rows.length) return;
  const records = rows as readonly Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => records.some((r) => r[key] !== undefined));
  const head = `insert into "${getTableName(table)}" (${columns.map(([, c]) => `"${c.name}"`).join(', ')}) values `;
  const tail = opts.onConflictDoNothing ? ' on conflict do nothing' : '';
  for (let i = 0; i < records.length; i += CHUNK) {
    const values = records.slice(i, i + CHUNK).map((r) => `(${columns.map(([key]) => literal(r[key])).join(', ')})`);
    await tx.execute(sql.raw(head + values.join(', ') + tail));
  }
}
