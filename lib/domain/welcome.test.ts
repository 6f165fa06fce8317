import { dayPart } from './welcome';

describe('dayPart (spec §4 thresholds 8, 11, 13, 18)', () => {
  it.each([
    [0, 'morning'], [7, 'morning'], [8, 'forenoon'], [10, 'forenoon'], [11, 'noon'], [12, 'noon'],
    [13, 'afternoon'], [17, 'afternoon'], [18, 'evening'], [23, 'evening'],
  ])('hour %i is %s', (hour, part) => {
    expect(dayPart(hour)).toBe(part);
  });
});
