import type { WorkflowGraph } from '@/lib/contracts/mock/workflow';
import { addNodeAfter, CANVAS, edgePoints, moveNode, renameNode } from './graph';

const graph: WorkflowGraph = {
  nodes: [
    { id: 'node-1', type: 'circle', x: 100, y: 200, text: '开始' },
    { id: 'node-2', type: 'rect', x: 300, y: 200, text: '填报' },
    { id: 'node-3', type: 'circle', x: 500, y: 200, text: '结束' },
  ],
  edges: [
    { source: 'node-1', target: 'node-2', points: [{ x: 150, y: 200 }, { x: 250, y: 200 }] },
    { source: 'node-2', target: 'node-3', points: [{ x: 350, y: 200 }, { x: 450, y: 200 }] },
  ],
};

describe('workflow graph editing', () => {
  it('joins facing sides: left/right side by side, top/bottom one above the other', () => {
    expect(edgePoints({ x: 100, y: 200 }, { x: 300, y: 200 })).toEqual([{ x: 150, y: 200 }, { x: 250, y: 200 }]);
    expect(edgePoints({ x: 300, y: 200 }, { x: 100, y: 260 })).toEqual([{ x: 250, y: 200 }, { x: 150, y: 260 }]);
    expect(edgePoints({ x: 300, y: 100 }, { x: 320, y: 300 })).toEqual([{ x: 300, y: 125 }, { x: 320, y: 275 }]);
  });

  it('moves a node and re-routes only the edges touching it', () => {
    const moved = moveNode(graph, 'node-3', 300, 350);
    expect(moved.nodes[2]).toMatchObject({ x: 300, y: 350 });
    expect(moved.edges[0]).toBe(graph.edges[0]);
    expect(moved.edges[1].points).toEqual([{ x: 300, y: 225 }, { x: 300, y: 325 }]);
  });

  it('keeps a dragged node inside the canvas', () => {
    const moved = moveNode(graph, 'node-1', -40, CANVAS.height + 99.6);
    expect(moved.nodes[0]).toMatchObject({ x: 50, y: CANVAS.height - 25 });
  });

  it('renames a node and adds a linked task below another', () => {
    expect(renameNode(graph, 'node-2', '审核').nodes[1].text).toBe('审核');
    const { graph: grown, added } = addNodeAfter(graph, 'node-2', '新步骤');
    expect(added).toBe('node-4');
    expect(grown.nodes[3]).toEqual({ id: 'node-4', type: 'rect', x: 300, y: 310, text: '新步骤' });
    expect(grown.edges[2]).toEqual({ source: 'node-2', target: 'node-4', points: [{ x: 300, y: 225 }, { x: 300, y: 285 }] });
  });
});
