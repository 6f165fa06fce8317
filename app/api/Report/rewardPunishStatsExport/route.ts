import { reportRewardPunishStatsExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportRewardPunishStats } from '@/lib/server/services/reports/rewardPunishStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportRewardPunishStats(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
