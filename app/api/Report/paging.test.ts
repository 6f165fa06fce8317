import { POST as assessmentStats } from './assessmentStats/route';
import { POST as estabUsage } from './estabUsage/route';
import { POST as flowStats } from './flowStats/route';
import { POST as postStructure } from './postStructure/route';
import { POST as progress } from './progress/route';
import { POST as recruitStats } from './recruitStats/route';
import { POST as retirement } from './retirement/route';
import { POST as rewardPunishStats } from './rewardPunishStats/route';
import { today } from '@/lib/domain/datetime';
import { call, loginAs, type Handler } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

let token: string;
beforeAll(async () => { token = await loginAs('rsj'); });

const year = Number(today().slice(0, 4));
type Answer = Record<string, unknown>;

/** Each per-unit report, its query and its paged lists with the field counting each. */
const REPORTS: [string, Handler, object, [list: string, count: string][]][] = [
  ['/Report/estabUsage', estabUsage, {}, [['rows', 'rowCount']]],
  ['/Report/assessmentStats', assessmentStats, { year: year - 1 }, [['rows', 'rowCount']]],
  ['/Report/retirement', retirement, {}, [['due', 'dueCount'], ['overdue', 'overdueCount']]],
  ['/Report/progress', progress, { filingType: 'ASSESSMENT_REPORT', year }, [['rows', 'rowCount']]],
  ['/Report/flowStats', flowStats, { year }, [['rows', 'rowCount']]],
  ['/Report/recruitStats', recruitStats, { year }, [['rows', 'rowCount']]],
  ['/Report/rewardPunishStats', rewardPunishStats, { year }, [['rows', 'rowCount']]],
  ['/Report/postStructure', postStructure, {}, [['rows', 'rowCount']]],
];

const ask = async (path: string, handler: Handler, body: object) => {
  const res = await call<Answer>(handler, path, { body, token });
  expect(res.json.code).toBe(200);
  return res.json.data;
};

describe.each(REPORTS)('POST /api%s paged (issue 15)', (path, handler, query, lists) => {
  it("answers each page as the unpaged answer's slice, its count of all rows and the same totals", async () => {
    const whole = await ask(path, handler, query);
    for (const [, count] of lists) expect(whole[count]).toBeUndefined();
    const size = 2;
    const longest = Math.max(...lists.map(([list]) => (whole[list] as unknown[]).length));
    for (let pageNo = 1; pageNo <= Math.max(2, Math.ceil(longest / size)); pageNo++) {
      const page = await ask(path, handler, { ...query, pageNo, pageSize: size });
      const rest = { ...page };
      for (const [list, count] of lists) {
        const all = whole[list] as unknown[];
        expect(page[list]).toEqual(all.slice((pageNo - 1) * size, pageNo * size));
        expect(page[count]).toBe(all.length);
        delete rest[list];
        delete rest[count];
      }
      // What is not the paged list — the total, the summary, the authorities — is the whole answer's.
      for (const key of Object.keys(rest)) if (key !== 'regionTotals' && key !== 'authorityTotals') expect(rest[key]).toEqual(whole[key]);
    }
  });
});

it('has rows to page in the demo data for the per-unit reports', async () => {
  for (const [path, handler, query] of REPORTS.filter(([p]) => p !== '/Report/retirement')) {
    expect(((await ask(path, handler, query)).rows as unknown[]).length).toBeGreaterThan(2);
  }
});
