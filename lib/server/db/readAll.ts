import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Runs independent reads side by side where the connection allows it. On the database (a pool on PostgreSQL) each read
 * takes a connection of its own. A transaction holds one connection, and node-postgres runs one query at a time on it:
 * asking it for another while one runs is deprecated and goes in pg 9. There the reads run one after another.
 */
export async function readAll<const R extends Reads>(db: Db, reads: R): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  type Answers = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers;
}
