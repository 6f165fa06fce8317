import { campaignList as contract } from '@/lib/contracts/campaign';
import { defineHandler } from '@/lib/server/http';
import { listCampaigns } from '@/lib/server/services/campaigns';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listCampaigns(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
