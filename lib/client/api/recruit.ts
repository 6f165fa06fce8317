import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@/lib/contracts/endpoint';
import { recruitArrive, recruitOpenPlans, recruitQuota } from '@/lib/contracts/recruit';
import { call, callEnvelope } from './call';
import { readAnswer } from './outcome';
import { personKeys } from './person';

export const recruitKeys = {
  all: ['recruit'] as const,
  quota: (unitId?: number) => [...recruitKeys.all, 'quota', unitId ?? 'own'] as const,
  openPlans: () => [...recruitKeys.all, 'openPlans'] as const,
};

/** A unit's room for recruitment: the caller's own, or `unitId` in its scope (the admin's pick). */
export const getRecruitQuota = (unitId?: number) => call(recruitQuota, unitId ? { unitId } : {}).then((d) => d.list);
export const getOpenPlans = () => call(recruitOpenPlans, {}).then((d) => d.list);

/** 报到: the answer tells done, a stale version (409) or a refusal naming its field; persons and quota are refreshed. */
export function useArrive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof recruitArrive>) => readAnswer(await callEnvelope(recruitArrive, body)),
    onSuccess: (answer) => {
      if (answer.kind === 'refused') return;
      void client.invalidateQueries({ queryKey: personKeys.all });
      void client.invalidateQueries({ queryKey: recruitKeys.all });
    },
  });
}
