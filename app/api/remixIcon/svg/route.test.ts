import fs from 'node:fs';
import path from 'node:path';
import { GET } from './route';
import { call } from '@/lib/server/testing/api';
import { setDatabase } from '@/lib/server/db/client';

const svg = (name: string, v?: string) => call(GET, '/remixIcon/svg', { query: { name, ...(v ? { v } : {}) } });
const packageFile = (...parts: string[]) => fs.readFileSync(path.join(process.cwd(), 'node_modules/remixicon/icons', ...parts));

describe('GET /api/remixIcon/svg', () => {
  afterEach(() => setDatabase(undefined));

  it('answers the set\'s SVG of a name, to an anonymous caller, cached for a year', async () => {
    const { status, file } = await svg('home-2-line', '4.9.1');
    expect(status).toBe(200);
    expect(file!.headers.get('content-type')).toBe('image/svg+xml');
    expect(file!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file!.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file!.arrayBuffer())).toEqual(packageFile('Buildings', 'home-2-line.svg'));
    const fill = await svg('heart-fill');
    expect(Buffer.from(await fill.file!.arrayBuffer())).toEqual(packageFile('Health & Medical', 'heart-fill.svg'));
  });

  it('opens no database: the icons show while it cannot be reached', async () => {
    const broken = Promise.reject(new Error('connection refused'));
    broken.catch(() => undefined);
    setDatabase(broken);
    expect((await svg('user-line')).status).toBe(200);
  });

  it('answers 404 in both languages for a name the set does not have', async () => {
    const { status, json } = await svg('no-such-icon-line');
    expect([status, json.msg]).toEqual([404, '图标 no-such-icon-line 不存在']);
    const en = await call(GET, '/remixIcon/svg', { query: { name: 'no-such-icon-line' }, headers: { 'accept-language': 'en' } });
    expect(en.json.msg).toBe('No icon is named no-such-icon-line');
    expect((await svg('constructor')).status).toBe(404);
  });

  it('refuses a name that is not an icon name, a path above all, with 400 naming the field', async () => {
    for (const name of ['../System/add-line', '..', 'System/add-line', 'add-line.svg', '%2e%2e', 'Add-Line', 'add--line', '-add', '', 'a'.repeat(61)]) {
      const { status, json } = await svg(name);
      expect([name, status, json.msg]).toEqual([name, 400, expect.stringMatching(/^name/)]);
    }
    expect((await call(GET, '/remixIcon/svg')).json).toMatchObject({ code: 400, msg: 'name 不能为空' });
    expect((await svg('add-line', '4.9.1/../x')).status).toBe(400);
  });
});
