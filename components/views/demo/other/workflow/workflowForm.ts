import type { WorkflowGraph } from '@/lib/contracts/mock/workflow';
import { failureKey } from '@/lib/domain/formRules';

/** 工作流: a node's text, not blank, as a message key of `demo.workflow`, or null. */
export const nodeTextError = (text: string) => failureKey(text, { trim: true, required: true, message: 'textRequired' });

/** The first node the graph cannot be saved with, or undefined. */
export const firstBadNode = (graph: WorkflowGraph) => graph.nodes.find((n) => nodeTextError(n.text) !== null);
