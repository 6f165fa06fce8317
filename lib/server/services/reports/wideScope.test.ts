import { isWideScope } from './wideScope';

describe('isWideScope', () => {
  it('counts over every unit from half of the units on, and never for none', () => {
    expect(isWideScope(5000, 10000)).toBe(true);
    expect(isWideScope(10000, 10000)).toBe(true);
    expect(isWideScope(4999, 10000)).toBe(false);
    expect(isWideScope(1, 10000)).toBe(false);
    expect(isWideScope(1, 1)).toBe(true);
    expect(isWideScope(0, 0)).toBe(false);
  });
});
