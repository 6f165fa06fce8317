import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** 身份转换 (/identityConvert1): the unit's establishment conversion filings. */
export const identityViews: ViewMap = {
  'identity/identityConvert': lazyView(() => import('./IdentityConvertPage')),
};
