import type { Envelope } from '@/lib/contracts/endpoint';
import { historyImportJob, importJobGet, importJobLatest, unitImportJob, type ImportJob } from '@/lib/contracts/importJob';
import { callEnvelope } from './call';

export type ImportUpload = { fileName: string; content: string };

/** The calls of an import committed as a background job. */
export interface ImportJobCalls {
  /** Starts the import of the upload, or with dryRun its check only. */
  start(upload: ImportUpload, dryRun?: boolean): Promise<Envelope<ImportJob | null>>;
  get(id: number): Promise<Envelope<ImportJob | null>>;
  /** The caller's latest job of the kind still running or not yet seen. */
  latest(): Promise<Envelope<ImportJob | null>>;
}

/** The calls of the import jobs of a kind, answering their envelopes (a refused start's message is shown in the dialog). */
export function importJobCalls(kind: ImportJob['kind']): ImportJobCalls {
  return {
    start: (upload, dryRun = false) => callEnvelope(kind === 'HISTORY' ? historyImportJob : unitImportJob, { ...upload, dryRun }),
    get: (id) => callEnvelope(importJobGet, { id }),
    latest: () => callEnvelope(importJobLatest, { kind }),
  };
}
