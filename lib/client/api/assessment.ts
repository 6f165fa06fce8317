import { assessmentRoster } from '@/lib/contracts/assessment';
import { call } from './call';

export const assessmentKeys = {
  all: ['assessment'] as const,
  roster: (year: number) => [...assessmentKeys.all, 'roster', year] as const,
};

export const getAssessmentRoster = (year: number) => call(assessmentRoster, { year });
