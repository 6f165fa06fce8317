import type { Logger, LoggerOptions } from 'pino';
import type { Counter, Histogram, Registry } from 'prom-client';

export declare const SECRET_KEYS: string[];
export declare const REDACT_PATHS: string[];
export declare const CENSOR: string;
/** The patterns maskText applies (global regular expressions: copy one before using its state). */
export declare const ID_NUMBER: RegExp;
export declare const JWT: RegExp;
export declare const BEARER: RegExp;
export declare function maskText(text: string): string;
export declare function maskDeep<T>(value: T, depth?: number): T;
export declare function loggerOptions(level?: string): LoggerOptions;

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  dbQueryDuration: Histogram<'operation' | 'outcome'>;
  loginFailures: Counter;
  loginLockouts: Counter;
  filingTransitions: Counter<'type' | 'action' | 'to'>;
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job' | 'outcome'>;
}

export declare function logger(): Logger;
export declare function setLogger(replacement: Logger | undefined): void;
export declare function metrics(): Metrics;
export declare function recordJobRun(name: string, outcome: string, seconds: number): void;

export type LogLevel = 'info' | 'warn' | 'error';
export declare function levelOf(status: number): LogLevel;

export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route pattern (`/api/Person/getList`), never the raw URL. */
  route: string;
  path?: string;
  status: number;
  durationMs: number;
  userId?: number | null;
  unitId?: number | null;
  err?: unknown;
}

export declare function recordRequest(record: RequestRecord): void;
export declare function openRequest(requestId: string): Record<string, unknown>;
export declare function closeRequest(requestId: string): Partial<Pick<RequestRecord, 'route' | 'userId' | 'unitId' | 'err'>>;
export declare function describeRequest(record: RequestRecord): void;
export declare function fallbackRoute(pathname: string): string;
