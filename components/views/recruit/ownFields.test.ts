import { ownErrors } from './ownFields';

describe('a recruitment filing’s own year and title', () => {
  it('takes a year of 2000–2100 and refuses one past either end, an empty one and a malformed one', () => {
    for (const year of ['2000', '2100', ' 2025 ']) expect(ownErrors({ year }, { year: true })).toEqual({});
    for (const year of ['1999', '2101', '', '20x5', '2025.5']) expect(ownErrors({ year }, { year: true })).toEqual({ year: 'year' });
  });

  it('takes a trimmed title of 1–100 characters and refuses an empty or longer one', () => {
    expect(ownErrors({ title: ` ${'题'.repeat(100)} ` }, { title: true })).toEqual({});
    expect(ownErrors({ title: '题'.repeat(101) }, { title: true })).toEqual({ title: 'title' });
    expect(ownErrors({ title: '  ' }, { title: true })).toEqual({ title: 'title' });
  });

  it('checks only the fields the screen has', () => {
    expect(ownErrors({ year: '', title: '' }, {})).toEqual({});
    expect(ownErrors({ year: '1999', title: '' }, { title: true })).toEqual({ title: 'title' });
  });
});
