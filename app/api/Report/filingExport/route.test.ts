import ExcelJS from 'exceljs';
import { POST as filingExport } from './route';
import { getDb } from '@/lib/server/db/client';
import { filings } from '@/lib/server/db/tables';
import { loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

let token: string;

beforeAll(async () => {
  token = await loginAs('jc');
  const unitId = await unitIdOf('湖州市第一中学');
  const zg = await unitIdOf('湖州市教育局');
  const base = { unitId, regionCode: '330500', route: 'ZG_RSJ' as const, contactName: '李明华', contactPhone: '0572-2222222', year: 2026, competentDeptId: zg, submitCount: 1 };
  const closed = { status: 'APPROVED', currentNode: 'NONE', lastSubmittedAt: new Date('2026-03-02T09:00:00+08:00'), closedAt: new Date('2026-03-10T09:00:00+08:00') };
  await (await getDb()).insert(filings).values([
    { ...base, ...closed, filingType: 'POST_SETTING', title: '岗位设置', filingNo: 'WORDS-T-1' },
    { ...base, ...closed, filingType: 'ESTAB_CONVERSION', title: '编制转换', filingNo: 'WORDS-T-2' },
    { ...base, ...closed, filingType: 'PERSON_INFO', title: '人员信息', filingNo: 'WORDS-T-3' },
    { ...base, status: 'PENDING_ZG', currentNode: 'ZG', lastSubmittedAt: new Date('2026-03-02T09:00:00+08:00'), filingType: 'RECRUIT_PLAN', title: '招聘计划', filingNo: 'WORDS-T-4' },
  ]);
});

/** The export's rows as number → status, for the filings of this file. */
async function statuses(lang: 'zh' | 'en'): Promise<Record<string, string>> {
  const res = await filingExport(new Request('http://localhost/api/Report/filingExport', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': lang },
    body: JSON.stringify({ filingNo: 'WORDS-T' }),
  }));
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const status = rows[0].indexOf(lang === 'en' ? 'Status' : '状态');
  return Object.fromEntries(rows.slice(1).map((r) => [String(r[0]), String(r[status])]));
}

describe('POST /api/Report/filingExport', () => {
  it('says 已核准 of an approved approval type and 已备案 of the others, as the screens do', async () => {
    expect(await statuses('zh')).toEqual({ 'WORDS-T-1': '已核准', 'WORDS-T-2': '已核准', 'WORDS-T-3': '已备案', 'WORDS-T-4': '待主管部门审核' });
  });

  it('says Approved and Filed in English', async () => {
    expect(await statuses('en')).toEqual({ 'WORDS-T-1': 'Approved', 'WORDS-T-2': 'Approved', 'WORDS-T-3': 'Filed', 'WORDS-T-4': 'Awaiting competent authority' });
  });
});
