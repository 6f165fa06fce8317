import { isValidUscc, usccCheckChar } from './uscc';

describe('unified social credit code (GB 32100)', () => {
  it('accepts published codes with the right check character', () => {
    // Public codes of two well-known companies and the standard's worked example.
    expect(isValidUscc('91440300708461136T')).toBe(true);
    expect(isValidUscc('91110000802100433B')).toBe(true);
    expect(isValidUscc('91350100M000100Y43')).toBe(true);
  });

  it('refuses a wrong check character, a forbidden letter and a wrong length', () => {
    expect(isValidUscc('91440300708461136U')).toBe(false);
    expect(isValidUscc('91350100M000100I43')).toBe(false);
    expect(isValidUscc('9135010')).toBe(false);
  });

  it('refuses a character before or after the 18, even where the check character of the first 17 fits', () => {
    expect(isValidUscc('91440300708461136T0')).toBe(false);
    expect(isValidUscc('99144030070846113F0')).toBe(false);
    expect(usccCheckChar('99144030070846113')).toBe('F');
  });

  it('computes the check character', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(usccCheckChar('1110000000001312I')).toBeNull();
  });
});
