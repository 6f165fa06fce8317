import { relativeTime, tableHeight, toDate } from './relativeTime';

const now = new Date('2026-11-22T10:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('relativeTime (spec §9)', () => {
  it('says just now under 30 s, minutes under an hour, hours under a day, one day under two days', () => {
    expect(relativeTime(ago(29), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(30), now)).toEqual({ kind: 'minutes', count: 1 });
    expect(relativeTime(ago(59 * 60), now)).toEqual({ kind: 'minutes', count: 59 });
    expect(relativeTime(ago(3600), now)).toEqual({ kind: 'hours', count: 1 });
    expect(relativeTime(ago(86399), now)).toEqual({ kind: 'hours', count: 23 });
    expect(relativeTime(ago(86400), now)).toEqual({ kind: 'oneDay' });
    expect(relativeTime(ago(2 * 86400), now)).toEqual({ kind: 'date', date: ago(2 * 86400) });
  });

  it('reads a ten-digit timestamp as seconds and a longer one as milliseconds', () => {
    expect(toDate(1795300000).getTime()).toBe(1795300000 * 1000);
    expect(toDate('1795300000').getTime()).toBe(1795300000 * 1000);
    expect(toDate(1795300000123).getTime()).toBe(1795300000123);
  });
});

describe('tableHeight (spec §9)', () => {
  it('is the window height minus 291 and 60 per extra row', () => {
    expect(tableHeight(900)).toBe(609);
    expect(tableHeight(900, 2)).toBe(489);
    expect(tableHeight(200)).toBe(0);
  });
});
