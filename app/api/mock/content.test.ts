import { GET as workflow } from './workflow/getList/route';
import { POST as workflowEdit } from './workflow/doEdit/route';
import { GET as goods } from './goods/getList/route';
import { GET as description } from './description/getList/route';
import { GET as notices } from './notice/getList/route';
import type { MockNotice } from '@/lib/contracts/mock/content';
import type { GoodsItem, WorkflowGraph } from '@/lib/contracts/mock/workflow';
import { call } from '@/lib/server/testing/api';

describe('GET and POST /api/mock/workflow', () => {
  it('answers a graph whose edges join its nodes', async () => {
    const { status, json } = await call<WorkflowGraph>(workflow, '/mock/workflow/getList');
    expect(status).toBe(200);
    const { nodes, edges } = json.data;
    expect(nodes.length).toBeGreaterThan(2);
    expect(Object.keys(nodes[0]).sort()).toEqual(['id', 'text', 'type', 'x', 'y']);
    const ids = new Set(nodes.map((n) => n.id));
    expect(edges.every((e) => ids.has(e.source) && ids.has(e.target) && e.points.length >= 2)).toBe(true);
  });

  it('simulates saving the graph and refuses a graph without nodes', async () => {
    const graph = (await call<WorkflowGraph>(workflow, '/mock/workflow/getList')).json.data;
    expect((await call(workflowEdit, '/mock/workflow/doEdit', { body: graph })).json.data).toEqual({ message: '模拟保存成功' });
    const bad = await call(workflowEdit, '/mock/workflow/doEdit', { body: { edges: [] } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('nodes');
  });
});

describe('GET /api/mock/goods/getList', () => {
  it('pages the goods with title, price, labels, company, url and description', async () => {
    const { json } = await call<{ list: GoodsItem[]; total: number }>(goods, '/mock/goods/getList');
    expect(json.data.list).toHaveLength(20);
    expect(json.data.total).toBe(40);
    expect(Object.keys(json.data.list[0]).sort()).toEqual(['company', 'description', 'labels', 'price', 'title', 'url']);
    expect(json.data.list.every((g) => g.price > 0)).toBe(true);
  });
});

describe('GET /api/mock/description/getList', () => {
  it('answers one HTML release note', async () => {
    const { json } = await call<{ description: string }>(description, '/mock/description/getList');
    expect(json.data.description).toMatch(/^<h3>人事管理系统 2\.7\.0/);
  });
});

describe('GET /api/mock/notice/getList', () => {
  it('answers notices with image, HTML notice and e-mail, and their total', async () => {
    const { json } = await call<{ list: MockNotice[]; total: number }>(notices, '/mock/notice/getList');
    expect(json.data.total).toBe(json.data.list.length);
    expect(json.data.list[0].notice).toMatch(/<strong>/);
    expect(json.data.list[0].email).toMatch(/@/);
    expect(json.data.list[0].image).toMatch(/^data:image/);
  });
});
