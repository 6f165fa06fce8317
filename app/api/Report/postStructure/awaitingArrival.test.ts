/**
 * 岗位结构核对表 and 岗位聘用管理 agree on who holds a post: a recruit approved and awaiting arrival holds theirs from the
 * approval, as R-GW-06 counts them (jobManage.ts heldByLevel), so the report shows no vacancy the rules would refuse to fill.
 */
import { eq } from 'drizzle-orm';
import { POST as postStructure } from './route';
import { POST as postList } from '../../JobManage/getPostList/route';
import { POST as planContext } from '../../PostPlan/getCurrent/route';
import { getDb } from '@/lib/server/db/client';
import { persons, unitPostPlanLines, unitPostPlans } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type Report = { rows: { unitId: number; levels: Record<string, { set: number; held: number }>; categories: Record<string, { set: number; held: number; vacant: number }> }[] };
type Posts = { levels: { postLevel: string; approved: number; held: number; inTransit: number; vacancy: number }[] };

it('counts a recruit awaiting arrival as holding the post in both places', async () => {
  const school = await unitIdOf('湖州市吴兴区织里实验小学'); // jc2's
  const db = await getDb();
  await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, school));
  await db.update(unitPostPlans).set({ isCurrent: false }).where(eq(unitPostPlans.unitId, school));
  const [plan] = await db.insert(unitPostPlans).values({
    unitId: school, planVersion: 99, effectiveFrom: '2026-01-01', isCurrent: true, postTotal: 2, managePosts: 0, techPosts: 2, workerPosts: 0,
  }).returning({ id: unitPostPlans.id });
  await db.insert(unitPostPlanLines).values({ planId: plan.id, postCategory: 'TECH', postLevel: 'T12', approvedCount: 2 });
  await insertPerson(school, { recordStatus: 'FILED', postLevel: 'T12' });
  // Approved by a 招聘结果 at T12, not arrived yet.
  await insertPerson(school, { recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL', postLevel: 'T12' });

  const token = await loginAs('jc2');
  const page = (await call<Posts>(postList, '/JobManage/getPostList', { body: {}, token })).json.data;
  const report = (await call<Report>(postStructure, '/Report/postStructure', { body: {}, token })).json.data;
  const pageT12 = page.levels.find((l) => l.postLevel === 'T12')!;
  expect(pageT12).toMatchObject({ approved: 2, held: 2, vacancy: 0 });
  expect(report.rows[0].levels.T12).toEqual({ set: 2, held: pageT12.held });
  expect(report.rows[0].categories.TECH.vacant).toBe(pageT12.vacancy);
  // The post setting page's 在聘 column counts them too, and a dual post's second level as well.
  await insertPerson(school, { recordStatus: 'FILED', postLevel: 'M09', postCategory: 'MANAGE', dualPost: true, secondPostCategory: 'TECH', secondPostLevel: 'T12' });
  const context = (await call<{ holders: Record<string, number> }>(planContext, '/PostPlan/getCurrent', { body: {}, token })).json.data;
  expect(context.holders).toMatchObject({ T12: 3, M09: 1 });
});
