import { workbenchSummaryEndpoint as contract } from '@/lib/contracts/workbench';
import { defineHandler } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/methodNotAllowed';
import { workbenchSummary } from '@/lib/server/services/workbench';

export const POST = defineHandler(contract, async ({ db, user }) => workbenchSummary(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
