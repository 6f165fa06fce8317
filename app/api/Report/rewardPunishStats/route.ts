import { reportRewardPunishStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { rewardPunishStats } from '@/lib/server/services/reports/rewardPunishStats';

export const POST = defineHandler(contract, ({ db, user, body }) => rewardPunishStats(db, user!, body));
