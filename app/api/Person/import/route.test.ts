import { and, count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as importPersons } from './route';
import { GET as template } from '../importTemplate/route';
import { POST as exportPersons } from '../export/route';
import type { ImportError } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { persons, systemLog } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { sampleDocx, sampleZip } from '@/lib/server/testing/files';
import { idNumberFor, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';
import { approveAll, day, file, signInAll } from '@/lib/server/testing/recruit';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'zg2']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
});

/** Calls a route that answers a file; returns the status, headers and the workbook (or the JSON envelope of a refusal). */
async function download(handler: (req: Request) => Promise<Response>, path: string, init: { token?: string; body?: object; lang?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': init.lang ?? 'zh-CN' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await handler(new Request(`http://localhost/api${path}`, { method: init.body ? 'POST' : 'GET', headers, body: init.body ? JSON.stringify(init.body) : undefined }));
  if (!res.headers.get('content-type')?.includes('spreadsheetml')) return { status: res.status, headers: res.headers, json: await res.json(), workbook: null };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, json: null, workbook };
}

async function filledTemplate(rows: (Record<string, unknown>)[]): Promise<string> {
  const { workbook } = await download(template, '/Person/importTemplate', { token: tokens.jc });
  const sheet = workbook!.getWorksheet('人员信息')!;
  const titles = (sheet.getRow(1).values as string[]).map((t) => (t ? t.replace('*', '') : t));
  rows.forEach((r, i) => {
    for (const [title, value] of Object.entries(r)) sheet.getCell(i + 2, titles.indexOf(title)).value = value as ExcelJS.CellValue;
  });
  return Buffer.from(await workbook!.xlsx.writeBuffer()).toString('base64');
}

function row(name: string, birth: string, over: Record<string, unknown> = {}) {
  return {
    姓名: name, 公民身份号码: idNumberFor(birth), 民族: '汉族', 政治面貌: '群众', 最高学历: '大学本科毕业', 最高学位: '文学学士学位',
    毕业院校: '湖州师范学院', 所学专业: '汉语言文学', 参加工作时间: new Date('2018-08-01T00:00:00Z'), 进入本单位时间: '2018-08-01',
    进入本单位方式: '公开招聘', 编制情况: '在编', 编制类型: '事业编制', 岗位类别: '专业技术岗位', 岗位等级: 'T12',
    现岗位聘用时间: '2019/8/1', 聘用合同类型: '至退休', 合同起始日期: '2018-08-01', 籍贯: '330502',
    ...over,
  };
}

const importAs = (content: string, dryRun = false, token = tokens.jc, headers: Record<string, string> = {}) =>
  call<{ rows: number; imported: number } & { errors: ImportError[] }>(importPersons, '/Person/import', {
    body: { fileName: '人员.xlsx', content, dryRun }, token, headers,
  });

async function unitCount() {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(persons).where(eq(persons.unitId, jcUnit));
  return n;
}

describe('GET /api/Person/importTemplate', () => {
  it('answers an .xlsx with a column per field, required ones marked, drop-downs and the code lists', async () => {
    const { status, headers, workbook } = await download(template, '/Person/importTemplate', { token: tokens.jc });
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="________.xlsx"; filename*=UTF-8''${encodeURIComponent('人员信息导入模板.xlsx')}`);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    const sheet = workbook!.getWorksheet('人员信息')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['姓名*', '公民身份号码*', '性别', '民族*', '人员状态', '双肩挑']));
    const codes = workbook!.getWorksheet('代码表')!;
    expect(codes.getRow(1).values).toEqual(expect.arrayContaining(['民族 代码', '民族 名称']));
    expect(workbook!.getWorksheet('填写说明')).toBeDefined();
    const en = await download(template, '/Person/importTemplate', { token: tokens.jc, lang: 'en' });
    expect(en.workbook!.getWorksheet('Persons')!.getRow(1).values).toEqual(expect.arrayContaining(['Name*', 'ID number*']));
  });

  it('is for unit accounts only', async () => {
    expect((await download(template, '/Person/importTemplate', { token: tokens.zg })).status).toBe(403);
    expect((await download(template, '/Person/importTemplate', {})).status).toBe(401);
  });
});

describe('POST /api/Person/import', () => {
  it('reports every bad row by row and column and saves nothing', async () => {
    const before = await unitCount();
    const content = await filledTemplate([
      row('陈雨桐', '1995-04-12'),
      row('林 浩', '1993-10-01', { 民族: '火星族', 公民身份号码: '330502199310010011', 性别: '男', 出生日期: '1993-10-01' }),
      row('赵一鸣', '1992-02-02', { 参加工作时间: '2020-13-01' }),
      row('钱多多', '1990-01-01', { 公民身份号码: '33050219900101001' }),
    ]);
    const { status, json } = await importAs(content);
    expect(status).toBe(422);
    expect(json.msg).toMatch(/^导入文件有 \d+ 处错误，未导入任何数据/);
    const errors = (json.data as { errors: ImportError[] }).errors;
    expect(errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ row: 3, column: '民族', message: '民族“火星族”不在代码表中', field: 'ethnicity' }),
      expect.objectContaining({ row: 3, column: '姓名' }),
      expect.objectContaining({ row: 3, column: '公民身份号码', message: expect.stringMatching(/^公民身份号码校验位错误/) }),
      expect.objectContaining({ row: 4, column: '参加工作时间', message: '参加工作时间不是有效日期' }),
      expect.objectContaining({ row: 5, column: '公民身份号码', message: '公民身份号码应为 18 位，末位为数字或大写 X' }),
    ]));
    expect(errors.filter((e) => e.row === 5)).toHaveLength(1);
    expect(errors.some((e) => e.row === 2)).toBe(false);
    expect(await unitCount()).toBe(before);
  });

  it('reports in English to an English client, columns and messages', async () => {
    const db = await getDb();
    const [taken] = await db.select().from(persons).where(and(eq(persons.unitId, jcUnit), eq(persons.personStatus, 'ON_DUTY'))).limit(1);
    const twin = row('吴佳琪', '1994-06-06');
    const content = await filledTemplate([
      twin, { ...row('吴佳慧', '1994-06-06'), 公民身份号码: twin.公民身份号码 }, row(taken.name, '1990-01-01', { 公民身份号码: taken.idNumber }),
      row('林浩', '1993-10-01', { 民族: '火星族' }), row('钱多多', '1990-01-01', { 公民身份号码: '33050219900101001' }),
      row('赵一鸣', '1992-02-02', { 参加工作时间: '2008-01-01' }),
    ]);
    const errors = ((await importAs(content, false, tokens.jc, { 'accept-language': 'en-US,en;q=0.9' })).json.data as { errors: ImportError[] }).errors;
    expect(errors).toEqual([
      expect.objectContaining({ row: 3, column: 'ID number', message: 'The same ID number as row 2' }),
      expect.objectContaining({ row: 4, column: 'ID number', message: expect.stringMatching(/^This ID number is already registered in your unit \(/) }),
      expect.objectContaining({ row: 5, column: 'Ethnicity', message: 'Ethnicity "火星族" is not in the code list' }),
      expect.objectContaining({ row: 6, column: 'ID number', message: 'The ID number must have 18 characters, the last a digit or a capital X' }),
      expect.objectContaining({ row: 7, column: 'Start of work', message: 'Started work before the age of 16' }),
    ]);
  });

  it('refuses numbers already registered or repeated within the file', async () => {
    const db = await getDb();
    const [taken] = await db.select().from(persons).where(and(eq(persons.unitId, jcUnit), eq(persons.personStatus, 'ON_DUTY'))).limit(1);
    const twin = row('吴佳琪', '1994-06-06');
    const content = await filledTemplate([twin, { ...row('吴佳慧', '1994-06-06'), 公民身份号码: twin.公民身份号码 }, row(taken.name, '1990-01-01', { 公民身份号码: taken.idNumber })]);
    const errors = ((await importAs(content)).json.data as { errors: ImportError[] }).errors;
    expect(errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ row: 3, column: '公民身份号码', message: '与第 2 行的身份证号重复' }),
      expect.objectContaining({ row: 4, column: '公民身份号码', message: expect.stringMatching(/^该身份证号已在本单位登记/), code: 'R-ID-03' }),
    ]));
  });

  describe('a person an approved arrival from outside brings in on a day still ahead (R-GEN-04)', () => {
    const ARRIVAL_DAY = day(10);
    const birthDate = '1991-05-20';
    const arriving = { name: '待调入者', idNumber: idNumberFor(birthDate, false) };
    let filingNo: string;

    beforeAll(async () => {
      await signInAll();
      await setEstablishment(jcUnit, 500);
      const { json } = await file('jc', {
        filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' },
        lines: [{
          payload: {
            reason: 'WORK_NEED', effectiveDate: ARRIVAL_DAY, toEstabType: 'INST',
            newPerson: {
              name: arriving.name, idNumber: arriving.idNumber, gender: '2', birthDate, ethnicity: '01', politicalStatus: '13', education: '21',
              major: '汉语言文学', graduateSchool: '湖州师范学院', workStartDate: '2016-08-01',
            },
          },
        }],
      });
      const approved = await approveAll('jc', json.data);
      expect(approved).toMatchObject({ status: 'APPROVED', effectiveOn: ARRIVAL_DAY });
      filingNo = approved.filingNo;
    });

    it('refuses the row naming the filing and its day, in Chinese and in English, and saves nothing', async () => {
      const before = await unitCount();
      const content = await filledTemplate([row('何佳', '1992-03-03'), row(arriving.name, birthDate, { 公民身份号码: arriving.idNumber })]);
      const zh = await importAs(content, true);
      expect(zh.status).toBe(422);
      expect((zh.json.data as { errors: ImportError[] }).errors).toEqual([{
        row: 3, column: '公民身份号码', field: 'idNumber', code: 'R-GEN-04',
        message: `该身份证号的人员已由【${filingNo}】核准调入，${ARRIVAL_DAY}生效，生效前不能另行登记`,
      }]);
      const en = await importAs(content, false, tokens.jc, { 'accept-language': 'en-US,en;q=0.9' });
      expect((en.json.data as { errors: ImportError[] }).errors).toEqual([{
        row: 3, column: 'ID number', field: 'idNumber', code: 'R-GEN-04',
        message: `The person with this ID number is approved to arrive by ${filingNo} on ${ARRIVAL_DAY}; they cannot be registered otherwise before then`,
      }]);
      expect(await unitCount()).toBe(before);
    });

    it('lets the neighbouring number through: another person of the same birth date imports', async () => {
      const other = row('另行登记', birthDate, { 公民身份号码: idNumberFor(birthDate, false) });
      const { json } = await importAs(await filledTemplate([other]), true);
      expect(json).toMatchObject({ code: 200, data: { rows: 1, imported: 0 } });
    });
  });

  it('checks a clean file without saving (dryRun), then imports every row as a draft in one go', async () => {
    const before = await unitCount();
    const content = await filledTemplate([row('何思琪', '1996-09-09', { 性别: '', 出生日期: '' }), row('许文博', '1991-11-11', { 双肩挑: '否' })]);
    const dry = await importAs(content, true);
    expect(dry.json).toMatchObject({ code: 200, data: { rows: 2, imported: 0 } });
    expect(await unitCount()).toBe(before);
    const done = await importAs(content);
    expect(done.json.data).toEqual({ rows: 2, imported: 2 });
    const db = await getDb();
    const [imported] = await db.select().from(persons).where(eq(persons.name, '何思琪'));
    expect(imported).toMatchObject({ recordStatus: 'DRAFT', birthDate: '1996-09-09', gender: '1', appointDate: '2019-08-01', nativePlace: '330502' });
    expect(await unitCount()).toBe(before + 2);
  });

  it('names an unreadable file and refuses other roles', async () => {
    const bad = await importAs(Buffer.from('not a workbook').toString('base64'));
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('文件无法读取，请使用下载的导入模板（.xlsx）填写');
    const wrongType = await call(importPersons, '/Person/import', { body: { fileName: 'a.csv', content: 'x' }, token: tokens.jc });
    expect(wrongType.json.msg).toMatch(/^fileName: 请上传 \.xlsx/);
    expect((await importAs('x', false, tokens.zg)).status).toBe(403);
  });

  it('refuses a zip bomb before reading it as a workbook, and a zip that is no workbook', async () => {
    const bomb = await sampleZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(20 * 1024 * 1024) });
    const refused = await importAs(bomb.toString('base64'));
    expect(refused.json).toMatchObject({ code: 400, msg: '文件解压后过大（上限 100 MB、压缩比 100 倍），已拒绝', data: { field: 'content' } });
    const docx = await sampleDocx();
    expect((await importAs(docx.toString('base64'))).json).toMatchObject({ code: 400, msg: '文件无法读取，请使用下载的导入模板（.xlsx）填写' });
  });
});

describe('POST /api/Person/export', () => {
  it('exports the filtered list with masked ID numbers, and logs the export', async () => {
    const { status, workbook } = await download(exportPersons, '/Person/export', { token: tokens.jc, body: { estabStatus: 'OUT' } });
    expect(status).toBe(200);
    const sheet = workbook!.getWorksheet('人员信息')!;
    expect(sheet.rowCount).toBeGreaterThan(1);
    const titles = sheet.getRow(1).values as string[];
    const id = sheet.getRow(2).getCell(titles.indexOf('公民身份号码')).value as string;
    expect(id).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    expect(sheet.getRow(2).getCell(titles.indexOf('编制情况')).value).toBe('编外');
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'person.export')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ type: 'export', result: 'success', detail: expect.stringContaining('身份证号脱敏') });
  });

  it('includes the plain numbers only when asked, which the log records', async () => {
    const { workbook } = await download(exportPersons, '/Person/export', { token: tokens.jc, body: { estabStatus: 'OUT', revealIds: true } });
    const sheet = workbook!.getWorksheet('人员信息')!;
    const titles = sheet.getRow(1).values as string[];
    expect(sheet.getRow(2).getCell(titles.indexOf('公民身份号码')).value).toMatch(/^\d{17}[\dX]$/);
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'person.export')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry.detail).toContain('含完整身份证号');
  });

  it('refuses a unit outside the scope (403), a bad filter (400) and anonymous callers (401)', async () => {
    expect((await download(exportPersons, '/Person/export', { token: tokens.zg2, body: { unitId: jcUnit } })).status).toBe(403);
    const bad = await download(exportPersons, '/Person/export', { token: tokens.jc, body: { revealIds: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/^revealIds/);
    expect((await download(exportPersons, '/Person/export', { body: {} })).status).toBe(401);
  });
});
