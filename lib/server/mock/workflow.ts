import 'server-only';
import type { WorkflowGraph } from '@/lib/contracts/mock/workflow';

const STEPS: [type: string, text: string][] = [
  ['circle', '开始'], ['rect', '基层单位填报'], ['rect', '主管部门审核'], ['diamond', '人社局审核'], ['circle', '结束'],
];

/** A filing workflow laid out left to right, each edge a straight polyline between neighbouring nodes. */
export function workflowGraph(): WorkflowGraph {
  const nodes = STEPS.map(([type, text], i) => ({ id: `node-${i + 1}`, type, x: 100 + i * 200, y: 200, text }));
  const edges = nodes.slice(1).map((target, i) => {
    const source = nodes[i];
    return { source: source.id, target: target.id, points: [{ x: source.x + 50, y: source.y }, { x: target.x - 50, y: target.y }] };
  });
  return { nodes, edges };
}
