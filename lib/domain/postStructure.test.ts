import { DETAIL_LEVELS, levelOf, postStructureRow, postStructureTotal, type PostStructureInput } from './postStructure';

const unit = (p: Partial<PostStructureInput>): PostStructureInput => ({
  unitId: 1, unitName: '单位1', mainPostType: null, hasPlan: true, set: {}, held: {}, dualPosts: 0, ...p,
});
// 5:15:30 high:middle:junior, each band's grades near their targets too: on every ratio of R-GW-04.
const balancedTech = { T05: 1, T06: 2, T07: 2, T08: 5, T09: 5, T10: 5, T11: 15, T12: 15 };

describe('postStructureRow', () => {
  it('shows neither vacancy nor excess when the posts are exactly full', () => {
    const row = postStructureRow(unit({ set: { ...balancedTech, M09: 2 }, held: { ...balancedTech, M09: 2 } }));
    expect(row.categories.TECH).toEqual({ set: 50, held: 50, vacant: 0, excess: 0 });
    expect(row.categories.MANAGE).toEqual({ set: 2, held: 2, vacant: 0, excess: 0 });
    expect(row.categories.WORKER).toEqual({ set: 0, held: 0, vacant: 0, excess: 0 });
  });

  it('counts one over as an excess of one, and the vacancies where fewer hold the posts', () => {
    const row = postStructureRow(unit({ set: { M08: 1, M09: 2, W03: 1 }, held: { M08: 1, M09: 3 } }));
    expect(row.categories.MANAGE).toEqual({ set: 3, held: 4, vacant: 0, excess: 1 });
    expect(row.categories.WORKER).toEqual({ set: 1, held: 0, vacant: 1, excess: 0 });
    expect(row.levels.M09).toEqual({ set: 2, held: 3 });
    expect(row.levels.W03).toEqual({ set: 1, held: 0 });
    expect(row.levels.W00).toBeUndefined();
    expect(levelOf(row, 'W00')).toEqual({ set: 0, held: 0 });
  });

  it('sets nothing for a unit without an approved post setting: every holder is over', () => {
    const row = postStructureRow(unit({ hasPlan: false, set: { T10: 5 }, held: { T10: 2, W00: 1 } }));
    expect(row.hasPlan).toBe(false);
    expect(row.categories.TECH).toEqual({ set: 0, held: 2, vacant: 0, excess: 2 });
    expect(row.categories.WORKER).toMatchObject({ set: 0, excess: 1 });
    expect(row.levels.T10).toEqual({ set: 0, held: 2 });
  });

  it('puts T07 in the high band and T08 in the middle, T10 in the middle and T11 in the junior', () => {
    const row = postStructureRow(unit({ set: { T07: 1, T08: 2, T10: 3, T11: 4 }, held: { T07: 5, T08: 6, T10: 7, T11: 8, T13: 9 } }));
    expect(row.techBands).toEqual({ high: { set: 1, held: 5 }, middle: { set: 5, held: 13 }, junior: { set: 4, held: 17 } });
  });

  it('details the levels from M02 to W00 in their order, M01 left out, only those set or held', () => {
    expect(Object.keys(postStructureRow(unit({ set: { W00: 1, T07: 1 }, held: { M01: 1, M09: 1 } })).levels)).toEqual(['M09', 'T07', 'W00']);
    expect(DETAIL_LEVELS).toEqual([
      'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10',
      'T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08', 'T09', 'T10', 'T11', 'T12', 'T13',
      'W01', 'W02', 'W03', 'W04', 'W05', 'W00',
    ]);
  });

  it('flags a held structure off the ratios of R-GW-04, with the rule\'s message, and not one on them', () => {
    expect(postStructureRow(unit({ held: balancedTech }))).toMatchObject({ deviates: false, deviations: [] });
    const off = postStructureRow(unit({ held: { T05: 3, T08: 4, T11: 2 } }));
    expect(off.deviates).toBe(true);
    expect(off.deviations).toContain('专业技术岗位 高级:中级:初级 为 3:4:2，偏离控制目标 1:3:6');
    expect(postStructureRow(unit({ held: { T05: 3, T08: 4, T11: 2 } }), 'en').deviations[0]).toMatch(/off the target 1:3:6/);
    // The technical share is held to 70% only in a mainly technical unit.
    const mostlyManage = { M09: 25, ...balancedTech };
    expect(postStructureRow(unit({ held: mostlyManage })).deviates).toBe(false);
    expect(postStructureRow(unit({ held: mostlyManage, mainPostType: 'TECH' })).deviations).toEqual([expect.stringMatching(/不低于岗位总量的70%，现为66.7%/)]);
    // Nobody held: nothing to deviate.
    expect(postStructureRow(unit({ set: { T05: 9 } })).deviates).toBe(false);
  });

  it('judges only the posts actually held at known levels: a level held by nobody or a code that is no level does not count', () => {
    // 50 of 70 technical: 71.4 %, on the 70 % a mainly technical unit keeps.
    const held = { M09: 20, ...balancedTech };
    expect(postStructureRow(unit({ held, mainPostType: 'TECH' })).deviations).toEqual([]);
    expect(postStructureRow(unit({ held: { ...held, X99: 10, T01: 0 }, mainPostType: 'TECH' })).deviations).toEqual([]);
    // One more manager: 50 of 71, 70.4 % still; five more: 50 of 75, 66.7 %.
    expect(postStructureRow(unit({ held: { ...held, M09: 21 }, mainPostType: 'TECH' })).deviates).toBe(false);
    expect(postStructureRow(unit({ held: { ...held, M09: 25 }, mainPostType: 'TECH' })).deviations).toEqual([expect.stringMatching(/现为66.7%/)]);
  });

  it('judges the held structure by R-GW-04 alone: no rank or level rule of a filed setting', () => {
    // As a plan of an unranked unit these posts break R-GW-02 (M02) and R-GW-03 (T01); held, they are only counted.
    expect(postStructureRow(unit({ held: { T01: 1, M02: 1, ...balancedTech } })).deviations).toEqual([]);
    expect(postStructureRow(unit({ held: { W00: 10 } })).deviations).toEqual(['工勤技能一、二、三级占工勤技能岗位的0%，控制目标约为25%']);
  });

  it('counts the dual posts given', () => {
    expect(postStructureRow(unit({ held: { M08: 1, T07: 1 }, dualPosts: 1 })).dualPosts).toBe(1);
  });
});

describe('postStructureTotal', () => {
  it('adds set and held, adds vacancies and excesses unit by unit, and deviates when a unit does', () => {
    const full = postStructureRow(unit({ unitId: 1, set: { T08: 2 }, held: { T08: 3 }, dualPosts: 1 }));
    const short = postStructureRow(unit({ unitId: 2, set: { T08: 2, T11: 1 }, held: { T08: 1 }, hasPlan: true }));
    const total = postStructureTotal([full, short], '合计');
    expect(total).toMatchObject({ unitId: 0, unitName: '合计', dualPosts: 1, deviates: true, deviations: [] });
    expect(total.categories.TECH).toEqual({ set: 5, held: 4, vacant: 2, excess: 1 });
    expect(total.techBands.middle).toEqual({ set: 4, held: 4 });
    expect(total.levels).toEqual({ T08: { set: 4, held: 4 }, T11: { set: 1, held: 0 } });
    expect(postStructureTotal([], '合计').categories.MANAGE).toEqual({ set: 0, held: 0, vacant: 0, excess: 0 });
  });

  it('details the levels any unit sets or holds, in the order of the levels whatever the units\' order', () => {
    const rows = [
      postStructureRow(unit({ unitId: 1, set: { W00: 1 }, held: { T07: 2 } })),
      postStructureRow(unit({ unitId: 2, set: { M09: 1 }, held: { W00: 3, T07: 1 } })),
    ];
    const total = postStructureTotal(rows, '合计');
    expect(Object.keys(total.levels)).toEqual(['M09', 'T07', 'W00']);
    expect(total.levels).toEqual({ M09: { set: 1, held: 0 }, T07: { set: 0, held: 3 }, W00: { set: 1, held: 3 } });
    expect(total.techBands.high).toEqual({ set: 0, held: 3 });
  });

  it('has a plan when one unit has, and deviates when one unit does, not only when all do', () => {
    const planned = postStructureRow(unit({ unitId: 1, held: balancedTech }));
    const unplanned = postStructureRow(unit({ unitId: 2, hasPlan: false, held: { M09: 31, T10: 69 } }));
    expect([planned.deviates, unplanned.deviates]).toEqual([false, true]);
    expect(postStructureTotal([planned, unplanned], '合计')).toMatchObject({ hasPlan: true, deviates: true });
    expect(postStructureTotal([unplanned], '合计')).toMatchObject({ hasPlan: false, deviates: true });
    expect(postStructureTotal([planned], '合计')).toMatchObject({ hasPlan: true, deviates: false });
  });
});

describe('the deviations of the held structure', () => {
  it('are the R-GW-04 messages, in the language asked for', () => {
    const u = unit({ mainPostType: 'TECH', held: { M09: 31, T10: 69 } });
    expect(postStructureRow(u).deviations).toEqual([
      '专技为主单位专业技术岗位应不低于岗位总量的70%，现为69%',
      '专业技术岗位 高级:中级:初级 为 0:69:0，偏离控制目标 1:3:6',
      '中级 八级:九级:十级 为 0:0:69，偏离控制目标 3:4:3',
    ]);
    expect(postStructureRow(u, 'en').deviations).toEqual([
      'A mainly technical unit keeps professional-technical posts at 70% of the total or more; now 69%',
      'Professional-technical senior:intermediate:junior is 0:69:0, off the target 1:3:6',
      'Intermediate grades 8:9:10 is 0:0:69, off the target 3:4:3',
    ]);
    expect(postStructureRow(u).deviates).toBe(true);
  });
});
