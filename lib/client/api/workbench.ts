import { workbenchSummaryEndpoint } from '@/lib/contracts/workbench';
import { filingKeys } from './filing';
import { call } from './call';

/** Under the filing keys: whatever changes a filing (and so invalidates them) refreshes the counts too. */
export const workbenchKeys = {
  summary: () => [...filingKeys.all, 'workbench'] as const,
};

export const getWorkbench = () => call(workbenchSummaryEndpoint, {});
