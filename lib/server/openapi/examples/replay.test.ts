import { endpoints } from '@/lib/contracts/registry';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { EXAMPLES } from '../examples';

withFreshDatabase();

/** Request examples that name only what the demo dataset holds (persons, plans, help documents, units), reads and creations. */
const SAMPLE = [
  '/login/login', '/Person/getList', '/Person/getDetail', '/Person/revealId', '/Person/create', '/PostPlan/getCurrent', '/PostPlan/getDetail',
  '/JobManage/getPostList', '/Assessment/getRoster', '/Recruit/getQuota', '/Company/getInfo', '/Code/getLists', '/HelpDoc/OpHelpDoc', '/HelpDoc/getDetail',
  '/Notice/getList', '/Department/getList', '/Department/doEdit', '/userInfo/getUserList', '/Policy/add', '/Filing/create', '/Report/structure',
  '/Report/retirement', '/Report/personSearch', '/Report/estabUsage', '/Report/progress', '/Report/assessmentStats', '/Report/postStructure',
];

const tokens: Record<string, string> = {};
async function replay(path: string) {
  const e = endpoints.find((x) => x.path === path)!;
  const role = e.access === 'public' ? undefined : e.access === 'user' ? 'jc' : e.access[0];
  const token = role ? (tokens[role] ??= await loginAs(role)) : undefined;
  const { [e.method]: handler } = await import(`@/app/api${path}/route`);
  return call<Record<string, unknown>>(handler, path, { method: e.method as 'GET' | 'POST', body: EXAMPLES[path].body, token });
}

describe('the request examples of the OpenAPI document', () => {
  it.each(SAMPLE)('%s is answered 200 on the demo database', async (path) => {
    const { status, json } = await replay(path);
    expect([path, status, json.msg]).toEqual([path, 200, 'success']);
  });

  it('shows the person the demo database holds under the example\'s id', async () => {
    const { json } = await replay('/Person/getDetail');
    const example = EXAMPLES['/Person/getDetail'].data as Record<string, unknown>;
    expect(json.data).toMatchObject({ id: example.id, name: example.name, unitName: example.unitName, idNumber: example.idNumber });
  });

  it('is refused when its id names nothing in the demo database, as a stale example would be', async () => {
    const e = endpoints.find((x) => x.path === '/Person/getDetail')!;
    const { [e.method]: handler } = await import('@/app/api/Person/getDetail/route');
    const { status } = await call(handler, '/Person/getDetail', { body: { id: 999_999 }, token: (tokens.jc ??= await loginAs('jc')) });
    expect(status).toBe(404);
  });
});
