import { GET } from './route';
import type { SearchSuggestion } from '@/lib/contracts/search';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

describe('GET /api/search/getList', () => {
  it("suggests the visible pages of the user's menu with their urls", async () => {
    const { status, json } = await call<{ list: SearchSuggestion[] }>(GET, '/search/getList', { token: await loginAs('jc') });
    expect(status).toBe(200);
    expect(json.data.list).toContainEqual({ value: '人员信息', url: '/#/company/person' });
    expect(json.data.list.map((s) => s.url)).not.toContain('/#/check/list/companyCheck');
    expect(json.data.list.every((s) => !s.url?.includes(':'))).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await call(GET, '/search/getList')).status).toBe(401);
  });
});
