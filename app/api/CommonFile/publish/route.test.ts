import { POST as publish } from './route';
import { POST as list } from '../getList/route';
import { POST as update } from '../update/route';
import { POST as remove } from '../delete/route';
import { POST as download } from '../download/route';
import type { CommonFileItem } from '@/lib/contracts/commonFile';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf, sampleXlsx } from '@/lib/server/testing/files';

withFreshDatabase();

const PDF = samplePdf('湖州市事业单位岗位设置管理实施意见');
let XLSX: Buffer;
beforeAll(async () => {
  XLSX = await sampleXlsx();
});
const tokens: Record<string, string> = {};
const as = async (user: string) => (tokens[user] ??= await loginAs(user));
const body = (extra: object = {}) => ({ category: 'POLICY', title: '岗位设置管理实施意见', fileName: '实施意见.pdf', content: PDF.toString('base64'), ...extra });
const post = async (user: string, input = body()) => call<CommonFileItem>(publish, '/CommonFile/publish', { body: input, token: await as(user) });
const listAs = async (user: string, q: object = {}) => (await call<{ list: CommonFileItem[]; total: number }>(list, '/CommonFile/getList', { body: q, token: await as(user) })).json;
const fetchFile = async (user: string, id: number) => download(new Request('http://localhost/api/CommonFile/download', {
  method: 'POST', body: JSON.stringify({ id }), headers: { authorization: `Bearer ${await as(user)}`, 'content-type': 'application/json' },
}));

describe('common files', () => {
  it('rsj publishes a file that every unit lists and downloads byte for byte', async () => {
    const { status, json } = await post('rsj');
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ category: 'POLICY', fileName: '实施意见.pdf', mime: 'application/pdf', size: PDF.length, publisher: '湖州市人力资源和社会保障局', editable: true });
    for (const user of ['jc', 'jc2', 'jc3', 'zg']) {
      const seen = (await listAs(user)).data.list.find((f) => f.id === json.data.id);
      expect(seen).toMatchObject({ title: '岗位设置管理实施意见', editable: false });
      const res = await fetchFile(user, json.data.id);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('实施意见.pdf')}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
  });

  it('filters by category and keyword and pages', async () => {
    await post('admin', body({ category: 'TEMPLATE', title: '人员信息导入模板', fileName: '模板.xlsx', content: XLSX.toString('base64') }));
    const templates = (await listAs('jc', { category: 'TEMPLATE' })).data;
    expect(templates.list.every((f) => f.category === 'TEMPLATE')).toBe(true);
    expect(templates.list.some((f) => f.title === '人员信息导入模板')).toBe(true);
    expect((await listAs('jc', { keyword: '导入模板' })).data.list.map((f) => f.title)).toEqual(['人员信息导入模板']);
    const paged = (await listAs('jc', { pageSize: 1 })).data;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
  });

  it('lets the publisher replace the file and delete it; the unit no longer sees it', async () => {
    const { json } = await post('rsj', body({ title: '待替换' }));
    const replaced = await call<CommonFileItem>(update, '/CommonFile/update', {
      body: { id: json.data.id, version: json.data.version, category: 'GUIDE', title: '已替换', fileName: '新版.xlsx', content: XLSX.toString('base64') }, token: await as('rsj'),
    });
    expect(replaced.json.data).toMatchObject({ category: 'GUIDE', title: '已替换', fileName: '新版.xlsx', version: json.data.version + 1 });
    const stale = await call(update, '/CommonFile/update', { body: { id: json.data.id, version: json.data.version, category: 'GUIDE', title: 'x' }, token: await as('rsj') });
    expect(stale.status).toBe(409);
    expect((await call(remove, '/CommonFile/delete', { body: { id: json.data.id }, token: await as('rsj') })).status).toBe(200);
    expect((await listAs('jc')).data.list.some((f) => f.id === json.data.id)).toBe(false);
    expect((await fetchFile('jc', json.data.id)).status).toBe(404);
  });

  it('refuses a bad input (400), a wrong file (422) and units publishing (403)', async () => {
    const noTitle = await post('rsj', body({ title: '' }));
    expect(noTitle.json).toMatchObject({ code: 400, data: { field: 'title' } });
    expect((await post('rsj', body({ category: 'X' }))).json.msg).toContain('请选择文件类别');
    const fake = await post('rsj', body({ fileName: '伪装.pdf', content: Buffer.from('<html>').toString('base64') }));
    expect(fake.json).toMatchObject({ code: 422, msg: '文件内容与类型不符', data: { field: 'content' } });
    const polyglot = await post('rsj', body({ fileName: '伪装.pdf', content: Buffer.from('%PDF-1.4\n<html><script>alert(1)</script>').toString('base64') }));
    expect(polyglot.json).toMatchObject({ code: 422, msg: 'PDF 文件已损坏或不完整，无法打开，请重新导出后上传', data: { field: 'content' } });
    const fakeXlsx = await post('rsj', body({ fileName: '模板.xlsx', content: Buffer.from('PK\x03\x04<html>').toString('base64') }));
    expect(fakeXlsx.json).toMatchObject({ code: 422, msg: '文件内容与类型不符' });
    const exe = await post('rsj', body({ fileName: 'a.exe' }));
    expect(exe.status).toBe(422);
    for (const user of ['jc', 'zg']) expect((await post(user)).status).toBe(403);
  });

  it('does not let rsj change a file admin published (403)', async () => {
    const { json } = await post('admin', body({ title: '管理员发布' }));
    const tried = await call(remove, '/CommonFile/delete', { body: { id: json.data.id }, token: await as('rsj') });
    expect(tried.status).toBe(403);
    expect((await call(remove, '/CommonFile/delete', { body: { id: 99999 }, token: await as('admin') })).status).toBe(404);
  });
});
