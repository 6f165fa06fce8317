import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { POST } from './route';
import { POST as login } from '../../login/login/route';
import { getDb } from '@/lib/server/db/client';
import { systemLog } from '@/lib/server/db/schema';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

async function exportAs(user: string, body: object, lang = 'zh') {
  const res = await POST(new Request('http://localhost/api/SystemLog/export', {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs(user)}`, 'accept-language': lang, 'x-renshi-peer': '10.50.0.1' },
  }));
  return res;
}

async function sheetOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book.worksheets[0];
}

describe('POST /api/SystemLog/export', () => {
  beforeAll(async () => {
    await call(login, '/login/login', { body: { username: 'jc3', password: 'wrong-password' }, ip: '10.7.7.7' });
    await call(login, '/login/login', { body: { username: 'jc3', password: 'wrong-password' }, ip: '10.7.7.8' });
  });

  it('answers the filtered rows as .xlsx, with headers in the caller\'s language', async () => {
    const res = await exportAs('admin', { account: 'jc3', result: 'failure', type: 'login' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''%E7%B3%BB%E7%BB%9F%E6%97%A5%E5%BF%97-\d{8}\.xlsx/);
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('系统日志');
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '账号', '单位', 'IP', '类型', '操作', '结果', '代码', '详情']);
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((r) => sheet.getRow(r).values as unknown[]);
    expect(rows.map((r) => r[4]).sort()).toEqual(['10.7.7.7', '10.7.7.8']);
    for (const r of rows) expect(r.slice(2, 10).filter((_, i) => i !== 1)).toEqual(['jc3', r[4], '登录日志', 'login', '失败', 401, '帐户或密码不正确']);
    const en = await sheetOf(await exportAs('admin', { account: 'jc3', result: 'failure' }, 'en'));
    expect(en.getRow(1).getCell(1).value).toBe('Time');
    expect(en.getRow(2).getCell(7).value).toBe('Failure');
  });

  it('is itself logged as an export, with its filters', async () => {
    await exportAs('admin', { account: 'jc3', from: '2020-01-01' });
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'systemLog.export')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: 'admin', type: 'export', result: 'success', ip: '10.50.0.1' });
    expect(entry.detail).toMatch(/^导出系统日志 2 条（account=jc3, from=2020-01-01）$/);
  });

  it("keeps a unit to its own unit's entries", async () => {
    const sheet = await sheetOf(await exportAs('jc', {}));
    const units = new Set<unknown>();
    sheet.eachRow((row, n) => { if (n > 1) units.add(row.getCell(3).value); });
    expect([...units]).toEqual(['湖州市第一中学']);
  });

  it('refuses a reversed range with 400 naming the field, and no token with 401', async () => {
    const bad = await exportAs('admin', { from: '2026-02-01', to: '2026-01-01' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toMatch(/^to: /);
    expect((await call(POST, '/SystemLog/export', { body: {} })).status).toBe(401);
  });
});
