import type { WorkflowGraph } from '@/lib/contracts/mock/workflow';

type Node = WorkflowGraph['nodes'][number];
type Point = { x: number; y: number };

/** The drawing area and half the size of a node box. */
export const CANVAS = { width: 1000, height: 400 };
export const HALF = { w: 50, h: 25 };

/** Where an edge leaves and enters: facing sides, left/right when the nodes sit side by side, else top/bottom. */
export function edgePoints(source: Point, target: Point): Point[] {
  const dx = target.x - source.x;
  const dy = target.y - source.y;
  if (Math.abs(dx) >= Math.abs(dy)) {
    const s = Math.sign(dx) || 1;
    return [{ x: source.x + s * HALF.w, y: source.y }, { x: target.x - s * HALF.w, y: target.y }];
  }
  const s = Math.sign(dy);
  return [{ x: source.x, y: source.y + s * HALF.h }, { x: target.x, y: target.y - s * HALF.h }];
}

const within = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(v)));

/** Moves a node (kept inside the canvas) and re-routes the edges that touch it. */
export function moveNode(graph: WorkflowGraph, id: string, x: number, y: number): WorkflowGraph {
  const nodes = graph.nodes.map((n) => (n.id === id
    ? { ...n, x: within(x, HALF.w, CANVAS.width - HALF.w), y: within(y, HALF.h, CANVAS.height - HALF.h) }
    : n));
  const at = new Map(nodes.map((n) => [n.id, n]));
  const edges = graph.edges.map((e) => (e.source === id || e.target === id
    ? { ...e, points: edgePoints(at.get(e.source)!, at.get(e.target)!) }
    : e));
  return { nodes, edges };
}

export const renameNode = (graph: WorkflowGraph, id: string, text: string): WorkflowGraph =>
  ({ ...graph, nodes: graph.nodes.map((n) => (n.id === id ? { ...n, text } : n)) });

/** Adds a task below the given node, linked from it. */
export function addNodeAfter(graph: WorkflowGraph, id: string, text: string): { graph: WorkflowGraph; added: string } {
  const from = graph.nodes.find((n) => n.id === id);
  if (!from) return { graph, added: '' };
  const taken = new Set(graph.nodes.map((n) => n.id));
  let i = graph.nodes.length + 1;
  while (taken.has(`node-${i}`)) i += 1;
  const node: Node = {
    id: `node-${i}`, type: 'rect', text,
    x: from.x, y: within(from.y + 110 > CANVAS.height - HALF.h ? from.y - 110 : from.y + 110, HALF.h, CANVAS.height - HALF.h),
  };
  return {
    graph: { nodes: [...graph.nodes, node], edges: [...graph.edges, { source: from.id, target: node.id, points: edgePoints(from, node) }] },
    added: node.id,
  };
}
