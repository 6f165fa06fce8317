import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** 身份转换 (/identityConvert1): the unit's establishment conversion filings. */
export const identityViews: ViewMap = {
  'identity/identityConvert': lazy(() => import('./IdentityConvertPage')),
};
