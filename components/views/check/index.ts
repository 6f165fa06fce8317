import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** The review and declaration screens (domain.md §3): one filing list in six settings, and the filing detail. */
export const checkViews: ViewMap = {
  'check/companyCheck': lazy(() => import('./CompanyCheck')),
  'check/checklist': lazy(() => import('./Checklist')),
  'check/resultList': lazy(() => import('./ResultList')),
  'check/declarationList': lazy(() => import('./DeclarationList')),
  'check/unitChecklist': lazy(() => import('./UnitChecklist')),
  'check/checkDetail': lazy(() => import('./CheckDetail')),
};
