import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as importUnits } from './route';
import { POST as rejectedRows } from '../importUnitsRejected/route';
import { GET as template } from '../unitTemplate/route';
import { POST as startUnitsJob } from '../importUnitsJob/route';
import { POST as getJob } from '../../Import/getJob/route';
import type { ImportJob } from '@/lib/contracts/importJob';
import type { UnitImportReport } from '@/lib/contracts/unitImport';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import { importJobs, persons, systemLog, unitEstablishments, units } from '@/lib/server/db/tables';
import { signedInOtherBureau } from '@/lib/server/testing/accounts';
import { call, loginAs, type Handler } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { sampleDocx } from '@/lib/server/testing/files';
import { insertPerson } from '@/lib/server/testing/fixtures';
import { MAX_UNIT_IMPORT_ROWS } from '@/lib/server/services/unitImport/columns';
import { planImport } from '@/lib/server/services/unitImport/plan';
import { readUpload } from '@/lib/server/services/unitImport/read';
import { writePlan } from '@/lib/server/services/unitImport/write';

withFreshDatabase();

const tokens: Record<string, string> = {};
let educationBureau: { id: number; uscc: string };
let school: { id: number; uscc: string; unitName: string };

beforeAll(async () => {
  for (const u of ['admin', 'rsj', 'zg', 'jc']) tokens[u] = await loginAs(u);
  const db = await getDb();
  [educationBureau] = await db.select({ id: units.id, uscc: units.uscc }).from(units).where(eq(units.unitName, '湖州市教育局'));
  [school] = await db.select({ id: units.id, uscc: units.uscc, unitName: units.unitName }).from(units).where(eq(units.unitName, '湖州市第一中学'));
  // A personnel bureau of one county of the demo city (德清县), and its account.
  tokens.rsjdq = await signedInOtherBureau('rsjdq');
});

let serial = 0;
/** A valid credit code (GB 32100) of a public institution of the demo city, new in each call. */
function newUscc(prefix = '12330500'): string {
  serial += 1;
  const body = `${prefix}MB${String(serial).padStart(7, '0')}`;
  return body + usccCheckChar(body);
}

async function download(handler: Handler, path: string, token: string, body?: object, lang = 'zh-CN') {
  const { status, json, file } = await call(handler, path, { token, body, method: body ? 'POST' : 'GET', headers: { 'accept-language': lang } });
  if (!file) return { status, json, workbook: null };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  return { status, json, workbook, headers: file.headers };
}

type Row = Record<string, ExcelJS.CellValue>;

/** The downloaded template with the rows filled in under their column titles; `edit` changes the workbook before it is saved. */
async function filled(rows: Row[], edit?: (wb: ExcelJS.Workbook) => void): Promise<string> {
  const { workbook } = await download(template, '/Company/unitTemplate', tokens.admin);
  const sheet = workbook!.getWorksheet('单位信息')!;
  const titles = (sheet.getRow(1).values as string[]).map((t) => (t ? t.replace('*', '') : t));
  rows.forEach((r, i) => {
    for (const [title, value] of Object.entries(r)) {
      const at = titles.indexOf(title);
      if (at < 0) throw new Error(`no column ${title}`);
      sheet.getCell(i + 2, at).value = value;
    }
  });
  edit?.(workbook!);
  return Buffer.from(await workbook!.xlsx.writeBuffer()).toString('base64');
}

function unitRow(name: string, uscc: string, over: Row = {}): Row {
  return {
    单位名称: name, 统一社会信用代码: uscc, 单位类别: '事业单位', 事业单位分类: '公益一类', 是否主管部门: '否', 主管部门: '湖州市教育局',
    所在区划: '330502', 机构规格: '正科级', 隶属关系: '50', 经费形式: '全额拨款', 主要岗位类型: '专技为主', 机构编制批准文号: '湖编〔2020〕12号',
    机构批准日期: '2020-06-01', 联系人: '王老师', 联系电话: '0572-2123456', 事业编制: 40, 管理岗位编制: 4, 专技岗位编制: 34, 工勤岗位编制: 2,
    领导正职职数: 1, 领导副职职数: 2, 编制核定文号: '湖编〔2024〕3号', 编制核定日期: new Date(Date.UTC(2024, 2, 5)), ...over,
  };
}

const post = (content: string, dryRun: boolean, token = tokens.admin, lang = 'zh-CN') =>
  call<UnitImportReport>(importUnits, '/Company/importUnits', { token, body: { fileName: '单位名册.xlsx', content, dryRun }, headers: { 'accept-language': lang } });

async function unitCount(): Promise<number> {
  const [{ n }] = await (await getDb()).select({ n: count() }).from(units);
  return n;
}

async function unitByUscc(uscc: string) {
  const db = await getDb();
  const [u] = await db.select().from(units).where(eq(units.uscc, uscc));
  const estabs = u ? await db.select().from(unitEstablishments).where(eq(unitEstablishments.unitId, u.id)).orderBy(asc(unitEstablishments.id)) : [];
  return { unit: u, estabs };
}

async function lastLog() {
  const [entry] = await (await getDb()).select().from(systemLog).where(eq(systemLog.action, 'unit.import')).orderBy(desc(systemLog.id)).limit(1);
  return entry;
}

describe('GET /api/Company/unitTemplate', () => {
  it('answers the .xlsx: the unit sheet, the code lists and the instructions with the template version', async () => {
    const { status, headers, workbook } = await download(template, '/Company/unitTemplate', tokens.admin);
    expect(status).toBe(200);
    expect(headers!.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers!.get('content-disposition')).toContain(encodeURIComponent('单位名册导入模板.xlsx'));
    expect(workbook!.worksheets.map((s) => s.name)).toEqual(['单位信息', '代码表', '填写说明']);
    expect(workbook!.getWorksheet('单位信息')!.getRow(1).values).toEqual(expect.arrayContaining([
      '单位名称*', '统一社会信用代码*', '单位类别*', '事业单位分类', '经费形式*', '机构规格*', '所在区划*', '主管部门', '行政编制', '事业编制',
      '参公事业编制', '机关工勤编制', '编制核定文号*', '编制核定日期*',
    ]));
    expect(workbook!.getWorksheet('代码表')!.getRow(1).values).toEqual(expect.arrayContaining(['单位类别 代码', '单位类别 名称', '经费形式 名称']));
    const guide = workbook!.getWorksheet('填写说明')!.getColumn(1).values as string[];
    expect(guide).toContain('模板版本：UNIT-IMPORT-1');
    const en = await download(template, '/Company/unitTemplate', tokens.rsj, undefined, 'en');
    expect(en.workbook!.worksheets.map((s) => s.name)).toEqual(['Units', 'Codes', 'Instructions']);
    expect(en.workbook!.getWorksheet('Units')!.getRow(1).values).toEqual(expect.arrayContaining(['Unit name*', 'Unified social credit code*']));
  });

  it('is for admin and the personnel bureau only', async () => {
    for (const u of ['zg', 'jc']) expect((await download(template, '/Company/unitTemplate', tokens[u])).status).toBe(403);
  });
});

describe('POST /api/Company/importUnits', () => {
  const authority = { name: '湖州市文化广电旅游局', uscc: '' };
  const library = { name: '湖州市吴兴区图书馆', uscc: '' };
  const museum = { name: '湖州市吴兴区博物馆', uscc: '' };
  let goodFile: string;

  beforeAll(async () => {
    authority.uscc = newUscc('11330500');
    library.uscc = newUscc();
    museum.uscc = newUscc();
    goodFile = await filled([
      // The museum names a competent authority that a later row of the file creates, by its name.
      unitRow(museum.name, museum.uscc, { 主管部门: authority.name }),
      unitRow(authority.name, authority.uscc, {
        单位类别: '行政机关', 事业单位分类: '', 主要岗位类型: '', 是否主管部门: '是', 主管部门: '', 所在区划: '330500 湖州市', 隶属关系: '40',
        机构规格: '正处级', 事业编制: '', 管理岗位编制: '', 专技岗位编制: '', 工勤岗位编制: '', 行政编制: 25, 机关工勤编制: 3,
      }),
      // The library names a stored competent authority by its credit code.
      unitRow(library.name, library.uscc, { 主管部门: educationBureau.uscc }),
    ]);
  });

  it('checks a good file without writing anything (dryRun)', async () => {
    const before = await unitCount();
    const { status, json } = await post(goodFile, true);
    expect(status).toBe(200);
    expect(json.data).toEqual({ dryRun: true, rows: 3, created: 3, updated: 0, unchanged: 0, rejected: 0, problems: [] });
    expect(await unitCount()).toBe(before);
    expect((await lastLog()).detail).toContain('未写入');
  });

  it('imports it in one go: units, their competent authorities and their establishments, logged', async () => {
    const before = await unitCount();
    const { json } = await post(goodFile, false);
    expect(json.data).toMatchObject({ dryRun: false, created: 3, updated: 0, unchanged: 0, problems: [] });
    expect(await unitCount()).toBe(before + 3);
    const a = await unitByUscc(authority.uscc);
    expect(a.unit).toMatchObject({ isCompetentDept: true, unitTier: 'COMPETENT', competentDeptId: null, regionCode: '330500', unitCategory: 'ADMIN_ORGAN' });
    expect(a.estabs).toEqual([expect.objectContaining({ approvedTotal: 28, quotaAdmin: 25, quotaOrganWorker: 3, isCurrent: true, effectiveFrom: '2024-03-05' })]);
    const m = await unitByUscc(museum.uscc);
    expect(m.unit).toMatchObject({ competentDeptId: a.unit.id, unitTier: 'BASE', instClass: 'PW1', fundingForm: 'FULL', unitRank: 'SEC_FULL', version: 1 });
    expect(m.estabs).toEqual([expect.objectContaining({ approvedTotal: 40, quotaInst: 40, instQuotaTech: 34, docNo: '湖编〔2024〕3号', docDate: '2024-03-05' })]);
    expect((await unitByUscc(library.uscc)).unit.competentDeptId).toBe(educationBureau.id);
    expect(await lastLog()).toMatchObject({ result: 'success', detail: expect.stringContaining(`新增 3（${museum.name}、`) });
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await unitByUscc(museum.uscc);
    const count = await unitCount();
    const { json } = await post(goodFile, false);
    expect(json.data).toMatchObject({ created: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(await unitCount()).toBe(count);
    expect(await unitByUscc(museum.uscc)).toEqual(before);
  });

  it('updates a changed row as the next unit version and a new establishment version, logged', async () => {
    const content = await filled([
      unitRow(museum.name, museum.uscc, { 主管部门: authority.uscc, 事业编制: 45, 专技岗位编制: 39, 编制核定文号: '湖编〔2025〕8号', 编制核定日期: '2025-04-01' }),
      unitRow(library.name, library.uscc, { 主管部门: '湖州市教育局', 联系人: '李馆长' }),
    ]);
    const dry = await post(content, true);
    expect(dry.json.data).toMatchObject({ created: 0, updated: 2, unchanged: 0, problems: [] });
    const { json } = await post(content, false);
    expect(json.data).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    const m = await unitByUscc(museum.uscc);
    // Only the quotas changed: the unit row stays as it was, the establishment gets a new current version.
    expect(m.unit.version).toBe(1);
    expect(m.estabs.map((e) => [e.quotaInst, e.isCurrent, e.docNo])).toEqual([[40, false, '湖编〔2024〕3号'], [45, true, '湖编〔2025〕8号']]);
    const l = await unitByUscc(library.uscc);
    expect(l.unit).toMatchObject({ contactName: '李馆长', version: 2 });
    expect(l.estabs).toHaveLength(1);
    expect((await lastLog()).detail).toMatch(new RegExp(`更新 2（${museum.name}、${library.name}）`));
    expect((await post(content, false)).json.data).toMatchObject({ updated: 0, unchanged: 2 });
  });

  it('refuses to cut a quota below the persons the unit holds in it (R-BZ-05), and takes a cut down to them', async () => {
    const { unit } = await unitByUscc(library.uscc);
    for (const name of ['馆员甲', '馆员乙', '馆员丙']) await insertPerson(unit.id, { name, recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postCategory: null, postLevel: null });
    const cut = (quota: number) => filled([unitRow(library.name, library.uscc, {
      主管部门: '湖州市教育局', 联系人: '李馆长', 事业编制: quota, 管理岗位编制: 0, 专技岗位编制: quota, 工勤岗位编制: 0,
    })]);
    const refused = await post(await cut(2), true);
    expect(refused.json.data.problems).toEqual([expect.objectContaining({
      row: 2, field: 'quotaInst', column: '事业编制', message: '核定编制 2 少于该单位实有在编 3 人；核减至在编人数以下须由单位信息上报附“超编消化计划”办理',
    })]);
    expect((await post(await cut(2), false)).status).toBe(422);
    expect((await post(await cut(3), true)).json.data).toMatchObject({ updated: 1, problems: [] });
  });

  it('checks the units against their persons again as it writes: a person filed since the check stops the cut', async () => {
    const { unit } = await unitByUscc(library.uscc);
    const cut = await filled([unitRow(library.name, library.uscc, {
      主管部门: '湖州市教育局', 联系人: '李馆长', 事业编制: 3, 管理岗位编制: 0, 专技岗位编制: 3, 工勤岗位编制: 0, 编制核定文号: '湖编〔2026〕21号',
    })]);
    const db = await getDb();
    const { planned, problems } = await planImport(db, { kind: 'all' }, await readUpload(cut));
    expect(problems.list).toEqual([]);
    // Filed between the check and the write, as an approval on another request would.
    const late = await insertPerson(unit.id, { name: '馆员丁', recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postCategory: null, postLevel: null });
    await expect(writePlan(db, planned, 1)).rejects.toMatchObject({
      code: 409, message: '检查之后单位的在编人员有变动（第 2 行）：核定编制 3 少于该单位实有在编 4 人；核减至在编人数以下须由单位信息上报附“超编消化计划”办理。未导入任何数据，请重新检查后导入',
    });
    expect((await unitByUscc(library.uscc)).estabs.find((e) => e.isCurrent)?.docNo).not.toBe('湖编〔2026〕21号');
    await db.update(persons).set({ deleted: true }).where(eq(persons.id, late));
    // A unit information filing approved since the check (the unit's next version) stops it too; the same plan then writes.
    await db.update(units).set({ version: sql`${units.version} + 1` }).where(eq(units.id, unit.id));
    await expect(writePlan(db, planned, 1)).rejects.toMatchObject({ code: 409, message: `数据已被他人修改（${library.name}），请重新检查后导入` });
    await db.update(units).set({ version: sql`${units.version} - 1` }).where(eq(units.id, unit.id));
    await writePlan(db, planned, 1);
    expect((await unitByUscc(library.uscc)).estabs.find((e) => e.isCurrent)?.docNo).toBe('湖编〔2026〕21号');
  });

  it("refuses a category the establishment of the unit's persons does not fit (R-BZ-04)", async () => {
    const organ = await filled([unitRow(library.name, library.uscc, {
      单位类别: '行政机关', 事业单位分类: '', 主要岗位类型: '', 主管部门: '湖州市教育局', 事业编制: '', 管理岗位编制: '', 专技岗位编制: '', 工勤岗位编制: '',
      行政编制: 25, 机关工勤编制: 3,
    })]);
    expect((await post(organ, true)).json.data.problems).toEqual(expect.arrayContaining([expect.objectContaining({
      row: 2, field: 'unitCategory', message: '该单位有 3 名事业编制在编人员，与新的单位类别不相容，请先办理编制转换',
    })]));
  });

  it('writes nothing when the last row fails at write', async () => {
    const db = await getDb();
    await db.execute(sql.raw(`create function unit_import_fail() returns trigger language plpgsql as $$
      begin if new.unit_name = '写入失败的单位' then raise exception 'refused by the test'; end if; return new; end $$`));
    await db.execute(sql.raw('create trigger unit_import_fail before insert on unit for each row execute function unit_import_fail()'));
    try {
      const fresh = newUscc();
      const count = await unitCount();
      const before = await unitByUscc(library.uscc);
      const content = await filled([
        unitRow(library.name, library.uscc, { 主管部门: '湖州市教育局', 联系人: '赵馆长', 事业编制: 50, 专技岗位编制: 44 }),
        unitRow('湖州市吴兴区文化馆', newUscc()),
        unitRow('写入失败的单位', fresh),
      ]);
      expect((await post(content, true)).json.data).toMatchObject({ created: 2, updated: 1, problems: [] });
      const { status } = await post(content, false);
      expect(status).toBe(500);
      expect(await unitCount()).toBe(count);
      expect(await unitByUscc(library.uscc)).toEqual(before);
      expect((await unitByUscc(fresh)).unit).toBeUndefined();
    } finally {
      await db.execute(sql.raw('drop trigger unit_import_fail on unit'));
      await db.execute(sql.raw('drop function unit_import_fail()'));
    }
  });

  describe('bad rows', () => {
    let content: string;
    const good = { name: '湖州市吴兴区档案馆', uscc: '' };
    const twin = newUscc();

    beforeAll(async () => {
      good.uscc = newUscc();
      const valid = newUscc();
      const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
      content = await filled([
        unitRow(good.name, good.uscc),
        unitRow('湖州市吴兴区甲单位', newUscc(), { 单位类别: '火星机关' }),
        unitRow('湖州市吴兴区乙单位', wrongCheck),
        unitRow('湖州市吴兴区丙单位', twin),
        unitRow('湖州市吴兴区丁单位', twin),
        unitRow(school.unitName, newUscc(), { 所在区划: '330500' }),
        unitRow('湖州市吴兴区戊单位', newUscc(), { 主管部门: '不存在的局' }),
        unitRow('湖州市吴兴区己单位', newUscc(), { 主管部门: good.name }),
        unitRow('湖州市吴兴区庚单位', newUscc(), { 事业编制: -1, 行政编制: '2.5' }),
        unitRow('湖州市吴兴区辛单位', newUscc(), { 联系人: '', 事业单位分类: '' }),
        unitRow('湖州市吴兴区壬单位', newUscc(), { 所在区划: '999999' }),
        unitRow('湖州市吴兴区癸单位', newUscc(), { 事业编制: 10, 管理岗位编制: 4, 专技岗位编制: 8, 工勤岗位编制: 0 }),
      ]);
    });

    it('lists every problem by row and column, in Chinese and in English, and the good rows pass', async () => {
      const { status, json } = await post(content, true);
      expect(status).toBe(200);
      const report = json.data;
      // Row 5 is the first of two with one credit code: only the second is refused.
      expect(report).toMatchObject({ rows: 12, created: 2, rejected: 10 });
      expect(report.problems).toEqual(expect.arrayContaining([
        expect.objectContaining({ row: 3, column: '单位类别', columnEn: 'Unit category', message: '单位类别“火星机关”不在代码表中', messageEn: 'Unit category "火星机关" is not in the code list' }),
        expect.objectContaining({ row: 4, column: '统一社会信用代码', message: '统一社会信用代码校验位错误（GB 32100）' }),
        expect.objectContaining({ row: 6, column: '统一社会信用代码', message: '与第 5 行的统一社会信用代码重复', messageEn: 'The same credit code as row 5' }),
        expect.objectContaining({ row: 7, column: '单位名称', message: '同一行政区划内已有同名单位（统一社会信用代码不同）' }),
        expect.objectContaining({ row: 8, column: '主管部门', message: expect.stringContaining('主管部门“不存在的局”不存在') }),
        expect.objectContaining({ row: 9, column: '主管部门', message: '第 2 行的单位不是主管部门' }),
        expect.objectContaining({ row: 10, column: '事业编制', message: '事业编制应为非负整数' }),
        expect.objectContaining({ row: 10, column: '行政编制', message: '行政编制应为非负整数', messageEn: 'Administrative quota must be a non-negative integer' }),
        expect.objectContaining({ row: 11, column: '联系人', message: '请填写联系人' }),
        expect.objectContaining({ row: 11, column: '事业单位分类', message: '事业单位须选择事业单位分类' }),
        expect.objectContaining({ row: 12, column: '所在区划', message: '所在区划 999999 不是有效的 GB/T 2260 行政区划代码' }),
        expect.objectContaining({ row: 13, column: '管理岗位编制', message: '事业编制结构（管理+专技+工勤）之和不能超过事业编制数' }),
      ]));
      expect(report.problems.some((p) => p.row === 2 || p.row === 5)).toBe(false);
      for (const p of report.problems) expect(p.messageEn).toMatch(/^[\x20-\x7e\u201c\u201d\u2019（）〔〕\u4e00-\u9fa5]+$/);
    });

    it('refuses the commit with the same report and writes nothing', async () => {
      const before = await unitCount();
      const { status, json } = await post(content, false);
      expect(status).toBe(422);
      expect(json.msg).toMatch(/^导入文件有 10 行、\d+ 处错误，未导入任何数据/);
      expect((json.data as unknown as UnitImportReport).rejected).toBe(10);
      expect(await unitCount()).toBe(before);
      expect((await unitByUscc(good.uscc)).unit).toBeUndefined();
      expect(await lastLog()).toMatchObject({ result: 'failure', code: 422 });
    });

    it('answers the refused rows as an .xlsx with the reasons beside each', async () => {
      const { status, workbook } = await download(rejectedRows, '/Company/importUnitsRejected', tokens.admin, { fileName: '单位名册.xlsx', content });
      expect(status).toBe(200);
      const sheet = workbook!.getWorksheet('单位信息')!;
      const titles = sheet.getRow(1).values as string[];
      const reasonAt = titles.indexOf('错误原因');
      expect(reasonAt).toBeGreaterThan(0);
      const names = [] as string[];
      sheet.eachRow((r, n) => {
        if (n > 1) names.push(String(r.getCell(1).value));
      });
      expect(names).toHaveLength(10);
      expect(names).not.toContain(good.name);
      expect(String(sheet.getRow(2).getCell(reasonAt).value)).toBe('单位类别：单位类别“火星机关”不在代码表中');
      expect(workbook!.getWorksheet('填写说明')).toBeDefined();
    });
  });

  describe('bad files', () => {
    it('refuses what is not an .xlsx', async () => {
      const text = await post(Buffer.from('单位名称,统一社会信用代码').toString('base64'), true);
      expect(text.json).toMatchObject({ code: 400, msg: '文件无法读取：请上传用下载的单位导入模板填写的 .xlsx 文件' });
      const docx = await post((await sampleDocx()).toString('base64'), true);
      expect(docx.status).toBe(400);
      const named = await call(importUnits, '/Company/importUnits', { token: tokens.admin, body: { fileName: '单位.csv', content: 'eA==' } });
      expect(named.json).toMatchObject({ code: 400, msg: expect.stringMatching(/^fileName: 请上传 \.xlsx/) });
    });

    it('refuses another template version, a missing sheet and too many rows, writing nothing', async () => {
      const before = await unitCount();
      const row = unitRow('湖州市吴兴区版本测试单位', newUscc());
      const old = await filled([row], (wb) => {
        const guide = wb.getWorksheet('填写说明')!;
        guide.eachRow((r) => r.eachCell((c) => {
          if (String(c.value).startsWith('模板版本')) c.value = '模板版本：UNIT-IMPORT-0';
        }));
      });
      expect((await post(old, false)).json).toMatchObject({ code: 400, msg: expect.stringMatching(/^模板版本不符（文件：UNIT-IMPORT-0，应为 UNIT-IMPORT-1）/) });
      const noGuide = await filled([row], (wb) => wb.removeWorksheet(wb.getWorksheet('填写说明')!.id));
      expect((await post(noGuide, false)).json).toMatchObject({ code: 400, msg: expect.stringContaining('缺少工作表“填写说明”') });
      const noUnits = await filled([row], (wb) => wb.removeWorksheet(wb.getWorksheet('单位信息')!.id));
      const en = await post(noUnits, false, tokens.admin, 'en');
      expect(en.json).toMatchObject({ code: 400, msg: 'The sheet "Units" is missing: use the downloaded unit import template' });
      const many = await filled(Array.from({ length: MAX_UNIT_IMPORT_ROWS + 1 }, (_, i) => ({ 单位名称: `单位${i}` })));
      expect((await post(many, false)).json).toMatchObject({ code: 400, msg: `单次最多导入 ${MAX_UNIT_IMPORT_ROWS} 行，本文件有 ${MAX_UNIT_IMPORT_ROWS + 1} 行，请分批导入` });
      const empty = await filled([]);
      expect((await post(empty, true)).status).toBe(400);
      expect(await unitCount()).toBe(before);
    });
  });

  describe('scope', () => {
    it('lets the personnel bureau import the units of its region', async () => {
      const uscc = newUscc();
      const content = await filled([unitRow('湖州市德清县图书馆', uscc, { 所在区划: '330521', 隶属关系: '50' })]);
      expect((await post(content, false, tokens.rsj)).json.data).toMatchObject({ created: 1, problems: [] });
      expect((await unitByUscc(uscc)).unit).toMatchObject({ regionCode: '330521', createdBy: expect.any(Number) });
    });

    it('refuses a personnel bureau the units outside its region, new or stored', async () => {
      const before = await unitCount();
      const content = await filled([
        unitRow('湖州市吴兴区区外单位', newUscc()),
        unitRow(school.unitName, school.uscc, { 所在区划: '330521' }),
      ]);
      const { json } = await post(content, false, tokens.rsjdq);
      expect(json.code).toBe(422);
      const problems = (json.data as unknown as UnitImportReport).problems;
      expect(problems).toEqual(expect.arrayContaining([
        expect.objectContaining({ row: 2, column: '所在区划', message: '所在区划 330502 不在本账号的管辖范围内' }),
        expect.objectContaining({ row: 3, column: '统一社会信用代码', message: '该统一社会信用代码已被本辖区以外的单位使用' }),
      ]));
      expect(await unitCount()).toBe(before);
      const [stored] = await (await getDb()).select().from(units).where(and(eq(units.id, school.id)));
      expect(stored.regionCode).toBe('330500');
    });

    it('refuses competent authorities and base units', async () => {
      const content = await filled([unitRow('湖州市吴兴区某单位', newUscc())]);
      for (const u of ['zg', 'jc']) {
        expect((await post(content, true, tokens[u])).status).toBe(403);
        expect((await call(rejectedRows, '/Company/importUnitsRejected', { token: tokens[u], body: { fileName: 'a.xlsx', content } })).status).toBe(403);
      }
    });
  });
});

describe('POST /api/Company/importUnitsJob', () => {
  const start = (content: string, token = tokens.admin) =>
    call<ImportJob>(startUnitsJob, '/Company/importUnitsJob', { token, body: { fileName: '单位名册.xlsx', content } });

  async function finished(id: number, token = tokens.admin): Promise<ImportJob> {
    for (let i = 0; i < 600; i += 1) {
      const { json } = await call<ImportJob>(getJob, '/Import/getJob', { token, body: { id } });
      if (json.data.status === 'DONE' || json.data.status === 'FAILED') return json.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${id} did not end`);
  }

  it('writes the registry in the background and ends with the report the synchronous commit answers', async () => {
    const content = await filled([unitRow('湖州市南太湖实验学校', newUscc()), unitRow('湖州市仁皇山小学', newUscc())]);
    const { json: checked } = await post(content, true);
    const count = await unitCount();
    const { status, json } = await start(content);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ kind: 'UNITS', status: 'QUEUED', rowsTotal: 2 });
    const job = await finished(json.data.id);
    expect(job).toMatchObject({ status: 'DONE', rowsChecked: 2, writeTotal: 2, rowsWritten: 2, report: { ...checked.data, dryRun: false } });
    expect(await unitCount()).toBe(count + 2);
    // Another account does not see it.
    expect((await call(getJob, '/Import/getJob', { token: tokens.rsj, body: { id: job.id } })).status).toBe(404);
  });

  it('with dryRun only checks: DONE with the dry run\'s report, a refused row included, and no unit written', async () => {
    const content = await filled([unitRow('湖州市东风小学', newUscc()), unitRow('', newUscc())]);
    const { json: checked } = await post(content, true);
    const count = await unitCount();
    const { status, json } = await call<ImportJob>(startUnitsJob, '/Company/importUnitsJob', {
      token: tokens.admin, body: { fileName: '单位名册.xlsx', content, dryRun: true },
    });
    expect([status, json.data.dryRun]).toEqual([200, true]);
    const job = await finished(json.data.id);
    expect(job).toMatchObject({ status: 'DONE', dryRun: true, rowsChecked: 2, writeTotal: 0, rowsWritten: 0, report: checked.data });
    expect(checked.data).toMatchObject({ dryRun: true, rejected: 1 });
    expect(await unitCount()).toBe(count);
  });

  it('refuses a bad file at the start, making no job', async () => {
    const db = await getDb();
    const [{ n }] = await db.select({ n: count() }).from(importJobs);
    const { status, json } = await start((await sampleDocx()).toString('base64'));
    expect([status, json.msg]).toEqual([400, '文件无法读取：请上传用下载的单位导入模板填写的 .xlsx 文件']);
    expect((await db.select({ n: count() }).from(importJobs))[0].n).toBe(n);
  });
});
