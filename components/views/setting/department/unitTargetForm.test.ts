import { targetError } from './unitTargetForm';

describe('targetError', () => {
  it('asks for a target while none is chosen', () => {
    for (const v of ['', null, undefined]) expect(targetError(v)).toBe('targetRequired');
  });

  it('passes a chosen unit, by id or as the unit', () => {
    expect(targetError('12')).toBeNull();
    expect(targetError({ id: 12, unitName: '某单位' })).toBeNull();
  });
});
