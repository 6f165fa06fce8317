import glyphs from 'remixicon/fonts/remixicon.glyph.json';
import { GET } from './route';
import { call } from '@/lib/server/testing/api';

const icons = (query: Record<string, string> = {}) => call<{ list: string[]; total: number }>(GET, '/mock/remixIcon/getList', { query });

describe('GET /api/mock/remixIcon/getList', () => {
  it('pages the whole Remix Icon set, 72 names a page', async () => {
    const { status, json } = await icons();
    expect(status).toBe(200);
    expect(json.data.total).toBe(3229);
    expect(json.data.total).toBe(Object.keys(glyphs).length);
    expect(json.data.list).toHaveLength(72);
    expect(json.data.list[0]).toBe(Object.keys(glyphs)[0]);
    expect((await icons({ pageNo: '45' })).json.data.list).toHaveLength(3229 - 44 * 72);
    expect((await icons({ pageNo: '46' })).json.data.list).toEqual([]);
  });

  it('filters by a title substring', async () => {
    const { json } = await icons({ title: 'arrow' });
    expect(json.data.total).toBe(100);
    expect(json.data.list).toHaveLength(72);
    expect(json.data.list.every((name) => name.includes('arrow'))).toBe(true);
    expect((await icons({ title: 'arrow', pageNo: '2' })).json.data.list).toHaveLength(28);
    expect((await icons({ title: 'home-2-line' })).json.data).toEqual({ list: ['home-2-line'], total: 1 });
  });

  it('refuses a page size of 0', async () => {
    expect((await icons({ pageSize: '0' })).status).toBe(400);
  });
});
