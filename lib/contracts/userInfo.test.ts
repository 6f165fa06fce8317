import { userInfoFormatError } from './userInfo';

const valid = {
  username: 'jc', avatar: '/avatar.svg', roles: ['jc'], ability: [],
  User: {
    UserLogin: 'jc', UserCreatetime: '', UserLasttime: '', UserState: '1', IsPay: '1', PayTime: '', ExpireTime: '', TemporaryType: '0',
    UserPower: '', CompanyCode: '', UserType: 'jc', Area: '', CompanyType: '区直', Personname: '', CompanyName: '', CompanyUpperName: '',
    IsSubNumber: '0', UserRoleid: 4, CompanyId: 4, LoginId: 5, CompanyUpper: 2, City_rsj_id: 1, County_rsj_id: 0,
  },
};
const withUser = (patch: object) => ({ ...valid, User: { ...valid.User, ...patch } });

describe('userInfoFormatError (spec §8 numbered checks)', () => {
  it('accepts a well-formed answer', () => {
    expect(userInfoFormatError(valid)).toBeNull();
  });

  it.each([
    [null, 1], [[], 1], [{ ...valid, username: 1 }, 2], [{ ...valid, avatar: null }, 3], [{ ...valid, roles: 'jc' }, 4],
    [{ ...valid, ability: {} }, 5], [{ ...valid, User: [] }, 6], [withUser({ UserLogin: 5 }), 7], [withUser({ IsPay: true }), 8],
    [withUser({ IsSubNumber: 0 }), 9], [withUser({ CompanyName: null }), 10], [withUser({ Personname: undefined }), 11],
    [withUser({ CompanyId: '4' }), 12], [withUser({ County_rsj_id: null }), 12],
  ])('numbers the failed check of %j as %i', (data, n) => {
    expect(userInfoFormatError(data)).toBe(n);
  });
});
