import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { POST as login } from '../login/login/route';
import { POST as logout } from '../login/logout/route';
import { POST as updateAccount } from '../userInfo/updateAccount/route';
import { POST as setRole } from '../userInfo/saveUser_role/route';
import { POST as roleList } from '../Role/getList/route';
import { POST as roleSave } from '../Role/save/route';
import { POST as routerList } from '../router/getRouterList/route';
import { POST as create } from '../Filing/create/route';
import { POST as act } from '../Filing/act/route';
import { POST as upload } from '../Attachment/upload/route';
import { POST as planCurrent } from '../PostPlan/getCurrent/route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostPlanContext } from '@/lib/contracts/postSetting';
import type { MenuNode, RoleItem } from '@/lib/contracts/role';
import type { RouteRecord } from '@/lib/contracts/router';
import { addDays, addMonths } from '@/lib/domain/dates';
import { formatDateTime, today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { filings, reviewRecords, roles, systemLog, unitPostPlans, users } from '@/lib/server/db/tables';
import { BACKUP_JOB, DEFAULT_BACKUP_CRON, registerBackupJob } from '@/lib/server/backup';
import { BACKUP_FILE } from '@/lib/server/backup/archive.mjs';
import { nextRunAt, runJobForSlot, runJobNow } from '@/lib/server/jobs';
import { EFFECTS_JOB, registerEffectsJob } from '@/lib/server/services/filings/effects';
import { ACCOUNT_PASSWORD, createJcAccount, JC_UNIT, settlePassword } from '@/lib/server/testing/accounts';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';
import { startInstance, type Answer, type Instance } from '@/lib/server/testing/instance';
import { unitIdOf } from '@/lib/server/testing/fixtures';

/**
 * Two instances of the app on one PostgreSQL: this jest process is instance A, a process of its own started from the
 * same code is instance B (lib/server/testing/instance.ts), so each keeps its own pool, caches, listener and jobs.
 * The embedded database belongs to one process, so there is nothing to test there.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const EN = { 'accept-language': 'en' };
const TODAY = today();
const NEXT_MONTH = addMonths(TODAY, 1);

/** Waits (at most ten seconds) for what B learns by a notification on its own connection; the caches' lifetime is 60 s. */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let waited = 0; ; waited += 20) {
    const value = await ask();
    if (done(value)) return value;
    if (waited > 10_000) throw new Error(`not seen within ten seconds; last answer: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const paths = (routes: RouteRecord[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);

(onPostgres ? describe : describe.skip)('two instances on one PostgreSQL (needs DATABASE_URL: the embedded database is one process\'s)', () => {
  withFreshDatabase();

  let b: Instance;
  let uploads = '';
  let backups = '';
  let admin = '';
  const savedUploadDir = process.env.UPLOAD_DIR;
  const savedBackupDir = process.env.BACKUP_DIR;

  beforeAll(async () => {
    // The upload directory both instances are given, as deploy.md asks.
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-two-instances-'));
    process.env.UPLOAD_DIR = uploads;
    // And the backup directory they share.
    backups = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-two-instances-backups-'));
    process.env.BACKUP_DIR = backups;
    registerEffectsJob();
    registerBackupJob();
    b = await startInstance();
    admin = await loginAs('admin');
  }, 120_000);

  afterAll(async () => {
    await b?.stop();
    if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = savedUploadDir;
    if (savedBackupDir === undefined) delete process.env.BACKUP_DIR;
    else process.env.BACKUP_DIR = savedBackupDir;
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.rmSync(backups, { recursive: true, force: true });
  }, 30_000);

  const infoOnB = (token: string, headers?: Record<string, string>) => b.call('userInfo/userInfo', { body: {}, token, headers });

  /**
   * B answers the session from its memory: what follows tests how that memory is kept. Asked until it does, as the
   * notification of a sign-in on A (its last-login time) may reach B after B has read the account.
   */
  async function knownToB(token: string): Promise<void> {
    expect(await until(() => infoOnB(token), (a) => a.status !== 200 || a.fromMemory)).toMatchObject({ status: 200, fromMemory: true });
  }

  /** B's answers to `token` until it refuses it (status 401). */
  const refusedOnB = (token: string) => until(() => infoOnB(token), (a: Answer) => a.status === 401);

  it('opens its own connections and listens to the database', async () => {
    expect(b.pid).not.toBe(process.pid);
    expect(await b.sessions()).toMatchObject({ listening: true });
  });

  describe('the session check', () => {
    it('refuses on B a session signed out on A, once the notification has reached B; the same account\'s other session goes on', async () => {
      // Signed in on B, used on A: both instances read the signing key from the database.
      const token = await b.login('jc');
      const other = await loginAs('jc');
      await knownToB(token);
      await knownToB(other);
      expect((await call(logout, '/login/logout', { body: {}, token })).status).toBe(200);
      expect(await refusedOnB(token)).toMatchObject({
        status: 401, json: { code: 401, msg: '令牌无效或已退出登录，请重新登录', data: { reason: 'invalid' } },
      });
      expect((await infoOnB(token, EN)).json.msg).toBe('The session has ended; please sign in again');
      expect(await infoOnB(other)).toMatchObject({ status: 200, fromMemory: true });
    });

    it('refuses on B the sessions of an account disabled on A, and its sign-in until A enables it', async () => {
      const account = await createJcAccount('twin_clerk', JC_UNIT);
      await settlePassword('twin_clerk');
      const token = await loginAs('twin_clerk', ACCOUNT_PASSWORD);
      const other = await b.login('jc2');
      await knownToB(token);
      await knownToB(other);
      const fields = { username: 'twin_clerk', realName: '测试账号', role: 'jc', unitId: account.unitId, isSubAccount: true };
      const disabled = await call<AccountItem>(updateAccount, '/userInfo/updateAccount', { body: { ...fields, id: account.id, version: account.version, enabled: false }, token: admin });
      expect(disabled.json).toMatchObject({ code: 200, data: { enabled: false } });
      expect(await refusedOnB(token)).toMatchObject({ status: 401, json: { code: 401, data: { reason: 'invalid' } } });
      expect(await infoOnB(other)).toMatchObject({ status: 200, fromMemory: true });
      const signIn = { body: { username: 'twin_clerk', password: ACCOUNT_PASSWORD }, ip: '10.9.2.1' };
      expect((await b.call('login/login', signIn)).json).toMatchObject({ code: 403, msg: '账号已停用，请联系管理员' });

      const enabled = await call<AccountItem>(updateAccount, '/userInfo/updateAccount', { body: { ...fields, id: account.id, version: disabled.json.data.version, enabled: true }, token: admin });
      expect(enabled.json).toMatchObject({ code: 200, data: { enabled: true } });
      const renewed = await b.login('twin_clerk', ACCOUNT_PASSWORD);
      expect((await infoOnB(renewed)).json.data.username).toBe('twin_clerk');
    });

    it('refuses on B a session B knows once A writes its account disabled, and lets it in again once A writes it enabled', async () => {
      const token = await b.login('zg2');
      const other = await b.login('jc');
      await knownToB(token);
      await knownToB(other);
      // A write of instance A that ends no session: B can tell only by the notification.
      await (await getDb()).update(users).set({ enabled: false }).where(eq(users.username, 'zg2'));
      expect(await refusedOnB(token)).toMatchObject({ status: 401, json: { code: 401, msg: '账号已停用，请联系管理员', data: { reason: 'accountDisabled' } } });
      expect((await infoOnB(token, EN)).json.msg).toBe('The account is disabled; contact the administrator');
      expect(await infoOnB(other)).toMatchObject({ status: 200, fromMemory: true });
      await (await getDb()).update(users).set({ enabled: true }).where(eq(users.username, 'zg2'));
      expect((await until(() => infoOnB(token), (a) => a.status === 200)).json.data.username).toBe('zg2');
    });

    it("follows on B an account's new role given on A: the old session ends, a new one has the role's access", async () => {
      const account = await createJcAccount('twin_role', JC_UNIT);
      await settlePassword('twin_role');
      const token = await b.login('twin_role', ACCOUNT_PASSWORD);
      await knownToB(token);
      expect((await b.call('Role/getList', { body: {}, token })).status).toBe(403);
      const adminRole = (await (await getDb()).select().from(roles).where(eq(roles.code, 'admin')))[0];
      const made = await call<AccountItem>(setRole, '/userInfo/saveUser_role', { body: { id: account.id, roleId: adminRole.id }, token: admin });
      expect(made.json).toMatchObject({ code: 200, data: { role: 'admin' } });
      expect(await refusedOnB(token)).toMatchObject({ json: { data: { reason: 'invalid' } } });
      const renewed = await b.login('twin_role', ACCOUNT_PASSWORD);
      expect((await b.call('Role/getList', { body: {}, token: renewed })).status).toBe(200);
    });

    it("follows on B the menu entries of a role saved on A, in the route list of a session B already knows", async () => {
      const token = await b.login('jc3');
      const routesOnB = async () => {
        const answer = await b.call('router/getRouterList', { body: {}, token });
        expect(answer.status).toBe(200);
        return paths(answer.json.data.list as RouteRecord[]);
      };
      const routesOnA = async () => paths((await call<{ list: RouteRecord[] }>(routerList, '/router/getRouterList', { body: {}, token })).json.data.list);
      expect(await routesOnB()).toContain('person');
      await knownToB(token);

      const { list, menus } = (await call<{ list: RoleItem[]; menus: MenuNode[] }>(roleList, '/Role/getList', { body: {}, token: admin })).json.data;
      const jc = list.find((r) => r.code === 'jc')!;
      const person = menus.flatMap((m) => m.children).find((m) => m.path === 'person')!;
      const body = { id: jc.id, nameZh: jc.nameZh, nameEn: jc.nameEn, abilities: jc.abilities };
      expect((await call(roleSave, '/Role/save', { body: { ...body, menuIds: jc.menuIds.filter((id) => id !== person.id) }, token: admin })).status).toBe(200);
      const without = await until(routesOnB, (p) => !p.includes('person'));
      expect(without).toEqual(await routesOnA());
      expect(without).toContain('/company');

      expect((await call(roleSave, '/Role/save', { body: { ...body, menuIds: jc.menuIds }, token: admin })).status).toBe(200);
      expect(await until(routesOnB, (p) => p.includes('person'))).toEqual(await routesOnA());
    });
  });

  describe('the login throttle', () => {
    const attempt = (on: 'A' | 'B', ip: string, password: string) => {
      const opts = { body: { username: 'twin_throttled', password }, ip };
      return on === 'A' ? call(login, '/login/login', opts) : b.call('login/login', opts);
    };

    it('counts the wrong passwords of one address on both instances: the sixth, on B, is refused, another address is not', async () => {
      await createJcAccount('twin_throttled', JC_UNIT);
      await settlePassword('twin_throttled');
      for (const on of ['A', 'B', 'A', 'B', 'A'] as const) expect((await attempt(on, '10.9.3.1', 'wrong-pass')).status).toBe(401);
      const sixth = await attempt('B', '10.9.3.1', ACCOUNT_PASSWORD);
      expect(sixth).toMatchObject({ status: 429, json: { code: 429, msg: '密码错误次数过多，请 15 分钟后再试' } });
      expect((await attempt('A', '10.9.3.1', ACCOUNT_PASSWORD)).status).toBe(429);
      // The neighbour: another address has a counter of its own, on either instance.
      expect((await attempt('B', '10.9.3.2', ACCOUNT_PASSWORD)).status).toBe(200);
    });
  });

  describe('a filing and its effect', () => {
    const tokens: Record<string, string> = {};
    let filing: FilingDetail;
    let papers: AttachmentItem[] = [];

    const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
      call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, token: tokens[user] });
    const detailOnB = (id: number) => b.call('Filing/getDetail', { body: { id }, token: tokens.rsjOnB });
    const warningsOf = (f: FilingDetail) => f.violations.filter((v) => v.level === 'WARN').map((v) => v.code);
    const currentPlan = async (unitId: number) => (await (await getDb()).select().from(unitPostPlans)
      .where(and(eq(unitPostPlans.unitId, unitId), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false))))[0];

    beforeAll(async () => {
      for (const u of ['jc', 'zg', 'rsj']) tokens[u] = await loginAs(u);
      tokens.rsjOnB = await b.login('rsj');
      // A post setting that moves one post from T11 to T10, with its papers, submitted and approved by the competent authority.
      const context = (await call<PostPlanContext>(planCurrent, '/PostPlan/getCurrent', { body: {}, token: tokens.jc })).json.data;
      const lines = context.plan!.lines.map((l) => ({ ...l, approvedCount: l.postLevel === 'T10' ? l.approvedCount + 1 : l.postLevel === 'T11' ? l.approvedCount - 1 : l.approvedCount }));
      const sum = (c: string) => lines.filter((l) => l.postCategory === c).reduce((s, l) => s + l.approvedCount, 0);
      const header = {
        settingKind: 'ADJUST', estabSnapshot: context.quotaInst, managePosts: sum('MANAGE'), techPosts: sum('TECH'), workerPosts: sum('WORKER'),
        postTotal: sum('MANAGE') + sum('TECH') + sum('WORKER'), dualPostCount: 1, staffCongressDate: addDays(TODAY, -30), plan: '调整专技岗位结构',
      };
      const body = {
        filingType: 'POST_SETTING', contactName: '李明华', contactPhone: '13857201234', year: Number(TODAY.slice(0, 4)), header,
        lines: lines.map((l) => ({ payload: { ...l, currentCount: context.holders[l.postLevel] ?? 0 } })),
      };
      filing = (await call<FilingDetail>(create, '/Filing/create', { body, token: tokens.jc })).json.data;
      papers = [];
      for (const category of ['岗位设置方案', '岗位说明书', '职代会决议']) {
        const file = { filingId: filing.id, category, fileName: `${category}.pdf`, content: samplePdf(category).toString('base64') };
        const uploaded = await call<AttachmentItem>(upload, '/Attachment/upload', { body: file, token: tokens.jc });
        expect(uploaded.status).toBe(200);
        papers.push(uploaded.json.data);
      }
      filing = (await doAct('jc', filing, 'SUBMIT', { ackWarnings: warningsOf(filing) })).json.data;
      filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
      expect(filing.status).toBe('PENDING_RSJ');
    }, 120_000);

    it('is seen on B approved as soon as A has approved it, with no waiting', async () => {
      expect((await detailOnB(filing.id)).json).toMatchObject({ code: 200, data: { status: 'PENDING_RSJ', version: filing.version } });
      const approved = await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: NEXT_MONTH });
      expect(approved.json).toMatchObject({ code: 200, data: { status: 'APPROVED', effectiveOn: NEXT_MONTH } });
      filing = approved.json.data;
      const seen = (await detailOnB(filing.id)).json.data as FilingDetail;
      expect(seen).toMatchObject({ status: 'APPROVED', effectiveOn: NEXT_MONTH, version: filing.version });
      expect(seen.reviews.map((r) => r.action)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE']);
    });

    it('has its papers, uploaded on A, downloaded on B from the shared upload directory', async () => {
      const paper = papers[1];
      const answer = await b.call('Attachment/download', { body: { id: paper.id }, token: tokens.rsjOnB });
      expect(answer.status).toBe(200);
      expect(answer.file).toMatchObject({ type: 'application/pdf' });
      expect(Buffer.from(answer.file!.base64, 'base64').equals(samplePdf(paper.category))).toBe(true);
    });

    it('lands on its execution date once, by whichever instance holds the job\'s lock, and is logged once', async () => {
      const db = await getDb();
      const unitId = await unitIdOf(JC_UNIT);
      const before = await currentPlan(unitId);
      const [{ lastLog }] = await db.select({ lastLog: sql<number>`coalesce(max(${systemLog.id}), 0)`.mapWith(Number) }).from(systemLog);
      // The execution date has come.
      await db.update(filings).set({ effectiveOn: TODAY }).where(eq(filings.id, filing.id));

      // Another writer holds the filing's row, so the instance that takes the lock is still running when the other asks for it.
      const holder = new Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      let runs: [ReturnType<typeof runJobNow>, ReturnType<typeof runJobNow>];
      try {
        await holder.query('begin');
        await holder.query('select id from filing where id = $1 for update', [filing.id]);
        runs = [runJobNow(EFFECTS_JOB), b.runJob(EFFECTS_JOB)];
        // The one that has the lock cannot end before the row is let go: the first to end is the one refused.
        const first = await Promise.race([...runs, new Promise<never>((_, reject) => {
          setTimeout(() => reject(new Error('neither run ended within ten seconds: both are waiting for the row')), 10_000).unref();
        })]);
        expect(first).toMatchObject({ name: EFFECTS_JOB, outcome: 'skipped', detail: '另一实例正在运行该任务 / another instance is running the job' });
      } finally {
        await holder.query('commit').catch(() => undefined);
        await holder.end();
      }
      const outcomes = await Promise.all(runs);
      expect(outcomes.map((r) => r.outcome).sort()).toEqual(['skipped', 'success']);
      expect(outcomes.find((r) => r.outcome === 'success')!.detail).toBe(`生效 1 件（${filing.lines.length} 行）：${filing.filingNo}`);

      expect(await currentPlan(unitId)).toMatchObject({ planVersion: before.planVersion + 1, sourceFilingId: filing.id, effectiveFrom: TODAY });
      const landings = await db.select().from(reviewRecords).where(and(eq(reviewRecords.filingId, filing.id), eq(reviewRecords.action, 'APPLY_EFFECT')));
      expect(landings).toHaveLength(1);
      const logged = await db.select({ action: systemLog.action, result: systemLog.result }).from(systemLog)
        .where(and(gt(systemLog.id, lastLog), inArray(systemLog.action, [`job.${EFFECTS_JOB}.start`, `job.${EFFECTS_JOB}`]))).orderBy(asc(systemLog.id));
      expect(logged).toEqual([{ action: `job.${EFFECTS_JOB}.start`, result: 'success' }, { action: `job.${EFFECTS_JOB}`, result: 'success' }]);

      // The lock is let go: the next run, on either instance, runs and finds nothing left to land.
      expect(await b.runJob(EFFECTS_JOB)).toMatchObject({ outcome: 'success', detail: '无到期生效的业务' });
      expect(await db.select().from(reviewRecords).where(and(eq(reviewRecords.filingId, filing.id), eq(reviewRecords.action, 'APPLY_EFFECT')))).toHaveLength(1);
      expect(await currentPlan(unitId)).toMatchObject({ planVersion: before.planVersion + 1 });
    });
  });

  describe('the scheduled backup', () => {
    const archives = () => fs.readdirSync(backups).filter((n) => BACKUP_FILE.test(n));
    const skippedDetails = [
      '另一实例正在运行该任务 / another instance is running the job',
      '本时段已由其他实例完成 / already done for this slot by another instance',
    ];

    it('runs once for a slot both instances are asked to run at once: one archive, one success entry; asked again, both skip it', async () => {
      const db = await getDb();
      const [{ lastLog }] = await db.select({ lastLog: sql<number>`coalesce(max(${systemLog.id}), 0)`.mapWith(Number) }).from(systemLog);
      // The last nightly slot that has come, as both instances' timers compute it from the same expression.
      const slot = nextRunAt(DEFAULT_BACKUP_CRON, new Date(Date.now() - 24 * 3600_000));
      expect(slot.getTime()).toBeLessThanOrEqual(Date.now());

      const outcomes = await Promise.all([runJobForSlot(BACKUP_JOB, slot), b.runJob(BACKUP_JOB, slot)]);
      expect(outcomes.map((r) => r.outcome).sort()).toEqual(['skipped', 'success']);
      // Refused by the lock while the other writes, or, had the other already ended, by the slot found done.
      expect(skippedDetails).toContain(outcomes.find((r) => r.outcome === 'skipped')!.detail);
      expect(outcomes.find((r) => r.outcome === 'success')!.detail).toMatch(/^renshi-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz: \d+ units/);
      expect(archives()).toHaveLength(1);

      const logged = await db.select({ action: systemLog.action, result: systemLog.result, detail: systemLog.detail }).from(systemLog)
        .where(and(gt(systemLog.id, lastLog), inArray(systemLog.action, [`job.${BACKUP_JOB}.start`, `job.${BACKUP_JOB}`]))).orderBy(asc(systemLog.id));
      const slotName = formatDateTime(slot).slice(0, 16);
      expect(slotName).toMatch(/ 02:00$/);
      expect(logged).toEqual([
        { action: `job.${BACKUP_JOB}.start`, result: 'success', detail: `trigger: schedule ${slotName}` },
        { action: `job.${BACKUP_JOB}`, result: 'success', detail: expect.stringMatching(new RegExp(`\\(\\d+ ms, schedule ${slotName}\\)$`)) },
      ]);

      // Each asked for the same slot again (one after the other, or one would find the other's lock): done, nothing more is written.
      for (const again of [await runJobForSlot(BACKUP_JOB, slot), await b.runJob(BACKUP_JOB, slot)]) {
        expect(again).toMatchObject({ outcome: 'skipped', detail: skippedDetails[1] });
      }
      expect(archives()).toHaveLength(1);
    }, 120_000);
  });
});
