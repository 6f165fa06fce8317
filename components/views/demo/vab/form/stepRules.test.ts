import { confirmErrors, emptyTransfer, transferErrors } from './stepRules';

const valid = { ...emptyTransfer, payer: 'salary', payee: '6222 0212 3456 7890', payeeName: '王芳', amount: '1280.50' };

describe('step form rules', () => {
  it('accepts a complete transfer', () => {
    expect(transferErrors(valid)).toEqual({});
  });

  it('names each missing field', () => {
    expect(transferErrors(emptyTransfer)).toEqual({ payer: 'choose', payee: 'required', payeeName: 'required', amount: 'required' });
  });

  it('refuses a short account, a bad name and amounts that are not positive money under the limit', () => {
    expect(transferErrors({ ...valid, payee: '1234', payeeName: 'Wang!' })).toEqual({ payee: 'account', payeeName: 'name' });
    for (const amount of ['0', '-5', '1.234', 'abc']) expect(transferErrors({ ...valid, amount }).amount).toBe('amount');
    expect(transferErrors({ ...valid, amount: '50000.01' }).amount).toBe('amountMax');
    expect(transferErrors({ ...valid, amount: '50000' }).amount).toBeUndefined();
  });

  it('needs a payment password of at least 6 characters to confirm', () => {
    expect(confirmErrors({ ...valid, password: '' })).toEqual({ password: 'required' });
    expect(confirmErrors({ ...valid, password: '12345' })).toEqual({ password: 'password' });
    expect(confirmErrors({ ...valid, password: '123456' })).toEqual({});
  });
});
