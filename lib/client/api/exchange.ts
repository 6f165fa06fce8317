import type { BodyOf, ResponseOf } from '@/lib/contracts/endpoint';
import { exchangeFindPerson, exchangeOutgoing, exchangeUnits, exchangeUploadConsent } from '@/lib/contracts/exchange';
import { call, callEnvelope } from './call';
import { outcomeOf } from './filing';
import { readAnswer } from './outcome';
import { fileToBase64 } from './fileUpload';

export const exchangeKeys = {
  all: ['exchange'] as const,
  units: (internal = false) => [...exchangeKeys.all, 'units', { internal }] as const,
  outgoing: (q: BodyOf<typeof exchangeOutgoing>) => [...exchangeKeys.all, 'outgoing', q] as const,
};

/** Counterpart units; `internal`: those of an internal exchange (for a base unit, its authority's units, its own among them). */
export const getExchangeUnits = (internal = false) => call(exchangeUnits, internal ? { internal } : {}).then((d) => d.list);
export const getOutgoing = (q: BodyOf<typeof exchangeOutgoing>) => call(exchangeOutgoing, q);

/** The person of another unit by exact name and ID number; a miss (404) is an answer the form shows, not a toast. */
export async function findExchangePerson(input: BodyOf<typeof exchangeFindPerson>) {
  return readAnswer<ResponseOf<typeof exchangeFindPerson>>(await callEnvelope(exchangeFindPerson, input));
}

/** The sending unit's consent letter; a refusal (file type, filing already submitted) comes back to show. */
export async function uploadConsent(filingId: number, file: File) {
  const content = await fileToBase64(file);
  return outcomeOf<unknown>(await callEnvelope(exchangeUploadConsent, { filingId, fileName: file.name, content }));
}
