import { GET } from './getList/route';
import { POST as doEdit } from './doEdit/route';
import { POST as doDelete } from './doDelete/route';
import type { TableRow } from '@/lib/contracts/mock/table';
import { call } from '@/lib/server/testing/api';

const list = (query: Record<string, string> = {}) => call<{ list: TableRow[]; total: number }>(GET, '/mock/table/getList', { query });

describe('GET /api/mock/table/getList', () => {
  it('answers the first 20 of 50 rows with the §3 fields after a short delay', async () => {
    const started = Date.now();
    const { status, json } = await list();
    expect(Date.now() - started).toBeGreaterThanOrEqual(9);
    expect(status).toBe(200);
    expect(json.code).toBe(200);
    expect(json.msg).toBe('success');
    expect(json.data.total).toBe(50);
    expect(json.data.list).toHaveLength(20);
    const row = json.data.list[0];
    expect(Object.keys(row).sort()).toEqual(
      ['author', 'datetime', 'description', 'id', 'img', 'pageViews', 'percent', 'percentage', 'rate', 'status', 'switch', 'title', 'uuid'],
    );
    expect(row.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row.datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row.img).toMatch(/^data:image\/svg\+xml/);
  });

  it('gives the same rows in a fresh process', async () => {
    const first = (await list()).json.data.list;
    let again: TableRow[] = [];
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./getList/route');
      again = (await call<{ list: TableRow[] }>(fresh.GET, '/mock/table/getList')).json.data.list;
    });
    expect(again).toEqual(first);
  });

  it('uses every status and rates 1 to 5', async () => {
    const rows = (await list({ pageSize: '50' })).json.data.list;
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['published', 'draft', 'deleted']));
    expect(rows.every((r) => r.rate >= 1 && r.rate <= 5)).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(50);
  });

  it('filters by a title substring and counts the matches', async () => {
    const all = (await list({ pageSize: '50' })).json.data.list;
    const word = all[0].title.slice(0, 2);
    const { json } = await list({ title: word, pageSize: '50' });
    expect(json.data.total).toBe(all.filter((r) => r.title.includes(word)).length);
    expect(json.data.list.every((r) => r.title.includes(word))).toBe(true);
    expect((await list({ title: '不存在的标题' })).json.data).toEqual({ list: [], total: 0 });
  });

  it('pages: the last page is short, past the end is empty, a bad page size is refused', async () => {
    expect((await list({ pageNo: '3' })).json.data.list).toHaveLength(10);
    expect((await list({ pageNo: '2', pageSize: '7' })).json.data.list[0].id).toBe(8);
    expect((await list({ pageNo: '4' })).json.data).toMatchObject({ list: [], total: 50 });
    for (const pageSize of ['0', '-1']) {
      const { status, json } = await list({ pageSize });
      expect(status).toBe(400);
      expect(json.msg).toContain('pageSize');
    }
    expect((await list({ pageNo: '0' })).status).toBe(400);
  });
});

describe('POST /api/mock/table/doEdit and doDelete', () => {
  it('simulate the save and the delete', async () => {
    const saved = await call(doEdit, '/mock/table/doEdit', { body: { id: 1, title: '新标题' } });
    expect(saved.json).toEqual({ code: 200, msg: 'success', data: { message: '模拟保存成功' } });
    const deleted = await call(doDelete, '/mock/table/doDelete', { body: { ids: [1, 2] } });
    expect(deleted.json).toEqual({ code: 200, msg: 'success', data: { message: '模拟删除成功' } });
    expect((await call(doDelete, '/mock/table/doDelete', { body: { ids: '3' } })).status).toBe(200);
  });

  it('refuse a delete without ids and an edit without a body', async () => {
    const { status, json } = await call(doDelete, '/mock/table/doDelete', { body: {} });
    expect(status).toBe(400);
    expect(json.msg).toContain('ids');
    expect((await call(doEdit, '/mock/table/doEdit', { method: 'POST' })).status).toBe(400);
  });
});
