import { and, eq } from 'drizzle-orm';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as estabUsage } from '@/app/api/Report/estabUsage/route';
import { POST as jobChangeSheet } from '@/app/api/Report/jobChangeSheet/route';
import { POST as personSearch } from '@/app/api/Report/personSearch/route';
import { POST as rewardPunishStats } from '@/app/api/Report/rewardPunishStats/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { EstabUsageRow, JobChangeSheet, PersonSearchRow } from '@/lib/contracts/report';
import { addDays, addMonths } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { persons, unitPostPlanLines, unitPostPlans, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, PUBLICITY_OVER } from '@/lib/server/testing/fixtures';
import { historyFile, historyPerson, sendHistory } from '@/lib/server/testing/historyImport';

/**
 * Imported history counts as history a filing wrote: the 岗位聘用变动审核表's 近三年考核, the sanction period (R-GW-09, 处分期内
 * in the search and the reward statistics) and the statistics of a past date (the establishment changes) all read it.
 */

withFreshDatabase();

const YEAR = Number(today().slice(0, 4));
const sanctioned = addDays(today(), -30);
const tokens: Record<string, string> = {};
let school: { id: number; uscc: string };
const teacher = { name: '迁移教师', id: idNumberFor('1990-03-15') };
let personId: number;

type Usage = { statDate: string; rows: EstabUsageRow[] };
const usageOn = async (statDate: string) =>
  (await call<Usage>(estabUsage, '/Report/estabUsage', { body: { statDate }, token: tokens.jc })).json.data.rows.find((r) => r.unitId === school.id)!;
const PAST = ['2018-06-30', '2020-06-30'];
const before: Record<string, EstabUsageRow> = {};

beforeAll(async () => {
  for (const u of ['jc', 'admin']) tokens[u] = await loginAs(u);
  const db = await getDb();
  [school] = await db.select({ id: units.id, uscc: units.uscc }).from(units).where(eq(units.unitName, '湖州市第一中学'));
  // Room at T09 for the promotion below.
  const [plan] = await db.select().from(unitPostPlans).where(and(eq(unitPostPlans.unitId, school.id), eq(unitPostPlans.isCurrent, true)));
  await db.update(unitPostPlanLines).set({ approvedCount: 99 }).where(and(eq(unitPostPlanLines.planId, plan.id), eq(unitPostPlanLines.postLevel, 'T09')));
  for (const day of PAST) before[day] = await usageOn(day);

  const content = await historyFile(tokens.admin, {
    persons: [historyPerson(school.uscc, teacher.name, teacher.id, {
      参加工作时间: '2012-08-01', 岗位等级: 'T10', 职称级别: '中级', 专业技术职务: '中学一级教师', 职称取得时间: '2018-09-01', 现岗位聘用时间: '2019-09-01',
    })],
    assessments: [
      { 公民身份号码: teacher.id, 考核年度: YEAR - 3, 考核结果: '基本合格', 评语: '教学工作量未达要求，需改进' },
      { 公民身份号码: teacher.id, 考核年度: YEAR - 2, 考核结果: '合格' },
      { 公民身份号码: teacher.id, 考核年度: YEAR - 1, 考核结果: '优秀' },
    ],
    rewardPunish: [{
      公民身份号码: teacher.id, 奖惩类别: '处分', 奖惩类型: '警告', 奖惩名称: '警告处分', 决定日期: sanctioned, 生效日期: sanctioned,
      批准机关: '湖州市第一中学', 文号: '湖一中〔2026〕3号',
    }],
    // 编外 until the end of 2018, then in the establishment.
    estabs: [{ 公民身份号码: teacher.id, 变动前编制情况: '编外', 变动后编制情况: '在编', 变动后编制类型: '事业编制', 生效日期: '2019-01-01' }],
  });
  const { json } = await sendHistory(content, false, tokens.admin);
  expect(json.data).toMatchObject({ problemCount: 0, batchId: expect.any(Number) });
  [{ id: personId }] = await db.select({ id: persons.id }).from(persons).where(eq(persons.idNumber, teacher.id));
});

describe('imported history in the figures', () => {
  let promotion: FilingDetail;
  beforeAll(async () => {
    promotion = (await call<FilingDetail>(create, '/Filing/create', {
      body: {
        filingType: 'POST_APPOINT', contactName: '李明华', contactPhone: '13857201234', header: { appointKind: 'PROMOTE', ...PUBLICITY_OVER },
        lines: [{ personId, payload: { fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel: 'T09', appointStart: today(), appointEnd: '2031-12-31', reason: '业绩突出', unitDocNo: '湖一中〔2026〕12号' } }],
      },
      token: tokens.jc,
    })).json.data;
  });

  it('prints the imported results as the 近三年考核 of the 岗位聘用变动审核表', async () => {
    const { json } = await call<JobChangeSheet>(jobChangeSheet, '/Report/jobChangeSheet', { body: { filingId: promotion.id }, token: tokens.jc });
    expect(json.data.lines[0]).toMatchObject({
      name: teacher.name, assessments: [{ year: YEAR - 3, result: '基本合格' }, { year: YEAR - 2, result: '合格' }, { year: YEAR - 1, result: '优秀' }],
    });
  });

  it('holds the imported sanction against a promotion during its period (R-GW-09) and lists the person as 处分期内', async () => {
    expect(promotion.violations).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'R-GW-09', level: 'ERROR' })]));
    const found = await call<{ list: PersonSearchRow[]; total: number }>(personSearch, '/Report/personSearch', {
      body: { name: teacher.name, inSanctionPeriod: true }, token: tokens.jc,
    });
    expect(found.json.data.total).toBe(1);
    const stats = await call<{ inPeriod: { personId: number; rpType: string; start: string; end: string }[] }>(rewardPunishStats, '/Report/rewardPunishStats', {
      body: { year: Number(sanctioned.slice(0, 4)) }, token: tokens.jc,
    });
    expect(stats.json.data.inPeriod).toEqual(expect.arrayContaining([
      expect.objectContaining({ personId, rpType: 'WARNING', start: sanctioned, end: addMonths(sanctioned, 6) }),
    ]));
  });

  it('counts the person by the imported establishment changes on a past statistics date', async () => {
    const [early, late] = [await usageOn(PAST[0]), await usageOn(PAST[1])];
    expect([early.inEstab - before[PAST[0]].inEstab, early.outOfEstab - before[PAST[0]].outOfEstab]).toEqual([0, 1]);
    expect([late.inEstab - before[PAST[1]].inEstab, late.outOfEstab - before[PAST[1]].outOfEstab]).toEqual([1, 0]);
  });
});
