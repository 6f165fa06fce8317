// The first day of a deployment, timed (part of `npm run bench:scale`, or alone with `npm run bench:import`): as admin,
// through the built app's import jobs (the endpoints the 数据导入 screens use), a unit registry of BENCH_IMPORT_UNITS
// units (default 10,000, one competent authority first) and then a historical records workbook of BENCH_IMPORT_PERSONS
// persons (default 100,000) spread over them. Per import: the start request (the server reads the file), the check
// and the write as the job reports its phases, and the whole; the file's size.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { post } from './common.mjs';

export const IMPORT_UNITS = Number(process.env.BENCH_IMPORT_UNITS ?? 10_000);
export const IMPORT_PERSONS = Number(process.env.BENCH_IMPORT_PERSONS ?? 100_000);
const REGION = '330502';

const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A unified social credit code (GB 32100) in the region, numbered: of a public institution (12) or an organ (11). */
function uscc(n, kind = '12') {
  const first17 = `${kind}${REGION}${String(n).padStart(9, '0')}`;
  const sum = [...first17].reduce((s, c, i) => s + USCC_CHARSET.indexOf(c) * USCC_WEIGHTS[i], 0);
  return first17 + USCC_CHARSET[(31 - (sum % 31)) % 31];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A citizen ID number (GB 11643): born in 1985 or after, 500 a day, issued in Hangzhou (the demo persons' are Huzhou's). */
function idNumber(n) {
  const born = new Date(Date.UTC(1985, 0, 1) + Math.floor(n / 500) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `330106${born}${String((n % 500) + 100).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * ID_WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';
const personName = (n) => SURNAMES[n % SURNAMES.length] + GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length] + GIVEN[(n * 7) % GIVEN.length];

const AUTHORITY = '导入测试主管部门';
const unitRows = (n) => [
  {
    单位名称: AUTHORITY, 统一社会信用代码: uscc(0, '11'), 单位类别: '行政机关', 是否主管部门: '是', 所在区划: REGION,
    机构规格: '正处级', 隶属关系: '40', 经费形式: '全额拨款', 机构编制批准文号: '湖编〔2020〕1号', 机构批准日期: '2020-01-01', 联系人: '王丽',
    联系电话: '0572-2398001', 行政编制: 30, 编制核定文号: '湖编〔2024〕1号', 编制核定日期: '2024-03-05',
  },
  ...Array.from({ length: n }, (_, i) => ({
    单位名称: `导入测试单位${i + 1}`, 统一社会信用代码: uscc(i + 1), 单位类别: '事业单位', 事业单位分类: '公益一类', 是否主管部门: '否',
    主管部门: AUTHORITY, 所在区划: REGION, 机构规格: '正科级', 隶属关系: '50', 经费形式: '全额拨款', 主要岗位类型: '专技为主',
    机构编制批准文号: `湖编〔2020〕${i + 2}号`, 机构批准日期: '2020-06-01', 联系人: '王老师', 联系电话: '0572-2123456', 事业编制: 40,
    管理岗位编制: 4, 专技岗位编制: 34, 工勤岗位编制: 2, 领导正职职数: 1, 领导副职职数: 2, 编制核定文号: `湖编〔2024〕${i + 2}号`, 编制核定日期: '2024-03-05',
  })),
];

const personRows = (n, units) => Array.from({ length: n }, (_, i) => ({
  单位统一社会信用代码: uscc((i % units) + 1), 姓名: personName(i), 公民身份号码: idNumber(i), 民族: '汉族', 政治面貌: '群众', 最高学历: '大学本科毕业',
  最高学位: '文学学士学位', 毕业院校: '湖州师范学院', 所学专业: '汉语言文学', 参加工作时间: '2010-08-01', 进入本单位时间: '2010-08-01',
  进入本单位方式: '公开招聘', 编制情况: '在编', 编制类型: '事业编制', 岗位类别: '专业技术岗位', 岗位等级: 'T11', 现岗位聘用时间: '2021-08-01',
  聘用合同类型: '至退休', 合同起始日期: '2010-08-01', 职称级别: '助理级', 专业技术职务: '中学二级教师',
}));

async function download(origin, apiPath, token) {
  const res = await fetch(origin + apiPath, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' } });
  if (res.status !== 200) throw new Error(`${apiPath} answered HTTP ${res.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()));
  return workbook;
}

/**
 * The template's sheets rewritten as a stream: every sheet's title row and, in `dataSheet`, the rows under their column
 * titles; the instructions sheet (with the template version) as it is. Answers the file as base64.
 */
async function filledTemplate(template, dataSheet, rows) {
  const stream = new PassThrough();
  const chunks = [];
  stream.on('data', (c) => chunks.push(c));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const out = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  for (const sheet of template.worksheets) {
    const copy = out.addWorksheet(sheet.name);
    if (sheet.name === dataSheet) {
      const titles = sheet.getRow(1).values.map((t) => (typeof t === 'string' ? t.replace('*', '') : t));
      copy.addRow(sheet.getRow(1).values.slice(1)).commit();
      for (const r of rows) {
        const values = [];
        for (const [title, value] of Object.entries(r)) {
          const at = titles.indexOf(title);
          if (at < 0) throw new Error(`no column ${title} in ${dataSheet}`);
          values[at - 1] = value;
        }
        copy.addRow(values).commit();
      }
    } else {
      sheet.eachRow((row) => copy.addRow(row.values.slice(1)).commit());
    }
    copy.commit();
  }
  await out.commit();
  await ended;
  return Buffer.concat(chunks).toString('base64');
}

/** Starts the job and follows it every 250 ms: the start request, the check and the write as the job tells its phase. */
async function timedJob(origin, token, apiPath, fileName, content) {
  const started = performance.now();
  const job = await post(origin, apiPath, { fileName, content }, token);
  const startMs = performance.now() - started;
  let writingAt = null;
  for (;;) {
    const now = await post(origin, '/api/Import/getJob', { id: job.id }, token);
    if (now.phase === 'WRITE' && writingAt === null) writingAt = performance.now();
    if (now.status === 'DONE' || now.status === 'FAILED') {
      const doneAt = performance.now();
      if (now.status === 'FAILED') throw new Error(`${apiPath}: ${now.message} ${JSON.stringify(now.report?.problems?.slice(0, 3) ?? [])}`);
      writingAt ??= doneAt;
      return {
        startMs, checkMs: writingAt - started - startMs, writeMs: doneAt - writingAt, totalMs: doneAt - started,
        rows: now.rowsTotal, bytes: Math.round((content.length * 3) / 4),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Both imports on a fresh app as `account`. */
export async function measureImports(origin, account, log) {
  const { token } = await post(origin, '/api/login/login', account);
  log(`imports: a registry of ${IMPORT_UNITS.toLocaleString('en-US')} units…`);
  const units = await filledTemplate(await download(origin, '/api/Company/unitTemplate', token), '单位信息', unitRows(IMPORT_UNITS));
  const registry = await timedJob(origin, token, '/api/Company/importUnitsJob', '单位名册.xlsx', units);
  log(`imports: ${IMPORT_PERSONS.toLocaleString('en-US')} persons…`);
  const persons = await filledTemplate(await download(origin, '/api/Person/historyTemplate', token), '人员', personRows(IMPORT_PERSONS, IMPORT_UNITS));
  const history = await timedJob(origin, token, '/api/Person/importHistoryJob', '历史数据.xlsx', persons);
  return { registry, history };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The markdown table of the imports of each database. */
export function importsTable(results) {
  return [
    '| Import (as a job, admin) | Database | Rows | File | Start (read) | Check | Write | Total |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap(({ kind, imports }) => [
      ['Unit registry (+1 authority)', imports.registry], ['Historical records, person sheet', imports.history],
    ].map(([label, r]) => `| ${label} | ${kind} | ${r.rows.toLocaleString('en-US')} | ${mb(r.bytes)} | ${seconds(r.startMs)} | ${seconds(r.checkMs)} | ${seconds(r.writeMs)} | ${seconds(r.totalMs)} |`)),
  ];
}

/** The imports on a fresh app of the database `kind` (startApp's data directory, or the PostgreSQL of `env`, wiped first). */
export async function importsOn(root, kind, { env = {}, account }, log) {
  const { startApp, wipePostgres } = await import('./server.mjs');
  if (env.DATABASE_URL) await wipePostgres(env.DATABASE_URL);
  log(`${kind}: imports on a fresh database…`);
  const app = await startApp(root, { env, logName: 'server-imports.log' });
  try {
    return { kind, imports: await measureImports(app.origin, account, log) };
  } finally {
    await app.stop();
  }
}
