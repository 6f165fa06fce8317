import type { PostSettingLine } from '@/lib/contracts/postSetting';
import type { RendererProps } from '@/components/views/check/renderers/types';
import PlanCountsTable from './PlanCountsTable';

/** The levels of a post setting by category: approved count, holders when filed, and the difference. */
export default function PostSettingLinesView({ filing }: RendererProps) {
  const lines = filing.lines.map((l) => l.payload as PostSettingLine);
  const holders = Object.fromEntries(lines.map((l) => [l.postLevel, l.currentCount ?? 0]));
  return <PlanCountsTable lines={lines} holders={holders} />;
}
