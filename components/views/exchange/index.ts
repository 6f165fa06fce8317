import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** 人员交流 (/personnelExchangeRecord1): transfers in and out, and the competent authority's internal exchanges. */
export const exchangeViews: ViewMap = {
  'exchange/personnelExchangeRecord': lazy(() => import('./ExchangePage')),
  'exchange/internalPersonExchange': lazy(() => import('./InternalExchangePage')),
};
