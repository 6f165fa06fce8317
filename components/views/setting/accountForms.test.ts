import { accountErrors, passwordChangeErrors, profileErrors } from './accountForms';

const account = { username: 'clerk_01', realName: '王小明', mobile: '', role: 'jc', unitId: 4, password: 'start123', confirm: 'start123' };

describe('account forms', () => {
  it('accepts a complete new account and names each broken field', () => {
    expect(accountErrors(account, true)).toEqual({});
    expect(accountErrors({ ...account, username: 'a b', realName: ' ', mobile: '123', unitId: null, password: '12345', confirm: 'x' }, true)).toEqual({
      username: 'usernameInvalid', realName: 'realNameRequired', mobile: 'mobileInvalid', unitId: 'unitRequired', password: 'passwordTooShort',
      confirm: 'confirmMismatch',
    });
  });

  it('needs no unit for an admin and no password when editing', () => {
    expect(accountErrors({ ...account, role: 'admin', unitId: null, password: '', confirm: '' }, false)).toEqual({});
  });

  it('checks the profile and a password change (old password, §5 rules, a new one that differs, confirmation)', () => {
    expect(profileErrors({ realName: '甲', mobile: '13800001111' })).toEqual({});
    expect(profileErrors({ realName: '', mobile: '2380000111' })).toEqual({ realName: 'realNameRequired', mobile: 'mobileInvalid' });
    expect(passwordChangeErrors({ oldPassword: '', newPassword: '      ', confirm: '' })).toEqual({
      oldPassword: 'oldPasswordRequired', newPassword: 'passwordBlank', confirm: 'confirmMismatch',
    });
    expect(passwordChangeErrors({ oldPassword: 'demo123', newPassword: 'demo123', confirm: 'demo123' })).toEqual({ newPassword: 'passwordUnchanged' });
  });
});
