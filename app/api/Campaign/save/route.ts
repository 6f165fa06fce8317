import { campaignSave as contract } from '@/lib/contracts/campaign';
import { defineHandler } from '@/lib/server/http';
import { saveCampaign } from '@/lib/server/services/campaigns';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => saveCampaign(db, user!, body, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
