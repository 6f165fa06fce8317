import { count, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as importHistory } from './route';
import { POST as rejectedRows } from '../importHistoryRejected/route';
import { GET as template } from '../historyTemplate/route';
import { POST as detail } from '../getDetail/route';
import type { HistoryImportReport } from '@/lib/contracts/historyImport';
import type { PersonDetail } from '@/lib/contracts/person';
import { today } from '@/lib/domain/datetime';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import {
  importBatches, personAssessments, personEstabHistory, personPostHistory, personRewardPunish, persons, systemLog, units, users,
} from '@/lib/server/db/tables';
import { signedInOtherBureau } from '@/lib/server/testing/accounts';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { sampleDocx } from '@/lib/server/testing/files';
import { idNumberFor } from '@/lib/server/testing/fixtures';
import {
  downloadWorkbook, historyFile, historyPerson, manyRows, sendHistory, titlesOf, type HistoryRow, type HistoryRows,
} from '@/lib/server/testing/historyImport';
import { MAX_HISTORY_IMPORT_ROWS } from '@/lib/server/services/historyImport/columns';

withFreshDatabase();

const YEAR = Number(today().slice(0, 4));
const tokens: Record<string, string> = {};
let school: { id: number; uscc: string; unitName: string };
/** A filed person of the school with an annual result on record, and another one. */
let veteran: { id: number; name: string; idNumber: string; year: number; result: string };
let bystander: { id: number; name: string; idNumber: string };

type Row = HistoryRow;
type Rows = HistoryRows;

let serial = 0;
/** A valid credit code (GB 32100) that no unit holds. */
function newUscc(prefix = '12330500'): string {
  serial += 1;
  const body = `${prefix}MC${String(serial).padStart(7, '0')}`;
  return body + usccCheckChar(body);
}

beforeAll(async () => {
  for (const u of ['admin', 'rsj', 'zg', 'jc']) tokens[u] = await loginAs(u);
  const db = await getDb();
  [school] = await db.select({ id: units.id, uscc: units.uscc, unitName: units.unitName }).from(units).where(eq(units.unitName, '湖州市第一中学'));
  [veteran] = await db.select({ id: persons.id, name: persons.name, idNumber: persons.idNumber, year: personAssessments.year, result: personAssessments.result })
    .from(personAssessments).innerJoin(persons, eq(persons.id, personAssessments.personId))
    .where(sql`${persons.unitId} = ${school.id} and ${persons.recordStatus} = 'FILED' and ${personAssessments.kind} = 'ANNUAL'
      and ${persons.workStartDate} <= '2000-01-01' and ${persons.personStatus} = 'ON_DUTY'`).limit(1);
  [bystander] = await db.select({ id: persons.id, name: persons.name, idNumber: persons.idNumber }).from(persons)
    .where(sql`${persons.unitId} = ${school.id} and ${persons.recordStatus} = 'FILED' and ${persons.id} <> ${veteran.id}`).limit(1);
  // A personnel bureau of one county of the demo city (德清县), and its account.
  tokens.rsjdq = await signedInOtherBureau('rsjdq');
});

/** A person of the school, in its establishment on a technical post. */
const person = (name: string, idNumber: string, over: Row = {}) => historyPerson(school.uscc, name, idNumber, over);
const filled = (rows: Rows, edit?: (wb: ExcelJS.Workbook) => void) => historyFile(tokens.admin, rows, edit);
const download = downloadWorkbook;

const post = (id: string, over: Row = {}): Row => ({ 公民身份号码: id, 岗位类别: '专业技术岗位', 岗位等级: 'T12', 聘用起始日期: '2016-08-01', 聘用文号: '湖一中〔2016〕8号', ...over });
const assessment = (id: string, year: number, result = '合格', over: Row = {}): Row => ({ 公民身份号码: id, 考核年度: year, 考核结果: result, ...over });
const reward = (id: string, over: Row = {}): Row => ({
  公民身份号码: id, 奖惩类别: '奖励', 奖惩类型: '嘉奖', 奖惩名称: '年度优秀班主任', 决定日期: '2020-09-10', 生效日期: '2020-09-10', 批准机关: '湖州市教育局', ...over,
});
const estab = (id: string, over: Row = {}): Row => ({
  公民身份号码: id, 变动前编制情况: '编外', 变动后编制情况: '在编', 变动后编制类型: '事业编制', 生效日期: '2016-01-01', 依据文件: '湖编〔2016〕2号', ...over,
});

const send = (content: string, dryRun: boolean, token = tokens.admin, lang = 'zh-CN') => sendHistory(content, dryRun, token, lang);

/** The rows of every table the import writes. */
async function tableCounts() {
  const db = await getDb();
  const n = async (table: typeof persons | typeof personPostHistory | typeof personAssessments | typeof personRewardPunish | typeof personEstabHistory | typeof importBatches) =>
    (await db.select({ n: count() }).from(table))[0].n;
  return {
    persons: await n(persons), posts: await n(personPostHistory), assessments: await n(personAssessments),
    rewardPunish: await n(personRewardPunish), estabs: await n(personEstabHistory), batches: await n(importBatches),
  };
}

async function lastLog() {
  const [entry] = await (await getDb()).select().from(systemLog).where(eq(systemLog.action, 'person.importHistory')).orderBy(desc(systemLog.id)).limit(1);
  return entry;
}

const problemsOf = (json: { data: unknown }) => (json.data as HistoryImportReport).problems;

describe('GET /api/Person/historyTemplate', () => {
  it('answers the .xlsx: the person sheet, the four history sheets, the code lists and the instructions with the template version', async () => {
    const { status, headers, workbook } = await download(template, '/Person/historyTemplate', tokens.admin);
    expect(status).toBe(200);
    expect(headers!.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers!.get('content-disposition')).toContain(encodeURIComponent('人员历史数据导入模板.xlsx'));
    expect(workbook!.worksheets.map((s) => s.name)).toEqual(['人员', '岗位聘任', '年度考核', '奖惩', '编制变动', '代码表', '填写说明']);
    expect(workbook!.getWorksheet('人员')!.getRow(1).values).toEqual(expect.arrayContaining(['单位统一社会信用代码*', '姓名*', '公民身份号码*', '民族*', '编制情况*']));
    expect(workbook!.getWorksheet('岗位聘任')!.getRow(1).values).toEqual(expect.arrayContaining(['公民身份号码*', '姓名', '岗位类别*', '岗位等级*', '聘用起始日期*']));
    expect(workbook!.getWorksheet('年度考核')!.getRow(1).values).toEqual(expect.arrayContaining(['考核年度*', '考核结果*', '评语']));
    expect(workbook!.getWorksheet('奖惩')!.getRow(1).values).toEqual(expect.arrayContaining(['奖惩类别*', '奖惩类型*', '决定日期*', '生效日期*', '文号']));
    expect(workbook!.getWorksheet('编制变动')!.getRow(1).values).toEqual(expect.arrayContaining(['变动前编制情况', '变动后编制情况*', '生效日期*']));
    expect(workbook!.getWorksheet('代码表')!.getRow(1).values).toEqual(expect.arrayContaining(['民族 代码', '考核结果 名称', '奖惩类型 名称']));
    expect(workbook!.getWorksheet('填写说明')!.getColumn(1).values).toContain('模板版本：HISTORY-IMPORT-1');
    const en = await download(template, '/Person/historyTemplate', tokens.rsj, undefined, 'en');
    expect(en.workbook!.worksheets.map((s) => s.name)).toEqual(['Persons', 'Post appointments', 'Annual assessments', 'Rewards and sanctions', 'Establishment changes', 'Codes', 'Instructions']);
    expect(en.workbook!.getWorksheet('Instructions')!.getColumn(1).values).toContain('Template version：HISTORY-IMPORT-1');
  });

  it('is for admin and the personnel bureau only', async () => {
    for (const u of ['zg', 'jc']) expect((await download(template, '/Person/historyTemplate', tokens[u])).status).toBe(403);
  });
});

describe('POST /api/Person/importHistory', () => {
  const newcomer = { name: '沈思远', id: idNumberFor('1992-05-06') };
  let goodFile: string;

  beforeAll(async () => {
    goodFile = await filled({
      persons: [person(newcomer.name, newcomer.id), person(veteran.name, veteran.idNumber)],
      posts: [
        post(newcomer.id),
        post(newcomer.id, { 岗位等级: 'T11', 聘用类型: '晋升', 聘用起始日期: '2021-08-01', 聘用截止日期: '2027-07-31', 聘用文号: '湖一中〔2021〕5号' }),
        post(veteran.idNumber, { 姓名: veteran.name, 岗位类别: '管理岗位', 岗位等级: 'M08', 聘用起始日期: '2008-03-01', 聘用文号: '湖一中〔2008〕1号' }),
      ],
      assessments: [
        assessment(newcomer.id, YEAR - 2), assessment(newcomer.id, YEAR - 1, '优秀'),
        assessment(veteran.idNumber, 2003, '合格'),
      ],
      rewardPunish: [reward(newcomer.id), reward(veteran.idNumber, { 奖惩名称: '市级优秀教师', 奖惩类型: '授予称号', 决定日期: '2012-09-10', 生效日期: '2012-09-10' })],
      estabs: [estab(newcomer.id)],
    });
  });

  it('checks a good file without writing anything (dryRun): new persons, persons on record matched, every history row', async () => {
    const before = await tableCounts();
    const { status, json } = await send(goodFile, true);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ dryRun: true, rows: 11, rejected: 0, problemCount: 0, problems: [], batchId: null });
    expect(json.data.sheets).toEqual([
      { sheet: 'persons', sheetName: '人员', sheetNameEn: 'Persons', rows: 2, created: 1, unchanged: 1, rejected: 0 },
      { sheet: 'posts', sheetName: '岗位聘任', sheetNameEn: 'Post appointments', rows: 3, created: 3, unchanged: 0, rejected: 0 },
      { sheet: 'assessments', sheetName: '年度考核', sheetNameEn: 'Annual assessments', rows: 3, created: 3, unchanged: 0, rejected: 0 },
      { sheet: 'rewardPunish', sheetName: '奖惩', sheetNameEn: 'Rewards and sanctions', rows: 2, created: 2, unchanged: 0, rejected: 0 },
      { sheet: 'estabs', sheetName: '编制变动', sheetNameEn: 'Establishment changes', rows: 1, created: 1, unchanged: 0, rejected: 0 },
    ]);
    expect(json.data.matched).toEqual([{ row: 3, name: veteran.name, unitName: school.unitName }]);
    expect(await tableCounts()).toEqual(before);
    expect((await lastLog()).detail).toContain('未写入');
  });

  it('imports it in one transaction: the new person filed, the history of both, each marked with the import', async () => {
    const before = await tableCounts();
    const { status, json } = await send(goodFile, false);
    expect(status).toBe(200);
    const batchId = json.data.batchId!;
    expect(batchId).toEqual(expect.any(Number));
    expect(await tableCounts()).toEqual({
      persons: before.persons + 1, posts: before.posts + 3, assessments: before.assessments + 3, rewardPunish: before.rewardPunish + 2,
      estabs: before.estabs + 1, batches: before.batches + 1,
    });
    const db = await getDb();
    const [batch] = await db.select().from(importBatches).where(eq(importBatches.id, batchId));
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    expect(batch).toMatchObject({ kind: 'HISTORY', fileName: '历史数据.xlsx', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), createdBy: admin.id });
    expect(batch.rowCounts).toMatchObject({ persons: { rows: 2, written: 1 }, posts: { rows: 3, written: 3 } });
    const [added] = await db.select().from(persons).where(eq(persons.idNumber, newcomer.id));
    expect(added).toMatchObject({ name: newcomer.name, unitId: school.id, recordStatus: 'FILED', importBatchId: batchId, gender: '1', birthDate: '1992-05-06' });
    const [vet] = await db.select().from(persons).where(eq(persons.id, veteran.id));
    expect(vet.importBatchId).toBeNull();
    const posts = await db.select().from(personPostHistory).where(eq(personPostHistory.importBatchId, batchId));
    expect(posts.map((p) => [p.personId, p.unitId, p.postLevel, p.changeKind, p.appointStart, p.sourceFilingId])).toEqual(expect.arrayContaining([
      [added.id, school.id, 'T12', 'INIT', '2016-08-01', null], [added.id, school.id, 'T11', 'PROMOTE', '2021-08-01', null], [veteran.id, school.id, 'M08', 'INIT', '2008-03-01', null],
    ]));
    const assessed = await db.select().from(personAssessments).where(eq(personAssessments.importBatchId, batchId));
    expect(assessed.map((a) => [a.personId, a.year, a.kind, a.result])).toEqual(expect.arrayContaining([
      [added.id, YEAR - 2, 'ANNUAL', '2'], [added.id, YEAR - 1, 'ANNUAL', '1'], [veteran.id, 2003, 'ANNUAL', '2'],
    ]));
    expect(await db.select().from(personEstabHistory).where(eq(personEstabHistory.importBatchId, batchId)))
      .toEqual([expect.objectContaining({ personId: added.id, fromEstabStatus: 'OUT', toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: '2016-01-01' })]);
    expect(await lastLog()).toMatchObject({ result: 'success', detail: expect.stringContaining(`迁移导入批次 ${batchId}`) });

    // The person card shows where the record and its history came from.
    const card = await call<PersonDetail>(detail, '/Person/getDetail', { token: tokens.admin, body: { id: added.id } });
    expect(card.json.data.migrated).toEqual({ batchId, fileName: '历史数据.xlsx', importedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(card.json.data.histories.assessments.map((a) => a.migrated?.batchId)).toEqual([batchId, batchId]);
    const vetCard = await call<PersonDetail>(detail, '/Person/getDetail', { token: tokens.admin, body: { id: veteran.id } });
    expect(vetCard.json.data.migrated).toBeNull();
    expect(vetCard.json.data.histories.assessments.find((a) => a.year === 2003)!.migrated).toMatchObject({ batchId });
    expect(vetCard.json.data.histories.assessments.find((a) => a.year === veteran.year)!.migrated).toBeNull();
  });

  it('changes nothing when the same file comes again: the persons matched, every history row already on record', async () => {
    const before = await tableCounts();
    const { status, json } = await send(goodFile, false);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ batchId: null, problemCount: 0 });
    expect(json.data.sheets.map((s) => [s.sheet, s.created, s.unchanged])).toEqual([
      ['persons', 0, 2], ['posts', 0, 3], ['assessments', 0, 3], ['rewardPunish', 0, 2], ['estabs', 0, 1],
    ]);
    expect(await tableCounts()).toEqual(before);
    expect((await lastLog()).detail).toContain('均已在系统中，未写入');
  });

  it('writes nothing when the last row fails at write', async () => {
    const db = await getDb();
    await db.execute(sql.raw(`create function history_import_fail() returns trigger language plpgsql as $$
      begin if new.basis_doc = '写入失败' then raise exception 'refused by the test'; end if; return new; end $$`));
    await db.execute(sql.raw('create trigger history_import_fail before insert on person_estab_history for each row execute function history_import_fail()'));
    try {
      const late = idNumberFor('1990-01-02');
      const content = await filled({
        persons: [person('钱晓峰', late)],
        posts: [post(late)],
        assessments: [assessment(late, YEAR - 1), assessment(veteran.idNumber, 2004)],
        estabs: [estab(late), estab(late, { 变动前编制情况: '在编', 变动前编制类型: '事业编制', 变动后编制情况: '编外', 变动后编制类型: '', 生效日期: '2017-01-01', 依据文件: '写入失败' })],
      });
      expect((await send(content, true)).json.data).toMatchObject({ problemCount: 0 });
      const before = await tableCounts();
      const { status } = await send(content, false);
      expect(status).toBe(500);
      expect(await tableCounts()).toEqual(before);
      expect(await db.select().from(persons).where(eq(persons.idNumber, late))).toEqual([]);
    } finally {
      await db.execute(sql.raw('drop trigger history_import_fail on person_estab_history'));
      await db.execute(sql.raw('drop function history_import_fail()'));
    }
  });
});

describe('bad rows', () => {
  const good = { name: '韩雪', id: idNumberFor('1993-03-03', false) };
  const unknown = idNumberFor('1985-01-01');
  const wrongCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
  const badPerson = wrongCheck(idNumberFor('1991-01-01'));
  const badHistory = wrongCheck(idNumberFor('1991-02-02'));
  const coded = { name: '朱琳', id: idNumberFor('1994-04-04', false) };
  const tomorrow = new Date(Date.UTC(YEAR, Number(today().slice(5, 7)) - 1, Number(today().slice(8, 10)) + 1));
  let content: string;

  beforeAll(async () => {
    content = await filled({
      persons: [
        person(good.name, good.id),
        person('马骏', idNumberFor('1989-09-09'), { 单位统一社会信用代码: newUscc() }),
        person(coded.name, coded.id, { 民族: '火星族' }),
        person('何平', badPerson),
        person(good.name, good.id),
        person('假名字', bystander.idNumber),
      ],
      posts: [
        post(unknown),
        post(badHistory),
        post(good.id, { 岗位等级: 'M05' }),
        post(good.id, { 聘用起始日期: '2020-01-01', 聘用截止日期: '2019-01-01' }),
        post(coded.id),
        post(good.id, { 聘用起始日期: tomorrow }),
        post(good.id, { 聘用起始日期: '2010-01-01' }),
        post(veteran.idNumber, { 姓名: '别人' }),
        post(good.id),
      ],
      assessments: [
        assessment(good.id, YEAR + 1),
        assessment(good.id, YEAR - 1),
        assessment(good.id, YEAR - 1, '优秀'),
        assessment(good.id, YEAR - 2, '基本合格'),
        assessment(good.id, YEAR - 3, '很好'),
        assessment(veteran.idNumber, veteran.year, veteran.result === '1' ? '合格' : '优秀'),
        assessment(good.id, YEAR - 4, '未参加考核'),
        assessment(good.id, YEAR - 5),
      ],
      rewardPunish: [
        reward(good.id, { 奖惩类型: '警告' }),
        reward(good.id, { 决定日期: '2021-05-01', 生效日期: '2021-04-01' }),
        reward(good.id, { 奖惩类别: '处分', 奖惩类型: '记过', 奖惩名称: '记过处分', 批准机关: '' }),
        reward(good.id),
      ],
      estabs: [
        estab(good.id, { 变动后编制类型: '' }),
        estab(good.id, { 变动前编制情况: '在编', 变动前编制类型: '事业编制' }),
        estab(good.id, { 生效日期: '2012-01-01' }),
        estab(good.id, { 变动后编制情况: '编外' }),
        estab(good.id),
      ],
    });
  });

  it('lists every problem by sheet, row and column, in Chinese and in English, and the good rows pass', async () => {
    const { status, json } = await send(content, true);
    expect(status).toBe(200);
    const report = json.data;
    expect(report.sheets.map((s) => [s.sheet, s.rows, s.rejected])).toEqual([
      ['persons', 6, 5], ['posts', 9, 8], ['assessments', 8, 6], ['rewardPunish', 4, 3], ['estabs', 5, 4],
    ]);
    expect(report).toMatchObject({ rows: 32, rejected: 26 });
    const at = (sheet: string, row: number, column: string, message: string | RegExp) => expect.objectContaining({
      sheet, row, column, message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    expect(report.problems).toEqual(expect.arrayContaining([
      at('persons', 3, '单位统一社会信用代码', /^系统中没有统一社会信用代码为 \w{18} 的单位，请先导入单位名册$/),
      at('persons', 4, '民族', '民族“火星族”不在代码表中'),
      at('persons', 5, '公民身份号码', /^公民身份号码校验位错误/),
      at('persons', 6, '公民身份号码', '与第 2 行的身份证号重复'),
      at('persons', 7, '姓名', `该身份证号已登记为“${bystander.name}”，与本行姓名不一致`),
      at('posts', 2, '公民身份号码', '该身份证号在“人员”表和系统中都没有，请先在“人员”表中填写该人员'),
      at('posts', 3, '公民身份号码', /^公民身份号码校验位错误/),
      at('posts', 4, '岗位等级', '岗位等级“五级职员”不属于岗位类别“专业技术岗位”'),
      at('posts', 5, '聘用截止日期', '聘用截止日期不能早于聘用起始日期'),
      at('posts', 6, '公民身份号码', '“人员”表第 4 行有错误，本行未能导入'),
      at('posts', 7, '聘用起始日期', '聘用起始日期不能晚于今天'),
      at('posts', 8, '聘用起始日期', '聘用起始日期不能早于参加工作时间（2015-08-01）'),
      at('posts', 9, '姓名', `姓名“别人”与身份证号对应的人员（${veteran.name}）不一致`),
      at('assessments', 2, '考核年度', `考核年度不能晚于今年（${YEAR}）`),
      at('assessments', 4, '考核年度', '与第 3 行为同一人员同一年度的考核结果（每人每年度一条）'),
      at('assessments', 5, '评语', '考核结果为基本合格、不合格或不定等次时须填写评语'),
      at('assessments', 6, '考核结果', '考核结果“很好”不在代码表中'),
      at('assessments', 7, '考核年度', new RegExp(`^该人员 ${veteran.year} 年度考核结果已有记录（.+），与本行不同：每人每年度只有一条$`)),
      at('assessments', 8, '未参加考核原因', '未参加考核须填写原因'),
      at('rewardPunish', 2, '奖惩类型', '奖惩类型“警告”与奖惩类别“奖励”不符'),
      at('rewardPunish', 3, '生效日期', '生效日期不能早于决定日期'),
      at('rewardPunish', 4, '批准机关', '处分须填写批准机关'),
      at('rewardPunish', 4, '文号', '处分须填写文号'),
      at('estabs', 2, '变动后编制类型', '变动后在编的须填写编制类型'),
      expect.objectContaining({ sheet: 'estabs', row: 2, messageEn: 'After the change, a person in the establishment needs the establishment type' }),
      at('estabs', 3, '变动后编制情况', '变动前后的编制情况和编制类型相同'),
      at('estabs', 4, '生效日期', '生效日期不能早于参加工作时间（2015-08-01）'),
      at('estabs', 5, '变动后编制类型', '变动后编外的不填编制类型'),
    ]));
    const refused = (sheet: string, row: number) => report.problems.some((p) => p.sheet === sheet && p.row === row);
    for (const [sheet, row] of [['persons', 2], ['posts', 10], ['assessments', 3], ['assessments', 9], ['rewardPunish', 5], ['estabs', 6]] as const) {
      expect(refused(sheet, row)).toBe(false);
    }
    expect(report.problems.find((p) => p.sheet === 'assessments' && p.row === 6)).toMatchObject({
      sheetNameEn: 'Annual assessments', columnEn: 'Result', messageEn: 'Result "很好" is not in the code list',
    });
    for (const p of report.problems) expect(p.messageEn).toMatch(/^[\x20-\x7e\u201c\u201d\u2019（）〔〕\u4e00-\u9fa5]+$/);
  });

  it('refuses the commit with the same report and writes nothing', async () => {
    const before = await tableCounts();
    const { status, json } = await send(content, false);
    expect(status).toBe(422);
    expect(json.msg).toMatch(/^导入文件有 26 行、\d+ 处错误，未导入任何数据/);
    expect((json.data as unknown as HistoryImportReport).rejected).toBe(26);
    expect(await tableCounts()).toEqual(before);
    expect(await lastLog()).toMatchObject({ result: 'failure', code: 422 });
    const en = await send(content, false, tokens.admin, 'en');
    expect(en.json.msg).toMatch(/^26 row\(s\) of the file have \d+ problem\(s\); nothing was imported$/);
  });

  it('answers the refused rows of each sheet as an .xlsx with the reasons beside each', async () => {
    const { status, workbook } = await download(rejectedRows, '/Person/importHistoryRejected', tokens.admin, { fileName: '历史数据.xlsx', content });
    expect(status).toBe(200);
    const rowsOf = (name: string) => {
      const sheet = workbook!.getWorksheet(name)!;
      const reasonAt = titlesOf(sheet).indexOf('错误原因');
      const out: { id: string; reason: string }[] = [];
      sheet.eachRow((r, n) => {
        if (n > 1) out.push({ id: String(r.getCell(titlesOf(sheet).indexOf('公民身份号码')).value), reason: String(r.getCell(reasonAt).value) });
      });
      return out;
    };
    expect(rowsOf('人员')).toHaveLength(5);
    expect(rowsOf('人员')[1]).toEqual({ id: coded.id, reason: '民族：民族“火星族”不在代码表中' });
    expect(rowsOf('岗位聘任')).toHaveLength(8);
    expect(rowsOf('年度考核')).toHaveLength(6);
    expect(rowsOf('奖惩')[2].reason).toBe('批准机关：处分须填写批准机关；文号：处分须填写文号');
    expect(rowsOf('编制变动')).toHaveLength(4);
    expect(workbook!.getWorksheet('填写说明')).toBeDefined();
  });
});

describe('bad files', () => {
  it('refuses what is not an .xlsx', async () => {
    const text = await send(Buffer.from('姓名,公民身份号码').toString('base64'), true);
    expect(text.json).toMatchObject({ code: 400, msg: '文件无法读取：请上传用下载的历史数据导入模板填写的 .xlsx 文件' });
    expect((await send((await sampleDocx()).toString('base64'), true)).status).toBe(400);
    const named = await call(importHistory, '/Person/importHistory', { token: tokens.admin, body: { fileName: '历史.csv', content: 'eA==' } });
    expect(named.json).toMatchObject({ code: 400, msg: expect.stringMatching(/^fileName: 请上传 \.xlsx/) });
  });

  it('refuses another template version, a missing sheet or column, an empty file and too many rows, writing nothing', async () => {
    const before = await tableCounts();
    const rows: Rows = { persons: [person('林可', idNumberFor('1990-06-06'))] };
    const old = await filled(rows, (wb) => {
      wb.getWorksheet('填写说明')!.eachRow((r) => r.eachCell((c) => {
        if (String(c.value).startsWith('模板版本')) c.value = '模板版本：HISTORY-IMPORT-0';
      }));
    });
    expect((await send(old, false)).json).toMatchObject({ code: 400, msg: expect.stringMatching(/^模板版本不符（文件：HISTORY-IMPORT-0，应为 HISTORY-IMPORT-1）/) });
    const noSanctions = await filled(rows, (wb) => wb.removeWorksheet(wb.getWorksheet('奖惩')!.id));
    expect((await send(noSanctions, false)).json).toMatchObject({ code: 400, msg: '文件中缺少工作表：“奖惩”，请使用下载的历史数据导入模板' });
    const en = await send(noSanctions, false, tokens.admin, 'en');
    expect(en.json.msg).toBe('Missing sheets: "Rewards and sanctions"; use the downloaded historical records template');
    const noGuide = await filled(rows, (wb) => wb.removeWorksheet(wb.getWorksheet('填写说明')!.id));
    expect((await send(noGuide, false)).json).toMatchObject({ code: 400, msg: expect.stringContaining('缺少工作表“填写说明”') });
    const noYear = await filled(rows, (wb) => {
      const sheet = wb.getWorksheet('年度考核')!;
      sheet.getCell(1, titlesOf(sheet).indexOf('考核年度')).value = '年份';
    });
    expect((await send(noYear, false)).json).toMatchObject({ code: 400, msg: '工作表“年度考核”缺少列：考核年度*，请使用下载的历史数据导入模板' });
    expect((await send(await filled({}), true)).json).toMatchObject({ code: 400, msg: '文件中没有数据：请从各工作表第 2 行起填写' });

    const many = await send(await manyRows(MAX_HISTORY_IMPORT_ROWS + 1), true);
    expect(many.status).toBe(413);
    expect(many.json).toMatchObject({
      msg: `单次最多导入 ${MAX_HISTORY_IMPORT_ROWS} 行（各工作表合计），本文件超过此数，请分批导入`, data: { field: 'content', limit: MAX_HISTORY_IMPORT_ROWS },
    });
    expect(await tableCounts()).toEqual(before);
  }, 120_000);
});

describe('scope', () => {
  it('lets the personnel bureau of the city import the persons of its units', async () => {
    const content = await filled({ persons: [person('林可', idNumberFor('1990-07-07'))], assessments: [assessment(veteran.idNumber, 2005)] });
    expect((await send(content, true, tokens.rsj)).json.data).toMatchObject({ problemCount: 0, rejected: 0 });
  });

  it('refuses a county bureau each row of a unit or person outside its region, writing nothing', async () => {
    const before = await tableCounts();
    const content = await filled({
      persons: [person('林可', idNumberFor('1990-08-08')), person(veteran.name, veteran.idNumber)],
      posts: [post(veteran.idNumber, { 聘用起始日期: '2009-01-01' })],
    });
    const { status, json } = await send(content, false, tokens.rsjdq);
    expect(status).toBe(422);
    expect(problemsOf(json)).toEqual([
      expect.objectContaining({ sheet: 'persons', row: 2, column: '单位统一社会信用代码', message: `单位“${school.unitName}”不在本账号的管辖范围内` }),
      expect.objectContaining({ sheet: 'persons', row: 3, column: '公民身份号码', message: '该身份证号的人员已在本辖区以外的单位登记，不能导入' }),
      expect.objectContaining({ sheet: 'posts', row: 2, column: '公民身份号码', message: '“人员”表第 3 行有错误，本行未能导入' }),
    ]);
    const alone = await filled({ posts: [post(veteran.idNumber, { 聘用起始日期: '2009-01-01' })] });
    expect(problemsOf((await send(alone, true, tokens.rsjdq)).json)).toEqual([
      expect.objectContaining({ sheet: 'posts', row: 2, message: '该身份证号的人员不在本账号的管辖范围内' }),
    ]);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses competent authorities and base units', async () => {
    const content = await filled({ persons: [person('林可', idNumberFor('1990-09-09'))] });
    for (const u of ['zg', 'jc']) {
      expect((await send(content, true, tokens[u])).status).toBe(403);
      expect((await call(rejectedRows, '/Person/importHistoryRejected', { token: tokens[u], body: { fileName: 'a.xlsx', content } })).status).toBe(403);
    }
  });
});
