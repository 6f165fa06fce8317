import pino from 'pino';
import { loggerOptions, setLogger } from './core.mjs';

export interface CapturedLogs {
  /** Everything written, as the process would have written it. */
  text(): string;
  lines(): Record<string, unknown>[];
  clear(): void;
  /** Puts the process's own logger back. */
  restore(): void;
}

/** Replaces the process's logger with one of the same options writing into memory (tests). */
export function captureLogs(level = 'debug'): CapturedLogs {
  let output = '';
  setLogger(pino(loggerOptions(level), { write: (chunk: string) => { output += chunk; } }));
  return {
    text: () => output,
    lines: () => output.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => { output = ''; },
    restore: () => setLogger(undefined),
  };
}
