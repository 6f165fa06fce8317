import { z } from 'zod';
import { pageQuery, pageResult } from '../endpoint';
import { mockEndpoint, simulated } from './shared';
import { singleLine } from '../primitives';

/** A canvas coordinate. */
const coordinate = z.number().min(-1e6).max(1e6);
const point = z.object({ x: coordinate, y: coordinate });
const word = singleLine(100);

export const workflowNode = z.object({ id: word, type: word, x: coordinate, y: coordinate, text: singleLine(500) });
export const workflowEdge = z.object({ source: word, target: word, points: z.array(point).max(1000) });
export const workflowGraph = z.object({ nodes: z.array(workflowNode).max(1000), edges: z.array(workflowEdge).max(1000) });
export type WorkflowGraph = z.infer<typeof workflowGraph>;

export const workflowGet = mockEndpoint({
  method: 'GET', path: '/workflow/getList', summary: 'The demo workflow graph: nodes and the edges between them.', response: workflowGraph,
});

export const workflowEdit = mockEndpoint({
  method: 'POST', path: '/workflow/doEdit', summary: "Simulates saving the workflow graph; answers '模拟保存成功'.",
  body: workflowGraph, response: simulated,
});

export const goodsItem = z.object({
  title: z.string(), price: z.number(), labels: z.array(z.string()), company: z.string(), url: z.string(), description: z.string(),
});
export type GoodsItem = z.infer<typeof goodsItem>;

export const goodsList = mockEndpoint({
  method: 'GET', path: '/goods/getList', summary: 'The demo goods of the mall screen, one page at a time.', query: pageQuery, response: pageResult(goodsItem),
});
