/**
 * Another instance of the app, for the tests of several instances on one PostgreSQL (app/api/health/twoInstances.test.ts):
 * a process of its own, so that everything the app keeps per process (the database and its pool, the caches and their
 * listener, the jobs) is its own, as in a second server. Started by `startInstance` with the parent's environment
 * (DATABASE_URL names the shared database); it answers its parent's messages by calling the route handlers as the
 * first instance's tests do (lib/server/testing/api.ts, answers checked against the contract).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { CallOptions } from './api';
import type { JobRun } from '../jobs';

/** What the other instance is asked. */
export type InstanceRequest =
  | { op: 'call'; route: string; opts: CallOptions }
  | { op: 'login'; username: string; password?: string }
  | { op: 'runJob'; name: string; slot?: string }
  | { op: 'sessions' };

export interface Answer {
  status: number;
  json: { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A file answer: its type and content. */
  file?: { type: string | null; base64: string };
  /** Whether the session check was answered from the instance's memory. */
  fromMemory: boolean;
}

export interface SessionCacheState {
  listening: boolean;
  hits: number;
  misses: number;
  bypassed: number;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export interface Instance {
  pid: number;
  /** Calls `/api/<route>` on the other instance. */
  call(route: string, opts?: CallOptions): Promise<Answer>;
  login(username: string, password?: string): Promise<string>;
  /** Runs the job now, or for its scheduled `slot` as its timer does. */
  runJob(name: string, slot?: Date): Promise<JobRun>;
  sessions(): Promise<SessionCacheState>;
  stop(): Promise<void>;
}

/** Starts another instance on the database of DATABASE_URL; resolves once it has opened it and listens. */
export async function startInstance(): Promise<Instance> {
  const child: ChildProcess = fork(__filename, [], {
    execArgv: ['--conditions=react-server', '--import', 'tsx'],
    env: { ...process.env, RENSHI_INSTANCE: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let exited: Error | undefined;
  child.on('message', (m: Reply | { ready: true } | { failed: string }) => {
    if ('id' in m) {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.ok) w?.resolve(m.value);
      else w?.reject(new Error(m.error));
    }
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { ready?: true; failed?: string }) => {
      if (m.ready) resolve();
      else if (m.failed) reject(new Error(`the other instance did not start: ${m.failed}`));
    });
    child.on('exit', (code) => {
      exited = new Error(`the other instance ended (status ${code})`);
      for (const w of waiting.values()) w.reject(exited);
      waiting.clear();
      reject(exited);
    });
  });
  const ask = <T>(request: InstanceRequest): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = ++next;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, ...request });
    });
  };
  await ready;
  return {
    pid: child.pid!,
    call: (route, opts = {}) => ask<Answer>({ op: 'call', route, opts }),
    login: (username, password) => ask<string>({ op: 'login', username, password }),
    runJob: (name, slot) => ask<JobRun>({ op: 'runJob', name, slot: slot?.toISOString() }),
    sessions: () => ask<SessionCacheState>({ op: 'sessions' }),
    stop: async () => {
      if (exited) return;
      const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ id: 0, op: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(timer);
    },
  };
}

/** The other instance itself: opens the database, registers the jobs and answers until told to stop. */
async function serve(): Promise<void> {
  const send = (m: unknown) => process.send!(m);
  const { call, loginAs } = await import('./api');
  const { closeDatabase, getDb } = await import('../db/client');
  const { cachesOf } = await import('../sessionCache');
  const { runJobForSlot, runJobNow } = await import('../jobs');
  const { registerBackupJob } = await import('../backup');
  const { registerEffectsJob } = await import('../services/filings/effects');
  const sessions = async () => {
    const cache = cachesOf(await getDb())!.sessions;
    return { listening: cache.isListening, ...cache.stats };
  };
  try {
    await getDb();
    registerEffectsJob();
    registerBackupJob();
    if (!(await sessions()).listening) throw new Error('its caches do not listen to the database');
  } catch (e) {
    send({ failed: e instanceof Error ? e.message : String(e) });
    process.exit(1);
  }

  const answer = async (request: InstanceRequest): Promise<unknown> => {
    switch (request.op) {
      case 'call': {
        const route = (await import(`@/app/api/${request.route}/route`)) as Record<string, (req: Request) => Promise<Response>>;
        const method = request.opts.method ?? (request.opts.body !== undefined || request.opts.rawBody !== undefined ? 'POST' : 'GET');
        const hits = (await sessions()).hits;
        const { status, json, file } = await call(route[method], `/${request.route}`, request.opts);
        const fromMemory = (await sessions()).hits > hits;
        if (!file) return { status, json, fromMemory };
        const base64 = Buffer.from(await file.arrayBuffer()).toString('base64');
        return { status, json, file: { type: file.headers.get('content-type'), base64 }, fromMemory };
      }
      case 'login': return loginAs(request.username, request.password);
      case 'runJob': return request.slot ? runJobForSlot(request.name, new Date(request.slot)) : runJobNow(request.name);
      case 'sessions': return sessions();
    }
  };

  process.on('message', (m: InstanceRequest & { id: number } | { id: 0; op: 'stop' }) => {
    if (m.op === 'stop') {
      void closeDatabase().finally(() => process.exit(0));
      return;
    }
    answer(m).then(
      (value) => send({ id: m.id, ok: true, value }),
      (e) => send({ id: m.id, ok: false, error: e instanceof Error ? e.stack ?? e.message : String(e) }),
    );
  });
  // The parent gone (its test run ended or was killed), so is this instance: nothing else would end it.
  process.on('disconnect', () => process.exit(0));
  send({ ready: true });
}

if (process.send && process.env.RENSHI_INSTANCE === '1') void serve();
