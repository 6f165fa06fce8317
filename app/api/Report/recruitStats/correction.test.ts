/**
 * 招聘统计 counts the persons of a corrected 招聘结果 once: the original a correction replaced stays APPROVED, marked
 * corrected (domain.md §3.5), and counts no more, as the rules that count a plan's filed results leave it out
 * (recruit/intake.ts loadIntake).
 */
import { eq } from 'drizzle-orm';
import { POST as stats } from './route';
import { getDb } from '@/lib/server/db/client';
import { filings } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2031; // no demo plans that year
type Row = { unitId: number; posts: number; planned: number; filed: number; completionRate: number | null; unfilledCount: number };
const post = (postCode: string, recruitCount: number) => ({ payload: { postCode, postName: '小学语文教师', postCategory: 'TECH', postLevel: 'T12', recruitCount, estabType: 'INST' } });
const person = (postCode: string, name: string) => ({ payload: { postCode, name, physicalResult: 'PASS', inspectResult: 'PASS' } });

it('counts a corrected result once (the correction), not the original as well', async () => {
  const school = await unitIdOf('湖州市吴兴区织里实验小学');
  const db = await getDb();
  const { id: plan } = await insertFilingRow(school, 'RECRUIT_PLAN', { status: 'APPROVED', year: YEAR, lines: [post('YW01', 2)] });
  // The original result (one person, a detail wrong) and its approved correction (the same one person), linked as
  // reverseCorrected links them: the original stays APPROVED with correctedById set.
  const original = await insertFilingRow(school, 'RECRUIT_RESULT', { status: 'APPROVED', header: { planFilingId: plan }, lines: [person('YW01', '王晓明')] });
  const correction = await insertFilingRow(school, 'RECRUIT_RESULT', { status: 'APPROVED', header: { planFilingId: plan }, lines: [person('YW01', '王晓明')] });
  await db.update(filings).set({ correctsFilingId: original.id }).where(eq(filings.id, correction.id));
  await db.update(filings).set({ correctedById: correction.id }).where(eq(filings.id, original.id));

  const { status, json } = await call<{ rows: Row[] }>(stats, '/Report/recruitStats', { body: { year: YEAR }, token: await loginAs('jc2') });
  expect(status).toBe(200);
  expect(json.data.rows[0]).toMatchObject({ unitId: school, planned: 2, filed: 1, completionRate: 50, unfilledCount: 1 });
});
