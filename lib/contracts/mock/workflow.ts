import { z } from 'zod';
import { pageQuery, pageResult } from '../endpoint';
import { mockEndpoint, simulated } from './shared';

const point = z.object({ x: z.number(), y: z.number() });

export const workflowNode = z.object({ id: z.string(), type: z.string(), x: z.number(), y: z.number(), text: z.string() });
export const workflowEdge = z.object({ source: z.string(), target: z.string(), points: z.array(point) });
export const workflowGraph = z.object({ nodes: z.array(workflowNode), edges: z.array(workflowEdge) });
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
