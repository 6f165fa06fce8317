import { eq } from 'drizzle-orm';
import { POST } from './route';
import { getDb } from '@/lib/server/db/client';
import { units } from '@/lib/server/db/schema';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

describe('POST /api/login/login for a unit past its ExpireTime (spec §8)', () => {
  it('answers 408 with the renewal URL and its ticket, and lets the unit in again once renewed', async () => {
    const db = await getDb();
    const unitId = await unitIdOf('湖州市中心医院');
    await db.update(units).set({ expireTime: '2020-01-01' }).where(eq(units.id, unitId));
    const expired = await call(POST, '/login/login', { body: { username: 'jc3', password: 'demo123' } });
    expect(expired.status).toBe(408);
    expect(expired.json).toMatchObject({ code: 408 });
    expect(expired.json.data).toMatch(/^\/#\/renewal\?ticket=[\w.-]+$/);
    await db.update(units).set({ expireTime: '2099-12-31' }).where(eq(units.id, unitId));
    expect((await call(POST, '/login/login', { body: { username: 'jc3', password: 'demo123' } })).json.code).toBe(200);
  });
});
