import 'server-only';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './asOf';

/**
 * The rows of a select (its columns named as given, in that order) as one JSON text of arrays, parsed: the embedded database
 * hands each row of an answer over at a cost that, for a city's tens of thousands of groups, exceeds counting them.
 */
export async function groupsAsJson<T extends unknown[]>(db: Db, query: SQLWrapper, columns: readonly string[]): Promise<T[]> {
  const list = sql.join(columns.map((c) => sql.identifier(c)), sql`, `);
  const [row] = await rowsOf<{ json: string | null }>(db, sql`select json_agg(json_build_array(${list}))::text as json from (${query}) g`);
  return JSON.parse(row?.json ?? '[]') as T[];
}
