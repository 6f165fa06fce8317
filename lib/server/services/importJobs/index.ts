import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Endpoint, ResponseOf } from '@/lib/contracts/endpoint';
import type { ImportJob, importJobGet, importJobLatest } from '@/lib/contracts/importJob';
import { formatDateTime } from '@/lib/domain/datetime';
import { writeAudit } from '../../audit';
import type { Db } from '../../db/client';
import { importJobs } from '../../db/tables';
import { ApiError } from '../../errors';
import type { HandlerContext } from '../../http';
import { logger } from '../../observability/logger';
import { uploadsDir } from '../../storage';

type JobRow = typeof importJobs.$inferSelect;

/** What a job's work tells of its progress. */
export interface JobProgress {
  /** The rows checked so far (told every so many rows): written to the job's record. */
  checked(rows: number): Promise<void>;
  /** The check is done and the writing begins, of so many records. */
  writing(records: number): Promise<void>;
  /**
   * The records written so far, held in memory: the write is one transaction, which on the embedded database holds its
   * one connection. It gives way to the waiting requests, which read a running job from memory.
   */
  written(records: number): Promise<void>;
}

/** What a job's work ends with: the report its endpoint answers and the system log's detail. A refusal is thrown as an ApiError. */
export interface JobResult {
  report: NonNullable<ImportJob['report']>;
  detail: string;
}

export interface JobSpec {
  kind: ImportJob['kind'];
  /** Only the check: the job ends DONE with the dry run's report. */
  dryRun: boolean;
  fileName: string;
  sha256: string;
  /** The uploaded file, base64, kept on disk while the job runs. */
  content: string;
  rowsTotal: number;
  /** The system log's action for the job's outcome (that of the synchronous commit). */
  action: string;
}

const RUNNING: JobRow['status'][] = ['QUEUED', 'RUNNING'];

/** The jobs this process runs as they stand, fresher than their records (and read without the database while they write). */
const live = new Map<number, JobRow>();
/** The jobs this process runs, until they end (for tests and a clean stop). */
const running = new Map<number, Promise<void>>();

const jobsDir = () => path.join(uploadsDir(), 'import-jobs');

const removeFile = (filePath: string | null) => (filePath ? fs.rm(path.join(jobsDir(), filePath), { force: true }) : Promise.resolve());

export const INTERRUPTED = {
  zh: '服务器在导入进行中停止，本次导入未写入任何数据，请重新导入',
  en: 'The server stopped while the import ran; nothing of it was written: import the file again',
};
const BROKE = { zh: '导入时发生服务器内部错误，未导入任何数据，请稍后重试', en: 'The import failed on an internal error; nothing was imported: try again later' };

/**
 * A running job's record is touched this often (updatedAt), whatever its work holds: another instance on the same
 * PostgreSQL tells a job whose process stopped by a record left untouched for STALE_AFTER_MS.
 */
export const HEARTBEAT_MS = 20_000;
export const STALE_AFTER_MS = 90_000;

/** Gives way to the requests waiting meanwhile (the embedded database answers without I/O, so a job never would). */
const giveWay = () => new Promise((resolve) => setImmediate(resolve));

function view(row: JobRow): ImportJob {
  return {
    id: row.id, kind: row.kind, status: row.status, dryRun: row.dryRun, fileName: row.fileName, rowsTotal: row.rowsTotal, phase: row.phase ?? null,
    rowsChecked: row.rowsChecked, writeTotal: row.writeTotal, rowsWritten: row.rowsWritten,
    report: (row.report ?? null) as ImportJob['report'],
    message: row.message, messageEn: row.messageEn,
    createdAt: formatDateTime(row.createdAt), finishedAt: row.finishedAt ? formatDateTime(row.finishedAt) : null,
  };
}

/**
 * Records a job for the uploaded file (kept under the uploads directory until it ends) and runs `work` after the
 * answer, in this process: QUEUED, then RUNNING through the check and the write, then DONE with the report or FAILED
 * with why (and the report, when the rows were refused). The outcome goes to the system log as the synchronous
 * commit's would, under the starter's name.
 */
export async function startImportJob<E extends Endpoint>(ctx: HandlerContext<E>, spec: JobSpec, work: (progress: JobProgress) => Promise<JobResult>): Promise<ImportJob> {
  const { db, user, ip } = ctx;
  const filePath = `${randomUUID()}.xlsx`;
  await fs.mkdir(jobsDir(), { recursive: true });
  await fs.writeFile(path.join(jobsDir(), filePath), Buffer.from(spec.content, 'base64'));
  let row: JobRow;
  try {
    [row] = await db.insert(importJobs).values({
      kind: spec.kind, status: 'QUEUED', dryRun: spec.dryRun, rowsTotal: spec.rowsTotal, fileName: spec.fileName, sha256: spec.sha256, filePath, createdBy: user!.id,
    }).returning();
  } catch (e) {
    await removeFile(filePath);
    throw e;
  }
  const jobId = row.id;
  const progress: JobRow = { ...row };
  live.set(jobId, progress);
  const update = (set: Partial<JobRow>) => {
    Object.assign(progress, set);
    return db.update(importJobs).set({ ...set, updatedAt: new Date() }).where(eq(importJobs.id, jobId));
  };
  const audit = (code: number, detail: string) => writeAudit(db, {
    userId: user!.id, account: user!.username, unitId: user!.unitId ?? null, ip, type: 'operation', action: spec.action,
    result: code === 200 ? 'success' : 'failure', code, detail: `${detail}（导入任务 ${jobId}）`,
  });

  const run = async () => {
    await update({ status: 'RUNNING', phase: 'CHECK' });
    const heartbeat = setInterval(() => {
      void db.update(importJobs).set({ updatedAt: new Date() }).where(and(eq(importJobs.id, jobId), inArray(importJobs.status, RUNNING)))
        .catch((err) => logger().warn({ err, importJob: jobId }, 'an import job could not touch its record'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const result = await work({
        checked: async (rows) => {
          await update({ rowsChecked: rows });
          await giveWay();
        },
        writing: async (records) => {
          await update({ phase: 'WRITE', writeTotal: records });
        },
        written: async (records) => {
          progress.rowsWritten = records;
          await giveWay();
        },
      });
      await update({
        status: 'DONE', phase: null, rowsChecked: spec.rowsTotal, rowsWritten: progress.writeTotal, report: result.report, finishedAt: new Date(), filePath: null,
      });
      await audit(200, result.detail);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(500, BROKE.zh, null, BROKE.en);
      if (!(e instanceof ApiError)) logger().error({ err: e, importJob: jobId }, 'an import job failed');
      const report = err.data && typeof err.data === 'object' && 'problems' in err.data ? err.data : null;
      await update({
        status: 'FAILED', phase: null, rowsChecked: progress.rowsChecked, rowsWritten: 0, report, message: err.message, messageEn: err.messageEn ?? err.message,
        finishedAt: new Date(), filePath: null,
      });
      await audit(err.code, `导入 ${spec.fileName} 失败：${err.message}`);
    } finally {
      clearInterval(heartbeat);
    }
  };
  const done = new Promise<void>((resolve) => {
    setImmediate(() => {
      run()
        .catch((err) => logger().error({ err, importJob: jobId }, 'an import job could not record its end'))
        .finally(async () => {
          live.delete(jobId);
          running.delete(jobId);
          await removeFile(filePath).catch(() => undefined);
          resolve();
        });
    });
  });
  running.set(jobId, done);
  return view(row);
}

/** Settles once every job this process runs has ended. */
export async function importJobsSettled(): Promise<void> {
  while (running.size) await Promise.all([...running.values()]);
}

/**
 * The job, to its starter and to admin; 404 to anyone else. Its starter reading it finished marks it seen. A job this
 * process runs is read from memory, so that its progress is answered while its write holds the embedded database.
 */
export async function getImportJob(ctx: HandlerContext<typeof importJobGet>): Promise<ResponseOf<typeof importJobGet>> {
  const user = ctx.user!;
  const [row] = live.has(ctx.body.id) ? [live.get(ctx.body.id)!] : await ctx.db.select().from(importJobs).where(eq(importJobs.id, ctx.body.id));
  if (!row || (row.createdBy !== user.id && user.role !== 'admin')) throw new ApiError(404, '导入任务不存在', null, 'No such import job');
  if (row.createdBy === user.id && !RUNNING.includes(row.status) && !row.seenAt) {
    await ctx.db.update(importJobs).set({ seenAt: new Date() }).where(eq(importJobs.id, row.id));
  }
  return view(row);
}

/** The caller's latest job of the kind that still runs or whose result they have not seen; null when none. */
export async function latestImportJob(ctx: HandlerContext<typeof importJobLatest>): Promise<ResponseOf<typeof importJobLatest>> {
  const [row] = await ctx.db.select().from(importJobs)
    .where(and(eq(importJobs.createdBy, ctx.user!.id), eq(importJobs.kind, ctx.body.kind), or(inArray(importJobs.status, RUNNING), isNull(importJobs.seenAt))))
    .orderBy(desc(importJobs.id)).limit(1);
  return row ? view(row) : null;
}

/**
 * The jobs a stopped process left QUEUED or RUNNING are FAILED with why (their write is one transaction, so nothing of
 * them was written), and their files removed; this process's own are left alone. With `staleBefore` only those whose
 * record was last touched before it: on PostgreSQL another instance may be running the others (HEARTBEAT_MS).
 * Answers how many.
 */
export async function recoverImportJobs(db: Db, staleBefore?: Date): Promise<number> {
  const ours = [...live.keys()];
  const left = await db.select({ id: importJobs.id, filePath: importJobs.filePath }).from(importJobs)
    .where(and(
      inArray(importJobs.status, RUNNING), ours.length ? notInArray(importJobs.id, ours) : undefined,
      staleBefore ? lt(importJobs.updatedAt, staleBefore) : undefined,
    ));
  if (!left.length) return 0;
  await db.update(importJobs).set({
    status: 'FAILED', phase: null, rowsWritten: 0, message: INTERRUPTED.zh, messageEn: INTERRUPTED.en, finishedAt: new Date(), updatedAt: new Date(), filePath: null,
  }).where(and(inArray(importJobs.id, left.map((j) => j.id)), inArray(importJobs.status, RUNNING)));
  await Promise.all(left.map((j) => removeFile(j.filePath).catch(() => undefined)));
  return left.length;
}
