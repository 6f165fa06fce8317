import { POST as register } from '../register/route';
import { POST as changePassword } from './changePassword/route';
import { POST as resetPassword } from './resetPassword/route';
import { POST as updateAccount } from './updateAccount/route';
import { usccCheckChar } from '@/lib/domain/uscc';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const en = { 'accept-language': 'en' };

describe('the password policy on every path that sets a password', () => {
  it('refuses 123456 on registration, a change of one\'s own, an admin\'s new account and an admin\'s reset, naming the rule', async () => {
    const admin = await loginAs('admin');
    const target = await createJcAccount('policy-target', JC_UNIT);
    const unitCode = `12330500470128562${usccCheckChar('12330500470128562')}`;
    const answers = [
      await call(register, '/register', {
        body: { unitCode, contactName: '王小明', mobile: '13900000101', code: '000000', username: 'policy_reg', password: '123456' },
      }),
      await call(changePassword, '/userInfo/changePassword', { token: await loginAs('rsj'), body: { oldPassword: 'demo123', newPassword: '123456' } }),
      await call(updateAccount, '/userInfo/updateAccount', {
        token: admin, body: { username: 'policy-new', realName: '甲', role: 'jc', unitId: await unitIdOf(JC_UNIT), password: '123456' },
      }),
      await call(resetPassword, '/userInfo/resetPassword', { token: admin, body: { id: target.id, password: '123456' } }),
    ];
    const fields = ['password', 'newPassword', 'password', 'password'];
    answers.forEach(({ status, json }, i) => {
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 400, msg: `${fields[i]}: 密码至少 8 位`, data: { field: fields[i], rule: 'tooShort' } });
    });
  });

  it('answers each rule in English too, and accepts the valid neighbour', async () => {
    const admin = await loginAs('admin');
    const target = await createJcAccount('policy-en', JC_UNIT);
    const reset = (password: string) => call(resetPassword, '/userInfo/resetPassword', { token: admin, body: { id: target.id, password }, headers: en });
    expect((await reset('Kx9#mPq')).json.msg).toBe('password: The password needs at least 8 characters');
    expect((await reset('kx9mpq2wzt')).json.msg).toBe('password: The password needs at least 3 of: lower-case letters, upper-case letters, digits, other symbols');
    expect((await reset('Policy-En#2024')).json.msg).toBe('password: The password cannot contain the username or the username reversed');
    expect((await reset('Password1!')).json.msg).toBe('password: The password is a common password or a simple variant of one: choose another');
    expect((await reset(`${'Kx9#mPq2w'.repeat(8).slice(0, 64)}Z`)).json.msg).toBe('password: The password cannot exceed 64 characters');
    expect((await reset('人事管理系统编制备案岗位审核单位主管部门人社局审Ab1')).json.msg).toMatch(/^password: The password is too long: at most 72 bytes/);
    expect((await reset('Kx9#mPq2w'.repeat(8).slice(0, 64))).json.code).toBe(200);
    expect((await reset('Kx9mPq2w')).json.code).toBe(200);
  });
});
