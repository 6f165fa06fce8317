import { unitAccountsErrors } from './unitAccountsForm';

const form = { prefix: 'hz', digits: '4', start: '1' };

describe('unitAccountsErrors', () => {
  it('passes a prefix with its digits and first number', () => {
    expect(unitAccountsErrors(form)).toEqual({});
    expect(unitAccountsErrors({ prefix: ' a_b.c-1 ', digits: '2', start: '0' })).toEqual({});
    expect(unitAccountsErrors({ prefix: 'a'.repeat(20), digits: '8', start: '99999999' })).toEqual({});
  });

  it('asks for a prefix that is not blank', () => {
    for (const prefix of ['', '   ']) expect(unitAccountsErrors({ ...form, prefix })).toEqual({ prefix: 'prefixRequired' });
  });

  it('refuses a prefix that does not start with a letter, holds other characters, or runs over 20', () => {
    for (const prefix of ['1hz', '_hz', 'h z', '杭州', 'a'.repeat(21)]) expect(unitAccountsErrors({ ...form, prefix })).toEqual({ prefix: 'prefixFormat' });
  });

  it('takes 2 to 8 digits and a first number from 0 to 99999999, whole numbers only', () => {
    for (const digits of ['', '1', '9', '4.5']) expect(unitAccountsErrors({ ...form, digits })).toEqual({ digits: 'digitsRange' });
    for (const start of ['', '-1', '100000000', '1.5']) expect(unitAccountsErrors({ ...form, start })).toEqual({ start: 'startRange' });
  });
});
