// The logger and the metrics of one server process, shared by scripts/server.mjs (plain Node) and the app (bundled by
// Next): both import this file, and what it makes lives on globalThis, so the server, the app and Next's reloading of
// modules in development all see one logger, one registry and one set of requests in flight.
import pino from 'pino';
import client from 'prom-client';

const STATE = Symbol.for('renshi.observability');

// ---------------------------------------------------------------------------------------------------------------------
// Redaction

/** Keys whose values never reach a log line, wherever they sit (top level or one level down). */
export const SECRET_KEYS = [
  'password', 'oldPassword', 'newPassword', 'confirmPassword', 'passwordHash', 'token', 'refreshToken', 'accessToken',
  'authorization', 'Authorization', 'cookie', 'Cookie', 'smsCode', 'verifyCode', 'captcha', 'secret', 'ticket',
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...['authorization', 'cookie', 'x-api-key'].map((key) => `*.headers["${key}"]`),
];
export const CENSOR = '[redacted]';

/** An 18-character 身份证号 (17 digits and a digit or X) standing alone, masked as the app shows it: 6 kept, 8 hidden, 4 kept. */
export const ID_NUMBER = /(?<![0-9])(\d{6})\d{8}(\d{3}[\dXx])(?![0-9A-Za-z])/g;
export const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
export const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi;

/** Free text with ID numbers masked and tokens removed. */
export function maskText(text) {
  return text.replace(ID_NUMBER, '$1********$2').replace(JWT, CENSOR).replace(BEARER, `$1${CENSOR}`);
}

/** A copy of `value` with every string masked (Errors are left to the err serializer). */
export function maskDeep(value, depth = 0) {
  if (typeof value === 'string') return maskText(value);
  if (!value || typeof value !== 'object' || value instanceof Error || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskDeep(item, depth + 1);
  return out;
}

/**
 * The options of every logger of the app: JSON lines, ISO time, level names, LOG_LEVEL (default info), secrets
 * redacted by key and masked in free text (the message, error messages and stacks included).
 */
export function loggerOptions(level = process.env.LOG_LEVEL || 'info') {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: (e) => maskDeep(pino.stdSerializers.err(e)) },
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => maskDeep(object),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)));
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Metrics

const SECONDS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SECONDS_DB = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const SECONDS_JOB = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'renshi_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'], registers,
    }),
    httpDuration: new client.Histogram({
      name: 'renshi_http_request_duration_seconds', help: 'Time from the request to the end of its answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'], buckets: SECONDS_HTTP, registers,
    }),
    dbQueryDuration: new client.Histogram({
      name: 'renshi_db_query_duration_seconds', help: 'Time of the database queries, by the statement\'s first keyword and outcome.',
      labelNames: ['operation', 'outcome'], buckets: SECONDS_DB, registers,
    }),
    loginFailures: new client.Counter({
      name: 'renshi_login_failures_total', help: 'Sign-ins refused for a wrong username or password.', registers,
    }),
    loginLockouts: new client.Counter({
      name: 'renshi_login_lockouts_total', help: 'Sign-ins refused because the account or the address is locked after too many wrong passwords.', registers,
    }),
    filingTransitions: new client.Counter({
      name: 'renshi_filing_transitions_total', help: 'Filing lifecycle actions committed, by filing type, action and the state reached.',
      labelNames: ['type', 'action', 'to'], registers,
    }),
    jobRuns: new client.Counter({
      name: 'renshi_job_runs_total', help: 'Runs of scheduled jobs and backups, by job and outcome.',
      labelNames: ['job', 'outcome'], registers,
    }),
    jobDuration: new client.Histogram({
      name: 'renshi_job_duration_seconds', help: 'Duration of scheduled jobs and backups, by job and outcome.',
      labelNames: ['job', 'outcome'], buckets: SECONDS_JOB, registers,
    }),
  };
}

function state() {
  const holder = globalThis;
  holder[STATE] ??= { logger: undefined, metrics: undefined, inFlight: new Map() };
  return holder[STATE];
}

export function logger() {
  const s = state();
  s.logger ??= pino(loggerOptions());
  return s.logger;
}

/** Replaces the process's logger (tests capture the lines); undefined goes back to the default one. */
export function setLogger(replacement) {
  state().logger = replacement;
}

export function metrics() {
  const s = state();
  s.metrics ??= createMetrics();
  return s.metrics;
}

/** Counts one run of a scheduled job or a backup: `outcome` is e.g. 'success' or 'failure'. */
export function recordJobRun(name, outcome, seconds) {
  const m = metrics();
  m.jobRuns.inc({ job: name, outcome });
  if (Number.isFinite(seconds) && seconds >= 0) m.jobDuration.observe({ job: name, outcome }, seconds);
}

// ---------------------------------------------------------------------------------------------------------------------
// Requests

/** Statuses worth a warning: refused credentials, refused access, throttling, an oversize body. */
const WARN_STATUSES = new Set([401, 403, 413, 429]);

export function levelOf(status) {
  if (status >= 500) return 'error';
  return WARN_STATUSES.has(status) ? 'warn' : 'info';
}

/** The metrics and the log line of one answered request. */
export function recordRequest({ requestId, method, route, path, status, durationMs, userId, unitId, err }) {
  const m = metrics();
  const labels = { method, route, status: String(status) };
  m.httpRequests.inc(labels);
  m.httpDuration.observe(labels, durationMs / 1000);
  const line = { requestId, method, route, status, durationMs: Math.round(durationMs * 10) / 10 };
  if (path && path !== route) line.path = path;
  if (userId !== undefined && userId !== null) line.userId = userId;
  if (unitId !== undefined && unitId !== null) line.unitId = unitId;
  if (err) line.err = err;
  // An unexpected error is one whatever the status it was answered with (a value the database refused answers 400).
  logger()[err ? 'error' : levelOf(status)](line, err ? 'request failed' : 'request');
}

/**
 * The server (scripts/server.mjs) opens a slot for each request it passes to Next, and closes it once the answer has
 * gone out; the API handler fills in what only it knows (the route pattern, the user) through `describeRequest`.
 */
export function openRequest(requestId) {
  const slot = {};
  state().inFlight.set(requestId, slot);
  return slot;
}

export function closeRequest(requestId) {
  const s = state();
  const slot = s.inFlight.get(requestId);
  s.inFlight.delete(requestId);
  return slot ?? {};
}

/**
 * Called by the API handler once it has answered. Behind the server the details go into the request's slot and the
 * server writes the line with the status and time it sent; without it (a handler called directly, as the tests do)
 * the line is written here.
 */
export function describeRequest(details) {
  const slot = state().inFlight.get(details.requestId);
  if (slot) Object.assign(slot, { route: details.route, userId: details.userId, unitId: details.unitId, err: details.err });
  else recordRequest(details);
}

/** The route label of a request no API handler described: a few fixed names, never the raw path. */
export function fallbackRoute(pathname) {
  if (pathname.startsWith('/_next/')) return '/_next/*';
  if (pathname === '/api' || pathname.startsWith('/api/')) return '/api/*';
  if (pathname === '/metrics') return '/metrics';
  return /\.\w+$/.test(pathname) ? '(static)' : '(page)';
}
