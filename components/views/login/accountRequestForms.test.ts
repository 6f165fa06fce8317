import { usccCheckChar } from '@/lib/domain/uscc';
import { mobileError, policyRule, registerErrors, renewalErrors, type RegisterValues } from './accountRequestForms';

const UNIT_CODE = `12330500470128562${usccCheckChar('12330500470128562')}`;
const apply = (over: Partial<RegisterValues> = {}): RegisterValues => ({
  unitCode: UNIT_CODE, contactName: '王芳', mobile: '13900000001', code: '123456', username: 'yz_clerk', password: 'Secret#66x', confirmPassword: 'Secret#66x', ...over,
});

describe('the registration form', () => {
  it('takes a complete application, the unit code in lower case and the names trimmed', () => {
    expect(registerErrors(apply())).toEqual({});
    expect(registerErrors(apply({ unitCode: ` ${UNIT_CODE.toLowerCase()} `, contactName: ' 王芳 ', username: ' abc ' }))).toEqual({});
  });

  it('names every field that is missing at once', () => {
    const empty = Object.fromEntries(Object.keys(apply()).map((k) => [k, ''])) as unknown as RegisterValues;
    expect(registerErrors(empty)).toEqual({
      unitCode: 'errors.unitCode', contactName: 'errors.contactName', mobile: 'errors.mobile', code: 'errors.code', username: 'errors.username',
      password: 'policy.required',
    });
  });

  it('holds each field at both sides of its limit', () => {
    expect(registerErrors(apply({ contactName: '王' }))).toEqual({ contactName: 'errors.contactName' });
    expect(registerErrors(apply({ contactName: '王'.repeat(30) }))).toEqual({});
    expect(registerErrors(apply({ contactName: '王'.repeat(31) }))).toEqual({ contactName: 'errors.contactName' });
    expect(registerErrors(apply({ code: '12345' }))).toEqual({ code: 'errors.codeFormat' });
    expect(registerErrors(apply({ code: '1234567' }))).toEqual({ code: 'errors.codeFormat' });
    expect(registerErrors(apply({ username: 'ab' }))).toEqual({ username: 'errors.usernameFormat' });
    expect(registerErrors(apply({ username: '1abc' }))).toEqual({ username: 'errors.usernameFormat' });
    expect(registerErrors(apply({ mobile: '1390000000' }))).toEqual({ mobile: 'errors.mobile' });
    expect(registerErrors(apply({ unitCode: UNIT_CODE.slice(0, 17) + (UNIT_CODE[17] === '0' ? '1' : '0') }))).toEqual({ unitCode: 'errors.unitCode' });
    expect(registerErrors(apply({ confirmPassword: 'Secret#66y' }))).toEqual({ confirmPassword: 'errors.confirmPassword' });
  });

  it('refuses a password the policy refuses, naming the rule', () => {
    const errors = registerErrors(apply({ password: 'Yz_Clerk#1', confirmPassword: 'Yz_Clerk#1' }));
    expect(errors).toEqual({ password: 'policy.username' });
    expect(policyRule(errors.password!)).toBe('username');
    expect(policyRule('errors.code')).toBeNull();
  });

  it('texts the code only to a mobile number', () => {
    expect(mobileError(' 13900000001 ')).toBeNull();
    expect(mobileError('23900000001')).toBe('errors.mobile');
    expect(mobileError('')).toBe('errors.mobile');
  });
});

describe('the renewal request form', () => {
  it('needs a contact name and a mobile number', () => {
    expect(renewalErrors({ contactName: ' 王 ', contactPhone: ' 13800000000 ', note: '' })).toEqual({});
    expect(renewalErrors({ contactName: ' ', contactPhone: '', note: '' })).toEqual({ contactName: 'contactNameRequired', contactPhone: 'contactPhoneInvalid' });
    expect(renewalErrors({ contactName: '王', contactPhone: '138000000001', note: '' })).toEqual({ contactPhone: 'contactPhoneInvalid' });
  });
});
