import { reportRewardPunishStatsExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportRewardPunishStats } from '@/lib/server/services/reports/rewardPunishStats';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportRewardPunishStats(db, user!, body, lang, audit));
