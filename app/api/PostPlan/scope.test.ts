import { POST as companyInfo } from '../Company/getInfo/route';
import { POST as current } from './getCurrent/route';
import { POST as list } from './getList/route';
import type { PostPlanContext, PostPlanItem } from '@/lib/contracts/postSetting';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { expectRefused, post, withScopeWorld, world as w, type Account } from '@/lib/server/testing/scopeWorld';

/**
 * The unit a unit's page asks for (?unitId=, the admin's unit picker): admin any unit, zg and rsj the units in their
 * scope, a base unit its own only; without a unit, a caller that has none of its own is told to name one.
 */
withFreshDatabase();
withScopeWorld();

type Page = { list: PostPlanItem[]; total: number };
const cases = (): [Account, number, boolean][] => [
  ['admin', w.U1, true], ['admin', w.U3, true], ['zg', w.U1, true], ['zg', w.U2, true], ['zg', w.U3, false], ['zg2', w.U3, true],
  ['zg2', w.U1, false], ['rsj', w.U1, true], ['rsj', w.U3, true], ['jc', w.U1, true], ['jc', w.U2, false], ['jc', w.U3, false],
  ['jc3', w.U1, false],
];

describe('the post plan of a unit named by the caller', () => {
  it('answers the plan in force of a unit in scope and refuses one outside it', async () => {
    for (const [user, unitId, may] of cases()) {
      const r = await post<PostPlanContext>(current, '/PostPlan/getCurrent', user, { unitId });
      if (may) expect([user, r.json.data.unit.id]).toEqual([user, unitId]);
      else expectRefused(r);
    }
  });

  it('lists the plan versions of a unit in scope and refuses one outside it', async () => {
    for (const [user, unitId, may] of cases()) {
      const r = await post<Page>(list, '/PostPlan/getList', user, { unitId, pageNo: 1, pageSize: 20 });
      if (may) expect(r.json.data.list.every((p) => p.unitId === unitId)).toBe(true);
      else expectRefused(r);
    }
  });

  it("answers a base unit its own without a unitId, and asks the admin, who has none, to name one", async () => {
    expect((await post<PostPlanContext>(current, '/PostPlan/getCurrent', 'jc')).json.data.unit.id).toBe(w.U1);
    for (const [handler, path] of [[current, '/PostPlan/getCurrent'], [companyInfo, '/Company/getInfo']] as const) {
      const r = await post(handler, path, 'admin');
      expect(r.status).toBe(400);
      expect(r.json.data).toMatchObject({ field: 'unitId' });
    }
  });
});
