import type { BodyOf } from '@/lib/contracts/endpoint';
import { postPlanCurrent, postPlanGet, postPlanList } from '@/lib/contracts/postSetting';
import { call } from './call';

export type PostPlanListQuery = BodyOf<typeof postPlanList>;

export const postPlanKeys = {
  all: ['postPlan'] as const,
  current: (unitId?: number) => [...postPlanKeys.all, 'current', unitId ?? 'own'] as const,
  list: (q: PostPlanListQuery) => [...postPlanKeys.all, 'list', q] as const,
  detail: (id: number) => [...postPlanKeys.all, 'detail', id] as const,
};

export const getPostPlanContext = (unitId?: number) => call(postPlanCurrent, unitId ? { unitId } : {});
export const getPostPlans = (q: PostPlanListQuery) => call(postPlanList, q);
export const getPostPlan = (id: number) => call(postPlanGet, { id });
