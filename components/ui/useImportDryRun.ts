import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Envelope } from '@/lib/contracts/endpoint';
import type { ImportJob } from '@/lib/contracts/importJob';
import { fileToBase64 } from '@/lib/client/api/fileUpload';
import type { ImportJobCalls, ImportUpload } from '@/lib/client/api/importJob';
import { xlsxPickProblem, type XlsxPickProblem } from '@/lib/domain/xlsxUpload';

export type ImportPhase = 'idle' | 'checking' | 'checked' | 'importing';
export type { ImportUpload } from '@/lib/client/api/importJob';

/** How often a running import job is asked for its progress. */
export const JOB_POLL_MS = 1000;
/**
 * A file this big (base64 characters, about 5,000 rows) is checked as a job too, followed with its progress: its check
 * takes a while. A smaller one is checked in one request, which answers at once.
 */
export const CHECK_AS_JOB_CHARS = 512 * 1024;

interface Options<R> {
  /** The import call: a dry run, or the commit. */
  send(body: ImportUpload & { dryRun: boolean }): Promise<Envelope<R | null>>;
  /** The largest file the server's body limit takes once it is base64. */
  maxBytes: number;
  /** The problems of a report: a report without any may be imported. */
  problemCount(report: R): number;
  /** The text of a chosen file refused before it is sent, and of one that could not be read. */
  refusal(problem: XlsxPickProblem | 'readFailed'): string;
  /** The commit went through with this report; `resumed` when its job was found on opening, not started here. */
  onImported(report: R, resumed: boolean): void;
  /**
   * The commit runs as a background job: started, then polled every second for its progress (`job`) until it ends;
   * closing the dialog stops the polling, not the job, and the dialog opened again finds it and goes on.
   */
  job?: ImportJobCalls;
}

/**
 * The steps of an .xlsx import dialog: a chosen file refused or read and checked (dry run), its report shown (a refused
 * commit's report under 422 too), a clean report imported, a failure shown with the file chosen again. `checks`
 * counts the reports answered, for what starts afresh with each. With `job`, the import is a background job followed
 * by its progress, and the dialog opened again resumes the caller's running or unseen job.
 */
export function useImportDryRun<R extends { problems: unknown[] }>({ send, maxBytes, problemCount, refusal, onImported, job: jobCalls }: Options<R>) {
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [failure, setFailure] = useState('');
  const [checks, setChecks] = useState(0);
  const [job, setJob] = useState<ImportJob | null>(null);
  /** False once the dialog is gone: its polling stops (the job goes on). */
  const mounted = useRef(true);

  const shown = (answered: R) => {
    setReport(answered);
    setChecks((n) => n + 1);
    setPhase('checked');
  };

  /**
   * Follows the job until it ends: a check's report shown, an import's report imported, its refused rows shown as a
   * refused commit's, or why it failed.
   */
  const follow = async (current: ImportJob, resumed: boolean) => {
    let j = current;
    while (mounted.current) {
      setJob(j);
      if (j.status === 'DONE' && j.dryRun) {
        setJob(null);
        shown(j.report as unknown as R);
        return;
      }
      if (j.status === 'DONE') {
        setJob(null);
        setPhase('idle');
        onImported(j.report as unknown as R, resumed);
        return;
      }
      if (j.status === 'FAILED') {
        setJob(null);
        setFailure(j.message ?? '');
        if (j.report) shown(j.report as unknown as R);
        else setPhase('idle');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
      if (!mounted.current) return;
      const envelope = await jobCalls!.get(j.id);
      if (envelope.code !== 200 || !envelope.data) {
        setJob(null);
        setFailure(envelope.msg);
        setPhase('idle');
        return;
      }
      j = envelope.data;
    }
  };

  useEffect(() => {
    mounted.current = true;
    if (jobCalls) {
      (async () => {
        const envelope = await jobCalls.latest();
        const found = envelope.code === 200 ? envelope.data : null;
        if (!found || !mounted.current) return;
        // A check found again shows its report; the file must be chosen again to import it.
        setPhase(found.dryRun ? 'checking' : 'importing');
        // A finished job is read once through get, which marks its result seen.
        const fresh = found.status === 'DONE' || found.status === 'FAILED' ? (await jobCalls.get(found.id)).data ?? found : found;
        await follow(fresh, true);
      })().catch((e: Error) => {
        setFailure(e.message);
        setPhase('idle');
      });
    }
    return () => {
      mounted.current = false;
    };
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (u: ImportUpload, dryRun: boolean) => {
    setFailure('');
    setPhase(dryRun ? 'checking' : 'importing');
    try {
      if (jobCalls && (!dryRun || u.content.length > CHECK_AS_JOB_CHARS)) {
        const started = await jobCalls.start(u, dryRun);
        if (started.code === 200 && started.data) return await follow(started.data, false);
        setFailure(started.msg);
        setPhase('idle');
        return;
      }
      const envelope = await send({ ...u, dryRun });
      const answered = envelope.data;
      if (envelope.code === 200 && !dryRun) {
        onImported(answered!, false);
        return;
      }
      if ((envelope.code === 200 || envelope.code === 422) && answered && Array.isArray(answered.problems)) {
        shown(answered);
        return;
      }
      setReport(null);
      setFailure(envelope.msg);
      setPhase('idle');
    } catch (e) {
      setFailure((e as Error).message);
      setPhase('idle');
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setReport(null);
    const problem = xlsxPickProblem(chosen, maxBytes);
    if (problem) return setFailure(refusal(problem));
    try {
      const u = { fileName: chosen.name, content: await fileToBase64(chosen) };
      setUpload(u);
      await run(u, true);
    } catch {
      setFailure(refusal('readFailed'));
    }
  };

  const busy = phase === 'checking' || phase === 'importing';
  const clean = phase === 'checked' && report !== null && problemCount(report) === 0;
  return {
    phase, upload, report, failure, checks, busy, clean,
    /** The running import job (its progress), null when none. */
    job,
    /** Whether the dialog may close now: not while a request is on its way, whereas a job goes on without it. */
    closable: !busy || job !== null,
    choose,
    /** Imports the checked file. */
    commit: () => (upload ? run(upload, false) : Promise.resolve()),
  };
}
