import { planChange, signed } from './planChange';

const line = (postLevel: string, approvedCount: number) => ({
  postCategory: { M: 'MANAGE', T: 'TECH', W: 'WORKER' }[postLevel[0]]!, postLevel, approvedCount,
});

describe('the change a post setting makes to the plan in force', () => {
  const before = [line('M05', 1), line('T10', 4), line('T12', 6), line('T09', 3), line('W03', 2)];
  const after = [line('M05', 1), line('T08', 2), line('T09', 3), line('T10', 5), line('T12', 5), line('W03', 0)];
  const holders = { M05: 1, T08: 0, T09: 3, T10: 4, T12: 6, W03: 1 };
  const [manage, tech, worker] = planChange(before, after, holders);

  it('lists each category once, its levels highest first, a level on either side included', () => {
    expect([manage.postCategory, tech.postCategory, worker.postCategory]).toEqual(['MANAGE', 'TECH', 'WORKER']);
    expect(tech.rows.map((r) => r.postLevel)).toEqual(['T08', 'T09', 'T10', 'T12']);
  });

  it('marks a level added from nothing, one dropped to nothing, one raised, one lowered and one unchanged', () => {
    expect(tech.rows).toEqual([
      { postLevel: 'T08', before: 0, after: 2, diff: 2, move: 'ADDED', holders: 0 },
      { postLevel: 'T09', before: 3, after: 3, diff: 0, move: 'SAME', holders: 3 },
      { postLevel: 'T10', before: 4, after: 5, diff: 1, move: 'UP', holders: 4 },
      { postLevel: 'T12', before: 6, after: 5, diff: -1, move: 'DOWN', holders: 6 },
    ]);
    expect(worker.rows).toEqual([{ postLevel: 'W03', before: 2, after: 0, diff: -2, move: 'REMOVED', holders: 1 }]);
    expect(manage.rows).toEqual([{ postLevel: 'M05', before: 1, after: 1, diff: 0, move: 'SAME', holders: 1 }]);
  });

  it('counts a level the proposal leaves out as 0 proposed, its holders unknown', () => {
    const [t] = planChange([line('T11', 2), line('T12', 1)], [line('T12', 1)], { T12: 1 });
    expect(t.rows[0]).toEqual({ postLevel: 'T11', before: 2, after: 0, diff: -2, move: 'REMOVED', holders: null });
    expect(t).toMatchObject({ before: 3, after: 1, diff: -2, holders: 1, changed: 1 });
  });

  it('totals each category before, after, the difference, the holders and the levels changed', () => {
    expect(tech).toMatchObject({ before: 13, after: 15, diff: 2, holders: 13, changed: 3 });
    expect(worker).toMatchObject({ before: 2, after: 0, diff: -2, holders: 1, changed: 1 });
    expect(manage).toMatchObject({ before: 1, after: 1, diff: 0, changed: 0 });
  });

  it('compares nothing for a first setting: no figure before, every level new, no change counted', () => {
    const [m, t] = planChange(null, [line('M05', 1), line('T10', 4)], { T10: 2 });
    expect(m.rows).toEqual([{ postLevel: 'M05', before: null, after: 1, diff: null, move: 'NEW', holders: 0 }]);
    expect(t).toMatchObject({ before: null, after: 4, diff: null, holders: 2, changed: 0 });
  });

  it('leaves out a category neither plan has', () => {
    expect(planChange([line('T10', 1)], [line('T10', 2)]).map((c) => c.postCategory)).toEqual(['TECH']);
    expect(planChange(null, [])).toEqual([]);
  });

  it('writes a difference with its sign', () => {
    expect([signed(2), signed(0), signed(-3)]).toEqual(['+2', '0', '−3']);
  });
});
