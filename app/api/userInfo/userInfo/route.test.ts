import { POST } from './route';
import { USER_NUMBER_FIELDS, USER_STRING_FIELDS, userInfoFormatError, type UserInfo } from '@/lib/contracts/userInfo';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const me = async (username: string) => (await call<UserInfo>(POST, '/userInfo/userInfo', { body: {}, token: await loginAs(username) })).json;

describe('POST /api/userInfo/userInfo', () => {
  it('answers exactly the fields and types of spec §3 and §5', async () => {
    const { code, data } = await me('jc');
    expect(code).toBe(200);
    expect(userInfoFormatError(data)).toBeNull();
    expect(Object.keys(data).sort()).toEqual(['User', 'ability', 'avatar', 'mustChangePassword', 'roles', 'username']);
    expect(Object.keys(data.User).sort()).toEqual([...USER_STRING_FIELDS, ...USER_NUMBER_FIELDS].sort());
    for (const f of USER_STRING_FIELDS) expect(typeof data.User[f]).toBe('string');
    for (const f of USER_NUMBER_FIELDS) expect(typeof data.User[f]).toBe('number');
  });

  it('describes a base unit account with its unit, competent authority and bureau', async () => {
    const { data } = await me('jc');
    expect(data).toMatchObject({ username: 'jc', roles: ['jc'] });
    expect(data.ability).toContain('filing:submit');
    expect(data.User).toMatchObject({
      UserLogin: 'jc', UserType: 'jc', CompanyName: '湖州市第一中学', CompanyType: '区直', CompanyUpperName: '湖州市教育局',
      Area: '湖州市', IsSubNumber: '0', UserState: '1', IsPay: '1', ExpireTime: '2027-12-31',
    });
    expect(data.User.CompanyCode).toMatch(/^12330500/);
    expect(data.User.City_rsj_id).toBeGreaterThan(0);
    expect(data.User.County_rsj_id).toBe(0);
    expect(data.User.UserLasttime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('describes the other roles', async () => {
    expect((await me('jc2')).data.User.CompanyType).toBe('县区');
    expect((await me('zg')).data.roles).toEqual(['zg']);
    const admin = (await me('admin')).data;
    expect(admin.roles).toEqual(['admin']);
    expect(admin.User).toMatchObject({ CompanyId: 0, CompanyName: '', CompanyUpper: 0 });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const { status, json } = await call(POST, '/userInfo/userInfo', { body: { token: 42 }, token: await loginAs('jc') });
    expect(status).toBe(400);
    expect(json.msg).toMatch(/^token: /);
  });

  it('answers 401 without a token', async () => {
    expect((await call(POST, '/userInfo/userInfo', { body: {} })).status).toBe(401);
  });
});
