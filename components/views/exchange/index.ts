import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** 人员交流 (/personnelExchangeRecord1): transfers in and out, and the competent authority's internal exchanges. */
export const exchangeViews: ViewMap = {
  'exchange/personnelExchangeRecord': lazyView(() => import('./ExchangePage')),
  'exchange/internalPersonExchange': lazyView(() => import('./InternalExchangePage')),
};
