import { POST } from './route';
import type { CodeOption } from '@/lib/contracts/code';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

type Lists = { lists: Record<string, CodeOption[]> };

describe('POST /api/Code/getLists', () => {
  it('gives the named lists in order, summary codes not selectable', async () => {
    const { status, json } = await call<Lists>(POST, '/Code/getLists', { body: { lists: ['gender', 'education'] }, token: await loginAs('jc') });
    expect(status).toBe(200);
    expect(Object.keys(json.data.lists).sort()).toEqual(['education', 'gender']);
    expect(json.data.lists.gender.filter((g) => g.selectable).map((g) => g.code)).toEqual(['1', '2']);
    expect(json.data.lists.education.find((e) => e.code === '20')).toMatchObject({ zh: '大学本科教育', selectable: false });
    expect(json.data.lists.education.find((e) => e.code === '21')).toMatchObject({ groupCode: '20', selectable: true });
  });

  it('gives every list when none is named, and needs a signed-in user', async () => {
    const { json } = await call<Lists>(POST, '/Code/getLists', { body: {}, token: await loginAs('rsj') });
    expect(Object.keys(json.data.lists)).toEqual(expect.arrayContaining(['ethnicity', 'postLevel', 'filingStatus']));
    expect(json.data.lists.ethnicity).toHaveLength(58);
    expect((await call(POST, '/Code/getLists', { body: {} })).status).toBe(401);
    expect((await call(POST, '/Code/getLists', { body: { lists: 'gender' }, token: await loginAs('rsj') })).status).toBe(400);
  });
});
