import { POST as units } from './route';
import { getDb } from '@/lib/server/db/client';
import { seedDemoFilings } from '@/lib/server/db/seed/filings';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();
beforeAll(async () => seedDemoFilings(await getDb()), 60_000);

const names = async (user: string) => {
  const { status, json } = await call<{ list: { id: number; unitName: string }[] }>(units, '/Filing/getUnits', { body: {}, token: await loginAs(user) });
  expect(status).toBe(200);
  return json.data.list.map((u) => u.unitName);
};

describe('the unit filter of the filing lists', () => {
  it('offers a competent authority only the units under it whose filings it sees', async () => {
    expect(await names('zg')).toEqual(['湖州市吴兴区织里实验小学', '湖州市第一中学']);
    expect(await names('zg2')).toEqual(['湖州市中心医院']);
  });

  it('offers a base unit itself and a unit whose exchange with it it sees, and the bureau the units whose filings reached it', async () => {
    // The demo's 借调: 织里实小 seconds a teacher to 湖州一中, which sees that filing.
    expect(await names('jc')).toEqual(['湖州市吴兴区织里实验小学', '湖州市第一中学']);
    expect(await names('jc3')).toEqual(['湖州市中心医院']);
    expect(await names('rsj')).toEqual(['湖州市中心医院', '湖州市吴兴区织里实验小学', '湖州市第一中学']);
  });

  it('offers admin every unit that declared something, and nobody without a session', async () => {
    expect(await names('admin')).toEqual(expect.arrayContaining(['湖州市第一中学', '湖州市吴兴区织里实验小学', '湖州市中心医院']));
    expect((await call(units, '/Filing/getUnits', { body: {} })).status).toBe(401);
  });
});
