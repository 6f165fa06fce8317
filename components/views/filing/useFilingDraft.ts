import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FilingDetail, FilingDraft, FilingType, Violation } from '@/lib/contracts/filing';
import { companyKeys, saveFilingDraft } from '@/lib/client/api/company';
import { actOnFiling, filingKeys, type FilingOutcome } from '@/lib/client/api/filing';
import { message } from '@/lib/client/stores/messages';

/** What a unit fills in, without the type (fixed by the editor) and without ids (kept by the hook). */
export type FilingBody = Omit<FilingDraft, 'filingType'>;

interface Saved {
  id: number;
  version: number;
}

export interface FilingDraftState {
  busy: boolean;
  /** The filing as last saved (or as opened); absent until the first save of a new one. */
  saved: FilingDetail | undefined;
  /** The rules' findings of the last save or refused submission. */
  findings: Violation[];
  /** The server's refusal of one field, by its path in the draft (e.g. `header.uscc`, `lines.2.payload.level`). */
  fieldError: { field: string; message: string } | null;
  /** WARN findings waiting for the clerk's acknowledgement before the submission goes through. */
  warnings: Violation[] | null;
  saveDraft(body: FilingBody): Promise<void>;
  saveAndSubmit(body: FilingBody): Promise<void>;
  acknowledge(codes: string[]): Promise<void>;
  dismissWarnings(): void;
}

/**
 * Saving and submitting a filing of any type (domain.md §3): the first save creates the draft, later saves send the
 * version read (409 closes the editor and reloads), a submission refused for warnings waits for their acknowledgement.
 */
export function useFilingDraft(filingType: FilingType, filing: FilingDetail | undefined, onFinished: () => void): FilingDraftState {
  const t = useTranslations('filing.editor');
  const client = useQueryClient();
  const [detail, setDetail] = useState<FilingDetail | undefined>(filing);
  const saved: Saved | null = detail ? { id: detail.id, version: detail.version } : null;
  const [busy, setBusy] = useState(false);
  const [findings, setFindings] = useState<Violation[]>([]);
  const [fieldError, setFieldError] = useState<FilingDraftState['fieldError']>(null);
  const [warnings, setWarnings] = useState<Violation[] | null>(null);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: filingKeys.all });
    void client.invalidateQueries({ queryKey: companyKeys.all });
  };

  const settleRefusal = (o: FilingOutcome<unknown>) => {
    if (o.kind === 'refused') {
      setFieldError(o.field ? { field: o.field, message: o.message } : null);
      setFindings(o.violations);
      message.error(o.message);
    } else if (o.kind === 'conflict') {
      message.warning(t('conflict'));
      refresh();
      onFinished();
    }
  };

  async function save(body: FilingBody): Promise<Saved | null> {
    setFieldError(null);
    const outcome = await saveFilingDraft(saved ? { ...body, ...saved } : { ...body, filingType });
    if (outcome.kind !== 'done') {
      settleRefusal(outcome);
      return null;
    }
    const next = { id: outcome.data.id, version: outcome.data.version };
    setDetail(outcome.data);
    setFindings(outcome.data.violations);
    void client.invalidateQueries({ queryKey: filingKeys.all });
    return next;
  }

  async function submit(target: Saved, ackWarnings: string[]) {
    const outcome = await actOnFiling({ id: target.id, version: target.version, action: 'SUBMIT', ackWarnings, lineIssues: [] });
    if (outcome.kind === 'needsAcknowledgement') return setWarnings(outcome.violations.filter((v) => v.level === 'WARN'));
    if (outcome.kind !== 'done') return settleRefusal(outcome);
    message.success(t('submitted'));
    refresh();
    onFinished();
  }

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  return {
    busy, saved: detail, findings, fieldError, warnings,
    saveDraft: (body) => run(async () => {
      if (await save(body)) message.success(t('saved'));
    }),
    saveAndSubmit: (body) => run(async () => {
      const target = await save(body);
      if (target) await submit(target, []);
    }),
    acknowledge: (codes) => run(async () => {
      setWarnings(null);
      if (saved) await submit(saved, codes);
    }),
    dismissWarnings: () => setWarnings(null),
  };
}
