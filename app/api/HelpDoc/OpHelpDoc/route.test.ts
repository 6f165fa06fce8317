import { POST as list } from './route';
import { POST as detail } from '../getDetail/route';
import { POST as save } from '../save/route';
import { POST as remove } from '../delete/route';
import { POST as upload } from '../uploadFile/route';
import { POST as deleteFile } from '../deleteFile/route';
import { POST as download } from '../download/route';
import type { HelpDocItem } from '@/lib/contracts/helpDoc';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';

withFreshDatabase();

type Page = { list: HelpDocItem[]; total: number };
const PDF = samplePdf('新版操作手册');
const tokens: Record<string, string> = {};
const as = async (user: string) => (tokens[user] ??= await loginAs(user));
const listAs = async (user: string, body: object = {}) => (await call<Page>(list, '/HelpDoc/OpHelpDoc', { body, token: await as(user) })).json;
const fetchFile = async (user: string, body: object) => download(new Request('http://localhost/api/HelpDoc/download', {
  method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${await as(user)}`, 'content-type': 'application/json' },
}));

describe('help documents', () => {
  it('lists the two operation manuals with their PDFs and serves them to any user', async () => {
    const { code, data } = await listAs('jc', { kind: 'manual' });
    expect(code).toBe(200);
    expect(data.list.map((d) => d.companyType)).toEqual(['district', 'general']);
    const [district] = data.list;
    expect(district.title).toContain('区直');
    expect(district.body).toContain('<h4>一、登录与退出</h4>');
    expect(district.files[0]).toMatchObject({ name: 'manual-district.pdf', mime: 'application/pdf' });
    const res = await fetchFile('jc2', { id: district.id, fileId: district.files[0].id, inline: true });
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const saved = await fetchFile('jc2', { id: district.id, fileId: district.files[0].id });
    expect(saved.headers.get('content-disposition')).toBe(`attachment; filename="manual-district.pdf"; filename*=UTF-8''manual-district.pdf`);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('searches the FAQ by keyword in title and answer, and pages', async () => {
    const found = (await listAs('zg', { kind: 'faq', keyword: '空编' })).data;
    expect(found.list[0].title).toBe('空编数是怎么计算的？');
    const page = (await listAs('rsj', { kind: 'faq', pageSize: 3 })).data;
    expect(page.list).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
  });

  it('lets admin write an FAQ entry (sanitised), attach, replace and remove a file, and delete it', async () => {
    const created = await call<HelpDocItem>(save, '/HelpDoc/save', {
      body: { kind: 'faq', title: '如何导出人员名单？', body: '<p>在人员信息页点击“导出”。</p><img src=x onerror=alert(1)>', sort: 50 }, token: await as('admin'),
    });
    expect(created.status).toBe(200);
    expect(created.json.data.body).toBe('<p>在人员信息页点击“导出”。</p>');
    const id = created.json.data.id;
    const added = await call<HelpDocItem>(upload, '/HelpDoc/uploadFile', { body: { id, fileName: '导出说明.pdf', content: PDF.toString('base64') }, token: await as('admin') });
    const fileId = added.json.data.files[0].id;
    const replaced = await call<HelpDocItem>(upload, '/HelpDoc/uploadFile', {
      body: { id, replaceFileId: fileId, fileName: '导出说明-新版.pdf', content: PDF.toString('base64') }, token: await as('admin'),
    });
    expect(replaced.json.data.files.map((f) => f.name)).toEqual(['导出说明-新版.pdf']);
    expect((await fetchFile('jc', { id, fileId })).status).toBe(404);
    const shown = (await call<HelpDocItem>(detail, '/HelpDoc/getDetail', { body: { id }, token: await as('jc') })).json.data;
    expect(shown).toMatchObject({ title: '如何导出人员名单？', files: [{ name: '导出说明-新版.pdf' }] });
    const emptied = await call<HelpDocItem>(deleteFile, '/HelpDoc/deleteFile', { body: { id, fileId: shown.files[0].id }, token: await as('admin') });
    expect(emptied.json.data.files).toEqual([]);
    const stale = await call(save, '/HelpDoc/save', { body: { id, version: created.json.data.version, kind: 'faq', title: 'x', body: '<p>x</p>' }, token: await as('admin') });
    expect(stale.status).toBe(409);
    expect((await call(remove, '/HelpDoc/delete', { body: { id }, token: await as('admin') })).status).toBe(200);
    expect((await call(detail, '/HelpDoc/getDetail', { body: { id }, token: await as('jc') })).status).toBe(404);
  });

  it('refuses a bad input (400), a wrong file (422) and anyone but admin writing (403)', async () => {
    const noAnswer = await call(save, '/HelpDoc/save', { body: { kind: 'faq', title: '问题', body: '' }, token: await as('admin') });
    expect(noAnswer.json).toMatchObject({ code: 400, data: { field: 'body' } });
    const badKind = await call(list, '/HelpDoc/OpHelpDoc', { body: { kind: 'x' }, token: await as('jc') });
    expect(badKind.status).toBe(400);
    const [manual] = (await listAs('admin', { kind: 'manual' })).data.list;
    const fake = await call(upload, '/HelpDoc/uploadFile', { body: { id: manual.id, fileName: 'a.pdf', content: Buffer.from('MZ').toString('base64') }, token: await as('admin') });
    expect(fake.status).toBe(422);
    const polyglot = await call(upload, '/HelpDoc/uploadFile', {
      body: { id: manual.id, fileName: 'a.pdf', content: Buffer.from('%PDF-1.4\n<html><script>alert(1)</script>').toString('base64') }, token: await as('admin'),
    });
    expect(polyglot.json).toMatchObject({ code: 422, msg: 'PDF 文件已损坏或不完整，无法打开，请重新导出后上传' });
    for (const user of ['rsj', 'zg', 'jc']) {
      expect((await call(save, '/HelpDoc/save', { body: { kind: 'faq', title: 'x', body: 'y' }, token: await as(user) })).status).toBe(403);
      expect((await call(remove, '/HelpDoc/delete', { body: { id: manual.id }, token: await as(user) })).status).toBe(403);
    }
    expect((await call(list, '/HelpDoc/OpHelpDoc', { body: {} })).status).toBe(401);
  });
});
