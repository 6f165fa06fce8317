import { clampNumber, parseNumberInput, stepNumber } from './numberStep';

describe('number stepper', () => {
  it('rounds to the precision and clamps to the limits', () => {
    expect(clampNumber(1.005 + 0.1, { precision: 2 })).toBe(1.11);
    expect(clampNumber(12, { min: 1, max: 10 })).toBe(10);
    expect(clampNumber(-3, { min: 1, max: 10 })).toBe(1);
    expect(clampNumber(2.6, {})).toBe(3);
  });

  it('commits typed text as a number within the limits, or nothing when it is not one', () => {
    expect(parseNumberInput(' 7 ', { min: 1, max: 10 })).toBe(7);
    expect(parseNumberInput('99', { min: 1, max: 10 })).toBe(10);
    expect(parseNumberInput('-0.456', { precision: 1 })).toBe(-0.5);
    for (const bad of ['', 'abc', '1e3', '1.', '--1']) expect(parseNumberInput(bad, {})).toBeNull();
  });

  it('steps without passing a limit and without float drift', () => {
    expect(stepNumber(0.1, 0.2, 1, { precision: 1 })).toBe(0.3);
    expect(stepNumber(10, 1, 1, { max: 10 })).toBe(10);
    expect(stepNumber(null, 1, 1, { min: 5 })).toBe(6);
    expect(stepNumber(null, 1, -1, {})).toBe(-1);
  });
});
