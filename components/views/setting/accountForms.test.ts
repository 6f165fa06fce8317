import { accountErrors, passwordChangeErrors, profileErrors } from './accountForms';

const account = { username: 'clerk_01', realName: '王小明', mobile: '', role: 'jc', unitId: 4, password: 'Kx9#mPq2w', confirm: 'Kx9#mPq2w' };

describe('account forms', () => {
  it('accepts a complete new account and names each broken field', () => {
    expect(accountErrors(account, true)).toEqual({});
    expect(accountErrors({ ...account, username: 'a b', realName: ' ', mobile: '123', unitId: null, password: '12345', confirm: 'x' }, true)).toEqual({
      username: 'usernameInvalid', realName: 'realNameRequired', mobile: 'mobileInvalid', unitId: 'unitRequired', password: 'passwordTooShort',
      confirm: 'confirmMismatch',
    });
  });

  it('applies the password policy to a new account, the username included', () => {
    expect(accountErrors({ ...account, password: 'kx9mpq2wz', confirm: 'kx9mpq2wz' }, true)).toEqual({ password: 'passwordClasses' });
    expect(accountErrors({ ...account, password: 'Clerk_01!x', confirm: 'Clerk_01!x' }, true)).toEqual({ password: 'passwordUsername' });
    expect(accountErrors({ ...account, password: 'Kx9#mPq', confirm: 'Kx9#mPq' }, true)).toEqual({ password: 'passwordTooShort' });
  });

  it('needs no unit for an admin and no password when editing', () => {
    expect(accountErrors({ ...account, role: 'admin', unitId: null, password: '', confirm: '' }, false)).toEqual({});
    expect(accountErrors({ ...account, role: '', username: '  ', password: '', confirm: 'x' }, false)).toEqual({ username: 'usernameRequired', role: 'roleRequired' });
  });

  it('checks the profile and a password change (old password, the policy, a new one that differs, confirmation)', () => {
    expect(profileErrors({ realName: '甲', mobile: '13800001111' })).toEqual({});
    expect(profileErrors({ realName: '', mobile: '2380000111' })).toEqual({ realName: 'realNameRequired', mobile: 'mobileInvalid' });
    expect(profileErrors({ realName: ` ${'张'.repeat(30)} `, mobile: ' 13800001111 ' })).toEqual({});
    expect(profileErrors({ realName: '张'.repeat(31), mobile: '1380000111' })).toEqual({ realName: 'realNameTooLong', mobile: 'mobileInvalid' });
    expect(passwordChangeErrors({ oldPassword: '', newPassword: '        ', confirm: '' })).toEqual({
      oldPassword: 'oldPasswordRequired', newPassword: 'passwordClasses', confirm: 'confirmMismatch',
    });
    expect(passwordChangeErrors({ oldPassword: 'Kx9#mPq2w', newPassword: 'Kx9#mPq2w', confirm: 'Kx9#mPq2w' })).toEqual({ newPassword: 'passwordUnchanged' });
  });
});
