import fs from 'node:fs';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { POST as startJob } from './route';
import { POST as importHistory } from '../importHistory/route';
import { POST as getJob } from '../../Import/getJob/route';
import { POST as latestJob } from '../../Import/latestJob/route';
import type { HistoryImportReport } from '@/lib/contracts/historyImport';
import type { ImportJob } from '@/lib/contracts/importJob';
import { getDb } from '@/lib/server/db/client';
import { importBatches, importJobs, persons, personAssessments, systemLog, units, users } from '@/lib/server/db/tables';
import { HEARTBEAT_MS, importJobsSettled, INTERRUPTED, recoverImportJobs, STALE_AFTER_MS } from '@/lib/server/services/importJobs';
import { MAX_HISTORY_IMPORT_ROWS } from '@/lib/server/services/historyImport/columns';
import { CHECK_STEP, planImport } from '@/lib/server/services/historyImport/plan';
import { call, loginAs } from '@/lib/server/testing/api';
import { uploadsDir } from '@/lib/server/storage';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { sampleDocx } from '@/lib/server/testing/files';
import { idNumberFor } from '@/lib/server/testing/fixtures';
import { historyFile, historyPerson, manyRows, sendHistory } from '@/lib/server/testing/historyImport';

withFreshDatabase();

const tokens: Record<string, string> = {};
let school: { id: number; uscc: string };

beforeAll(async () => {
  for (const u of ['admin', 'rsj']) tokens[u] = await loginAs(u);
  const db = await getDb();
  [school] = await db.select({ id: units.id, uscc: units.uscc }).from(units).where(eq(units.unitName, '湖州市第一中学'));
});

const start = (content: string, token = tokens.admin, fileName = '历史数据.xlsx') =>
  call<ImportJob>(startJob, '/Person/importHistoryJob', { token, body: { fileName, content } });
const read = (id: number, token = tokens.admin) => call<ImportJob>(getJob, '/Import/getJob', { token, body: { id } });
const latest = (token = tokens.admin) => call<ImportJob | null>(latestJob, '/Import/latestJob', { token, body: { kind: 'HISTORY' } });

/** Polls the job as the dialog does until it has ended. */
async function finished(id: number, token = tokens.admin): Promise<ImportJob> {
  for (let i = 0; i < 600; i += 1) {
    const { status, json } = await read(id, token);
    expect(status).toBe(200);
    if (json.data.status === 'DONE' || json.data.status === 'FAILED') return json.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
}

const jobCount = async () => (await (await getDb()).select({ n: count() }).from(importJobs))[0].n;

/** Two new persons with an assessment each, and a person of the file twice (one refused row) when `bad`. */
async function file(bad = false) {
  const a = { name: '沈思远', id: idNumberFor('1992-05-06') };
  const b = { name: '韩雪', id: idNumberFor('1993-03-03', false) };
  return historyFile(tokens.admin, {
    persons: [historyPerson(school.uscc, a.name, a.id), historyPerson(school.uscc, b.name, b.id), ...(bad ? [historyPerson(school.uscc, a.name, a.id)] : [])],
    assessments: [{ 公民身份号码: a.id, 考核年度: 2020, 考核结果: '合格' }, { 公民身份号码: b.id, 考核年度: 2021, 考核结果: '优秀' }],
  });
}

describe('POST /api/Person/importHistoryJob', () => {
  it('with dryRun only checks: DONE with the synchronous dry run\'s report, its problems included, and nothing written', async () => {
    const db = await getDb();
    const before = (await db.select({ n: count() }).from(persons))[0].n;
    for (const bad of [false, true]) {
      const content = await file(bad);
      const { json: checked } = await sendHistory(content, true, tokens.admin);
      const { status, json } = await call<ImportJob>(startJob, '/Person/importHistoryJob', { token: tokens.admin, body: { fileName: '历史数据.xlsx', content, dryRun: true } });
      expect(status).toBe(200);
      expect(json.data).toMatchObject({ status: 'QUEUED', dryRun: true });
      const job = await finished(json.data.id);
      expect(job).toMatchObject({ status: 'DONE', dryRun: true, rowsChecked: job.rowsTotal, writeTotal: 0, rowsWritten: 0, message: null });
      expect(job.report).toEqual(checked.data);
      expect((job.report as HistoryImportReport).problemCount).toBe(bad ? 1 : 0);
    }
    expect((await db.select({ n: count() }).from(persons))[0].n).toBe(before);
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'person.importHistory')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry.detail).toMatch(/^检查人员历史数据 历史数据\.xlsx（未写入）.*有错误 1 行（导入任务 \d+）$/);
  });

  it('answers a queued job at once, which checks and writes the file and ends with the report the synchronous commit answers', async () => {
    const content = await file();
    const { json: checked } = await sendHistory(content, true, tokens.admin);
    const { status, json } = await start(content);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ kind: 'HISTORY', status: 'QUEUED', rowsTotal: 4, fileName: '历史数据.xlsx', report: null });

    const job = await finished(json.data.id);
    expect(job).toMatchObject({ status: 'DONE', phase: null, rowsTotal: 4, rowsChecked: 4, writeTotal: 4, rowsWritten: 4, message: null });
    const report = job.report as HistoryImportReport;
    expect(report).toEqual({ ...checked.data, dryRun: false, batchId: expect.any(Number) });
    const db = await getDb();
    expect(await db.select({ n: count() }).from(persons).where(eq(persons.importBatchId, report.batchId!))).toEqual([{ n: 2 }]);
    expect(await db.select({ n: count() }).from(personAssessments).where(eq(personAssessments.importBatchId, report.batchId!))).toEqual([{ n: 2 }]);
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'person.importHistory')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ result: 'success', account: 'admin' });
    expect(entry.detail).toContain(`迁移导入批次 ${report.batchId}`);
    expect(entry.detail).toContain(`导入任务 ${job.id}`);
    const [stored] = await db.select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(stored.filePath).toBeNull();

    // The same file again, synchronously: every row is on record, as the job's re-run would say.
    const again = await call<HistoryImportReport>(importHistory, '/Person/importHistory', { token: tokens.admin, body: { fileName: 'a.xlsx', content, dryRun: false } });
    expect(again.json.data.batchId).toBeNull();
  });

  it('ends FAILED with the refused rows\' report and their message when a row is wrong, writing nothing', async () => {
    const db = await getDb();
    const before = (await db.select({ n: count() }).from(importBatches))[0].n;
    const { json } = await start(await file(true));
    const job = await finished(json.data.id);
    expect(job).toMatchObject({
      status: 'FAILED', message: '导入文件有 1 行、1 处错误，未导入任何数据，请修改后重新上传',
      messageEn: '1 row(s) of the file have 1 problem(s); nothing was imported',
    });
    expect((job.report as HistoryImportReport).problems).toEqual([expect.objectContaining({ sheet: 'persons', row: 4, field: 'idNumber' })]);
    expect((await db.select({ n: count() }).from(importBatches))[0].n).toBe(before);
  });

  it('refuses a bad file at the start, making no job: not an .xlsx (400), more rows than an import takes (413)', async () => {
    const jobs = await jobCount();
    const docx = await start((await sampleDocx()).toString('base64'));
    expect(docx.status).toBe(400);
    expect(docx.json.msg).toContain('文件无法读取');
    const many = await start(await manyRows(MAX_HISTORY_IMPORT_ROWS + 1));
    expect(many.status).toBe(413);
    expect(many.json.msg).toBe(`单次最多导入 ${MAX_HISTORY_IMPORT_ROWS} 行（各工作表合计），本文件超过此数，请分批导入`);
    expect(await jobCount()).toBe(jobs);
  }, 120_000);
});

describe('POST /api/Import/getJob and latestJob', () => {
  it('shows a job to its starter and to admin; to another account, and for an id that is none, 404', async () => {
    const { json } = await start(await file(), tokens.rsj);
    const job = await finished(json.data.id, tokens.rsj);
    expect(job.status).toBe('DONE');
    expect((await read(job.id, tokens.admin)).status).toBe(200);

    const { json: mine } = await start(await file());
    await finished(mine.data.id);
    const other = await read(mine.data.id, tokens.rsj);
    expect([other.status, other.json.msg]).toEqual([404, '导入任务不存在']);
    expect((await read(999_999)).status).toBe(404);
  });

  it('finds the caller\'s latest job still running or unseen, until its starter has read it finished', async () => {
    const { json } = await start(await file(), tokens.rsj);
    expect((await latest(tokens.rsj)).json.data?.id).toBe(json.data.id);
    expect((await latest()).json.data).toBeNull();
    await importJobsSettled();
    // Ended while nobody watched (the tab closed): still found, now with its result.
    expect((await latest(tokens.rsj)).json.data).toMatchObject({ id: json.data.id, status: 'DONE' });
    // Admin reading it does not mark it seen for its starter; its starter reading it does.
    expect((await read(json.data.id)).status).toBe(200);
    expect((await latest(tokens.rsj)).json.data?.id).toBe(json.data.id);
    expect((await read(json.data.id, tokens.rsj)).status).toBe(200);
    expect((await latest(tokens.rsj)).json.data).toBeNull();
  });
});

describe('a job a stopped server left running', () => {
  it('is FAILED at the next start with why, and its file removed; a finished job is left as it was', async () => {
    const db = await getDb();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const leftFile = path.join(uploadsDir(), 'import-jobs', 'left.xlsx');
    fs.mkdirSync(path.dirname(leftFile), { recursive: true });
    fs.writeFileSync(leftFile, 'PK');
    const [left] = await db.insert(importJobs).values({
      kind: 'HISTORY', status: 'RUNNING', phase: 'WRITE', rowsTotal: 100_000, rowsChecked: 100_000, writeTotal: 99_000, rowsWritten: 0,
      fileName: '大文件.xlsx', sha256: '0'.repeat(64), filePath: 'left.xlsx', createdBy: admin.id,
    }).returning();
    const [done] = await db.insert(importJobs).values({
      kind: 'HISTORY', status: 'DONE', rowsTotal: 1, fileName: '小文件.xlsx', sha256: '1'.repeat(64), createdBy: admin.id, finishedAt: new Date(),
    }).returning();

    expect(await recoverImportJobs(db)).toBe(1);
    expect(fs.existsSync(leftFile)).toBe(false);
    const job = await finished(left.id);
    expect(job).toMatchObject({ status: 'FAILED', phase: null, rowsWritten: 0, message: INTERRUPTED.zh, messageEn: INTERRUPTED.en, finishedAt: expect.any(String) });
    expect((await read(done.id)).json.data.status).toBe('DONE');
    expect(await recoverImportJobs(db)).toBe(0);
  });
});

describe('on PostgreSQL with several instances', () => {
  it('a job another instance still touches is left running; one untouched past STALE_AFTER_MS is FAILED', async () => {
    const db = await getDb();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const job = (fileName: string, updatedAt: Date) => db.insert(importJobs).values({
      kind: 'UNITS', status: 'RUNNING', phase: 'CHECK', rowsTotal: 10, fileName, sha256: '2'.repeat(64), createdBy: admin.id, updatedAt,
    }).returning().then(([row]) => row);
    const now = Date.now();
    const touched = await job('另一实例.xlsx', new Date(now - STALE_AFTER_MS + 5_000));
    const stopped = await job('已停止.xlsx', new Date(now - STALE_AFTER_MS - 5_000));
    expect(HEARTBEAT_MS * 3).toBeLessThan(STALE_AFTER_MS);

    expect(await recoverImportJobs(db, new Date(now - STALE_AFTER_MS))).toBe(1);
    expect((await read(touched.id)).json.data.status).toBe('RUNNING');
    expect((await read(stopped.id)).json.data).toMatchObject({ status: 'FAILED', message: INTERRUPTED.zh });
    await db.update(importJobs).set({ status: 'FAILED' }).where(eq(importJobs.id, touched.id));
  });
});

describe('the progress of the check', () => {
  it('is told every CHECK_STEP rows and once all are checked, not at every row', async () => {
    const rows = (n: number, first: number) => Array.from({ length: n }, (_, i) => ({ row: i + 2, text: { idNumber: `X${first + i}` }, values: {} }));
    const upload = { sha256: '0'.repeat(64), rows: { persons: rows(1500, 0), posts: [], assessments: rows(1000, 5000), rewardPunish: [], estabs: [] } };
    const told: number[] = [];
    await planImport(await getDb(), { kind: 'all' }, upload, async (n) => {
      told.push(n);
    });
    expect(CHECK_STEP).toBe(1000);
    expect(told).toEqual([1000, 2000, 2500]);
  });
});
