import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** The review and declaration screens (domain.md §3): one filing list in six settings, and the filing detail. */
export const checkViews: ViewMap = {
  'check/companyCheck': lazyView(() => import('./CompanyCheck')),
  'check/checklist': lazyView(() => import('./Checklist')),
  'check/resultList': lazyView(() => import('./ResultList')),
  'check/declarationList': lazyView(() => import('./DeclarationList')),
  'check/unitChecklist': lazyView(() => import('./UnitChecklist')),
  'check/checkDetail': lazyView(() => import('./CheckDetail')),
};
