import type { PostSettingHeader, PostSettingLine } from '@/lib/contracts/postSetting';
import type { RendererProps } from '@/components/views/check/renderers/types';
import PlanChangeTable from './PlanChangeTable';
import PlanCountsTable from './PlanCountsTable';

/** The levels of a post setting by category: against the plan in force (现核定 → 拟设置) where the detail carries it. */
export default function PostSettingLinesView({ filing }: RendererProps) {
  const lines = filing.lines.map((l) => l.payload as PostSettingLine);
  const holders = Object.fromEntries(lines.map((l) => [l.postLevel, l.currentCount ?? 0]));
  if (filing.planBefore === undefined) return <PlanCountsTable lines={lines} holders={holders} />;
  const adjustment = (filing.header as Partial<PostSettingHeader>).settingKind === 'ADJUST';
  return <PlanChangeTable before={filing.planBefore} after={lines} holders={holders} changesOnly={adjustment} />;
}
