import { contactErrors } from './contact';

const ok = { contactName: '王丽', contactPhone: '0572-2398001', remark: '' };

describe('contactErrors', () => {
  it.each([
    [{}, {}],
    [{ contactName: '  ' }, { contactName: 'contactNameRequired' }],
    [{ contactName: '张'.repeat(31) }, { contactName: 'contactNameTooLong' }],
    [{ contactName: '张'.repeat(30) }, {}],
    [{ contactPhone: '13812345678' }, {}],
    [{ contactPhone: '12812345678' }, { contactPhone: 'contactPhone' }],
    [{ contactPhone: '0572-2398001-12' }, {}],
    [{ contactPhone: '2398001' }, { contactPhone: 'contactPhone' }],
    [{ remark: 'x'.repeat(2001) }, { remark: 'remarkTooLong' }],
  ])('%j → %j', (change, expected) => {
    expect(contactErrors({ ...ok, ...change })).toEqual(expected);
  });
});
