import type { WorkflowGraph } from '@/lib/contracts/mock/workflow';
import { firstBadNode, nodeTextError } from './workflowForm';

const node = (id: string, text: string) => ({ id, type: 'rect', x: 0, y: 0, text });

describe('nodeTextError', () => {
  it('asks for a text that is not blank, and takes one with a character', () => {
    for (const t of ['', '  ']) expect(nodeTextError(t)).toBe('textRequired');
    for (const t of ['审', ' 审核 ']) expect(nodeTextError(t)).toBeNull();
  });
});

describe('firstBadNode', () => {
  it('names the first node without a text, or none', () => {
    const graph = { nodes: [node('a', '开始'), node('b', ' '), node('c', '')], edges: [] } as unknown as WorkflowGraph;
    expect(firstBadNode(graph)?.id).toBe('b');
    expect(firstBadNode({ ...graph, nodes: [node('a', '开始')] })).toBeUndefined();
  });
});
