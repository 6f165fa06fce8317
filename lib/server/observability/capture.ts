import pino from 'pino';
import { logger, loggerOptions, setLogger } from './core.mjs';
import { appendToRunLog } from './runLog';

export interface CapturedLogs {
  /** Everything written, as the process would have written it. */
  text(): string;
  lines(): Record<string, unknown>[];
  clear(): void;
  /** Puts back the logger from before the capture. */
  restore(): void;
}

/** Replaces the process's logger with one of the same options writing into memory (tests), and into the run's log. */
export function captureLogs(level = 'debug'): CapturedLogs {
  let output = '';
  const previous = logger();
  setLogger(pino(loggerOptions(level), { write: (chunk: string) => { output += chunk; appendToRunLog(chunk); } }));
  return {
    text: () => output,
    lines: () => output.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => { output = ''; },
    restore: () => setLogger(previous),
  };
}
