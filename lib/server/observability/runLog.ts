import fs from 'node:fs';
import pino from 'pino';
import { loggerOptions, setLogger } from './core.mjs';

/**
 * The log of a whole jest run: jest.globalSetup.mjs names a file in the run's directory (RENSHI_TEST_LOG), every
 * test file of the api project logs into it at level info (jest.setup.api.ts) instead of staying silent, and
 * jest.globalTeardown.mjs fails the run when a line holds a secret (logCheck.mjs). A run with LOG_LEVEL set keeps its
 * log on the console, as asked, and writes no file.
 */
export function runLogFile(): string | undefined {
  const file = process.env.RENSHI_TEST_LOG;
  return file && (process.env.LOG_LEVEL ?? 'silent') === 'silent' ? file : undefined;
}

/** Appends log output to the run's log, if there is one (appends of whole lines: the workers share the file). */
export function appendToRunLog(chunk: string): void {
  const file = runLogFile();
  if (file) fs.appendFileSync(file, chunk);
}

/** Makes the process's logger write to the run's log at level info, if there is one. */
export function installRunLog(): void {
  if (runLogFile()) setLogger(pino(loggerOptions('info'), { write: appendToRunLog }));
}
