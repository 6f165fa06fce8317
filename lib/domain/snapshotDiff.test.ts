import { diffSnapshots } from './snapshotDiff';
import { waitingLevel, workingDaysBetween } from './workdays';

describe('diffSnapshots', () => {
  it('lists changed, added and removed leaves by path', () => {
    const before = { header: { total: 3 }, lines: [{ name: '李明', level: 'T08' }] };
    const after = { header: { total: 4 }, lines: [{ name: '李明', level: 'T07' }, { name: '周燕', level: 'T10' }] };
    expect(diffSnapshots(before, after)).toEqual([
      { path: 'header.total', before: 3, after: 4 },
      { path: 'lines[0].level', before: 'T08', after: 'T07' },
      { path: 'lines[1].name', before: null, after: '周燕' },
      { path: 'lines[1].level', before: null, after: 'T10' },
    ]);
  });

  it('finds nothing between equal snapshots', () => {
    expect(diffSnapshots({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});

describe('working days', () => {
  it('counts Monday to Friday after the start day', () => {
    // 2026-11-20 is a Friday
    expect(workingDaysBetween(new Date('2026-11-20T09:00:00Z'), new Date('2026-11-23T09:00:00Z'))).toBe(1);
    expect(workingDaysBetween(new Date('2026-11-20T09:00:00Z'), new Date('2026-11-20T18:00:00Z'))).toBe(0);
    expect(workingDaysBetween(new Date('2026-11-02T09:00:00Z'), new Date('2026-11-16T09:00:00Z'))).toBe(10);
  });

  it('colours over 5 days yellow and over 10 red', () => {
    expect([waitingLevel(5), waitingLevel(6), waitingLevel(10), waitingLevel(11)]).toEqual(['normal', 'warning', 'warning', 'overdue']);
  });
});
