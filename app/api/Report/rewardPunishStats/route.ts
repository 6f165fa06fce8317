import { reportRewardPunishStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { rewardPunishStats } from '@/lib/server/services/reports/rewardPunishStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => rewardPunishStats(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
