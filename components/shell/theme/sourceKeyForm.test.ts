import { sourceKeyError } from './sourceKeyForm';

describe('sourceKeyError', () => {
  it('asks for a key that is not blank, and leaves its value to the dialog', () => {
    for (const key of ['', '   ']) expect(sourceKeyError(key)).toBe('sourceKeyRequired');
    expect(sourceKeyError('wrong')).toBeNull();
  });
});
