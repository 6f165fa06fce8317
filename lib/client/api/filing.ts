import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@/lib/contracts/endpoint';
import { filingAct, filingCreate, filingDelete, filingGet, filingList, filingUnits, type FilingDetail, type Violation } from '@/lib/contracts/filing';
import { RequestError } from '../request';
import { call, callEnvelope } from './call';
import { readAnswer } from './outcome';

export type FilingListQuery = BodyOf<typeof filingList>;
export type FilingActInput = BodyOf<typeof filingAct>;

export const filingKeys = {
  all: ['filing'] as const,
  lists: () => [...filingKeys.all, 'list'] as const,
  list: (q: FilingListQuery) => [...filingKeys.lists(), q] as const,
  details: () => [...filingKeys.all, 'detail'] as const,
  detail: (id: number) => [...filingKeys.details(), id] as const,
  units: () => [...filingKeys.all, 'units'] as const,
};

export const getFilingList = (q: FilingListQuery) => call(filingList, q);
export const getFilingUnits = () => call(filingUnits, {}).then((d) => d.list);

/**
 * How the server answered a change: done, or refused for a reason the screen handles itself — the data changed
 * meanwhile (409), warnings wait for an acknowledgement, or a rule or an input was refused (message shown as is).
 */
export type FilingOutcome<T> =
  | { kind: 'done'; data: T }
  | { kind: 'conflict'; message: string }
  | { kind: 'needsAcknowledgement'; message: string; codes: string[]; violations: Violation[] }
  | { kind: 'refused'; message: string; violations: Violation[]; field?: string };

interface RefusalData {
  violations?: Violation[];
  needsAcknowledgement?: string[];
  field?: string;
}

/** Reads an answer envelope as a filing outcome: warnings awaiting acknowledgement are told apart from refusals. */
export function outcomeOf<T>(envelope: { code: number; msg: string; data: unknown }): FilingOutcome<T> {
  const answer = readAnswer<T>(envelope);
  if (answer.kind !== 'refused') return answer;
  const data = answer.data as RefusalData;
  if (answer.code === 422 && data.needsAcknowledgement?.length) {
    return { kind: 'needsAcknowledgement', message: answer.message, codes: data.needsAcknowledgement, violations: data.violations ?? [] };
  }
  return { kind: 'refused', message: answer.message, violations: data.violations ?? [], field: data.field };
}

/** One filing; a filing out of scope is answered 404 and shown by the page, not as a toast. */
export async function getFilingDetail(id: number): Promise<FilingDetail> {
  const envelope = await callEnvelope(filingGet, { id });
  const outcome = outcomeOf<FilingDetail>(envelope);
  if (outcome.kind === 'done') return outcome.data;
  throw new RequestError(outcome.message, envelope.code, envelope);
}

/**
 * A correction (更正件) of an approved filing, drafted as a copy of its header and lines for the unit to amend. A
 * recruitment result's lines describe their persons rather than name them.
 */
export const createCorrection = async (f: FilingDetail) => outcomeOf<FilingDetail>(await callEnvelope(filingCreate, {
  filingType: f.filingType, correctsFilingId: f.id, title: f.title, year: f.year ?? undefined, subType: f.subType ?? undefined,
  contactName: f.contactName, contactPhone: f.contactPhone, remark: f.remark ?? undefined, header: f.header,
  lines: f.lines.map((l) => ({ personId: f.filingType === 'RECRUIT_RESULT' ? undefined : l.personId ?? undefined, payload: l.payload })),
}));

export const actOnFiling = async (input: FilingActInput) => outcomeOf<FilingDetail>(await callEnvelope(filingAct, input));
export const deleteFiling = async (input: BodyOf<typeof filingDelete>) => outcomeOf<null>(await callEnvelope(filingDelete, input));

/**
 * One lifecycle action. A done action replaces the cached detail and refreshes the lists (the filing changed
 * status); a conflict refreshes both, so the screen shows what is current.
 */
export function useFilingAct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnFiling,
    onSuccess: (outcome, input) => {
      if (outcome.kind === 'done') client.setQueryData(filingKeys.detail(input.id), outcome.data);
      if (outcome.kind === 'conflict') void client.invalidateQueries({ queryKey: filingKeys.detail(input.id) });
      if (outcome.kind === 'done' || outcome.kind === 'conflict') void client.invalidateQueries({ queryKey: filingKeys.lists() });
    },
  });
}

/** Deletes a never-submitted draft: its detail goes and the lists are refreshed. */
export function useFilingDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFiling,
    onSuccess: (outcome, input) => {
      if (outcome.kind === 'done') client.removeQueries({ queryKey: filingKeys.detail(input.id) });
      if (outcome.kind === 'conflict') void client.invalidateQueries({ queryKey: filingKeys.detail(input.id) });
      if (outcome.kind === 'done' || outcome.kind === 'conflict') void client.invalidateQueries({ queryKey: filingKeys.lists() });
    },
  });
}
