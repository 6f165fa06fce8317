import type { BodyOf } from '@/lib/contracts/endpoint';
import {
  personCreate, personDelete, personExport, personGet, personImport, personImportTemplate, personList, personRevealId, personUpdate,
  type PersonFilters,
} from '@/lib/contracts/person';
import { filingCreate } from '@/lib/contracts/filing';
import { companyGet } from '@/lib/contracts/unit';
import type { Envelope, ResponseOf } from '@/lib/contracts/endpoint';
import type { RecordIssue } from '@/lib/domain/personRecord';
import { downloadFile } from '../download';
import { readAnswer } from './outcome';
import { RequestError } from '../request';
import { call, callEnvelope } from './call';

export type PersonQuery = PersonFilters & { pageNo: number; pageSize: number };

export const personKeys = {
  all: ['person'] as const,
  lists: () => [...personKeys.all, 'list'] as const,
  list: (q: PersonQuery) => [...personKeys.lists(), q] as const,
  detail: (id: number) => [...personKeys.all, 'detail', id] as const,
  /** The caller's own unit: its category decides which fields a record needs. */
  unit: () => [...personKeys.all, 'unit'] as const,
};

export const getPersonList = (q: PersonQuery) => call(personList, q as BodyOf<typeof personList>);
/** One person; a person out of scope (404) is shown by the card, not as a toast. */
export async function getPerson(id: number) {
  const envelope = await callEnvelope(personGet, { id });
  const outcome = personOutcome<ResponseOf<typeof personGet>>(envelope);
  if (outcome.kind === 'done') return outcome.data;
  throw new RequestError(outcome.message, envelope.code, envelope);
}
export const getOwnUnit = () => call(companyGet, {}).then((c) => c.unit);

/** Writes answer their envelope: the screens show a refusal next to the field it names. */
export const revealPersonId = (id: number) => callEnvelope(personRevealId, { id });
export const createPerson = (body: BodyOf<typeof personCreate>) => callEnvelope(personCreate, body);
export const updatePerson = (body: BodyOf<typeof personUpdate>) => callEnvelope(personUpdate, body);
export const deletePerson = (id: number, version: number) => callEnvelope(personDelete, { id, version });
export const importPersons = (body: BodyOf<typeof personImport>) => callEnvelope(personImport, body);

/** A PERSON_INFO filing (domain.md §2.5 RYXX) as a draft: its answer carries the rules' findings. */
export const createPersonInfoFiling = (body: Omit<BodyOf<typeof filingCreate>, 'filingType'>) =>
  callEnvelope(filingCreate, { ...body, filingType: 'PERSON_INFO' });

export const downloadImportTemplate = () => downloadFile(personImportTemplate, undefined, 'person-import-template.xlsx');
export const exportPersons = (body: BodyOf<typeof personExport>) => downloadFile(personExport, body, 'persons.xlsx');

/** How the server answered a write: done, a stale version (409), or a refusal the screen shows next to its field. */
export type PersonOutcome<T> =
  | { kind: 'done'; data: T }
  | { kind: 'conflict'; message: string }
  | { kind: 'refused'; code: number; message: string; field?: string; issues: RecordIssue[]; keyChanges?: Record<string, string | null>; data: unknown };

interface RefusalData {
  field?: string;
  issues?: RecordIssue[];
  keyChanges?: Record<string, string | null>;
}

/** Reads an answer envelope as a person outcome: the record findings and key-field changes of a refusal. */
export function personOutcome<T>(envelope: Envelope<unknown>): PersonOutcome<T> {
  const answer = readAnswer<T>(envelope);
  if (answer.kind !== 'refused') return answer;
  const { code } = answer;
  const data = answer.data as RefusalData;
  // A 400 names the field before a colon: "name: 请填写姓名".
  const message = code === 400 && data.field && answer.message.startsWith(`${data.field}: `) ? answer.message.slice(data.field.length + 2) : answer.message;
  return { kind: 'refused', code, message, field: data.field, issues: data.issues ?? [], keyChanges: data.keyChanges, data: envelope.data };
}
