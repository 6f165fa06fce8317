import type { BodyOf } from '@/lib/contracts/endpoint';
import { filingCreate, filingUpdate, type FilingDetail } from '@/lib/contracts/filing';
import { companyGet } from '@/lib/contracts/unit';
import { call, callEnvelope } from './call';
import { outcomeOf } from './filing';

export const companyKeys = {
  all: ['company'] as const,
  info: (unitId?: number) => [...companyKeys.all, 'info', unitId ?? 'own'] as const,
};

export const getCompanyInfo = (unitId?: number) => call(companyGet, unitId ? { unitId } : {});

/** Saves a filing draft: a new one, or the one being edited (optimistic version). */
export async function saveFilingDraft(input: BodyOf<typeof filingCreate> | BodyOf<typeof filingUpdate>) {
  return 'id' in input
    ? outcomeOf<FilingDetail>(await callEnvelope(filingUpdate, input))
    : outcomeOf<FilingDetail>(await callEnvelope(filingCreate, input));
}
