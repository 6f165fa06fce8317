import { useState, type ChangeEvent } from 'react';
import type { Envelope } from '@/lib/contracts/endpoint';
import { fileToBase64 } from '@/lib/client/api/fileUpload';
import { xlsxPickProblem, type XlsxPickProblem } from '@/lib/domain/xlsxUpload';

export type ImportPhase = 'idle' | 'checking' | 'checked' | 'importing';
export type ImportUpload = { fileName: string; content: string };

interface Options<R> {
  /** The import call: a dry run, or the commit. */
  send(body: ImportUpload & { dryRun: boolean }): Promise<Envelope<R | null>>;
  /** The largest file the server's body limit takes once it is base64. */
  maxBytes: number;
  /** The problems of a report: a report without any may be imported. */
  problemCount(report: R): number;
  /** The text of a chosen file refused before it is sent, and of one that could not be read. */
  refusal(problem: XlsxPickProblem | 'readFailed'): string;
  /** The commit went through with this report. */
  onImported(report: R): void;
}

/**
 * The steps of an .xlsx import dialog: a chosen file refused or read and checked (dry run), its report shown (a refused
 * commit's report under 422 too), a clean report imported, a failure shown with the file chosen again. `checks`
 * counts the reports answered, for what starts afresh with each.
 */
export function useImportDryRun<R extends { problems: unknown[] }>({ send, maxBytes, problemCount, refusal, onImported }: Options<R>) {
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [failure, setFailure] = useState('');
  const [checks, setChecks] = useState(0);

  const run = async (u: ImportUpload, dryRun: boolean) => {
    setFailure('');
    setPhase(dryRun ? 'checking' : 'importing');
    try {
      const envelope = await send({ ...u, dryRun });
      const answered = envelope.data;
      if (envelope.code === 200 && !dryRun) {
        onImported(answered!);
        return;
      }
      if ((envelope.code === 200 || envelope.code === 422) && answered && Array.isArray(answered.problems)) {
        setReport(answered);
        setChecks((n) => n + 1);
        setPhase('checked');
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
    choose,
    /** Imports the checked file. */
    commit: () => (upload ? run(upload, false) : Promise.resolve()),
  };
}
