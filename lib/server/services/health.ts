import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ReadinessCheck } from '@/lib/contracts/health';
import pkg from '@/package.json';
import { getDb, migrationsApplied } from '../db/client';
import { ApiError } from '../errors';
import { logger } from '../observability/logger';
import { uploadsDir } from '../storage';

export const VERSION: string = pkg.version;

/** A probe answers within this time: a database that does not answer by then counts as unreachable. */
const CHECK_TIMEOUT_MS = 3000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Creates the upload directory if need be and writes and removes a file in it, as storing an upload would. */
async function uploadsWritable(): Promise<void> {
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  const probe = path.join(dir, `.ready-${randomUUID()}`);
  await fs.writeFile(probe, '');
  await fs.rm(probe, { force: true });
}

/** Runs every check and returns the names of those that failed; why they failed goes to the server log only. */
export async function failedReadinessChecks(): Promise<ReadinessCheck[]> {
  const database = withinTimeout(getDb().then(async (db) => {
    await db.execute(sql`select 1`);
    return db;
  }));
  const checks: Record<ReadinessCheck, Promise<unknown>> = {
    database,
    // Not asked of a database that does not answer: that one fails as 'database' alone.
    migrations: database.then(async (db) => {
      if (!(await withinTimeout(migrationsApplied(db)))) throw new Error('migrations of this version are not applied');
    }, () => undefined),
    uploads: withinTimeout(uploadsWritable()),
  };
  const names = Object.keys(checks) as ReadinessCheck[];
  const results = await Promise.allSettled(names.map((name) => checks[name]));
  const failed: ReadinessCheck[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    failed.push(names[i]);
    const why = result.reason instanceof Error ? result.reason.message : String(result.reason);
    logger().warn({ check: names[i], reason: why }, `[health] ${names[i]} not ready: ${why}`);
  });
  return failed;
}

export function live() {
  return { status: 'ok' as const, version: VERSION };
}

/** Ready when every check passes; else 503 naming the failed checks, never their errors. */
export async function ready() {
  const failed = await failedReadinessChecks();
  if (failed.length === 0) return { status: 'ok' as const, version: VERSION };
  const names = failed.join(', ');
  throw new ApiError(503, `服务未就绪：${names}`, { status: 'unavailable', version: VERSION, failed }, `Not ready: ${names}`);
}
