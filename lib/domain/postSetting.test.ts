import { blankPlanLines, levelName, planSummary, postSettingFindings, type PlanLine, type PlanTotals, type PlanUnit } from './postSetting';

const line = (postLevel: string, approvedCount: number): PlanLine => ({
  postCategory: postLevel.startsWith('M') ? 'MANAGE' : postLevel.startsWith('T') ? 'TECH' : 'WORKER', postLevel, approvedCount,
});

/** A plan on every target: 10 management, 200 technical (高:中:初 20:60:120, each band on its ratio), 20 worker posts. */
const balanced = (): PlanLine[] => [
  line('M06', 1), line('M07', 2), line('M08', 3), line('M09', 4),
  line('T02', 1), line('T03', 3), line('T04', 6),
  line('T05', 2), line('T06', 4), line('T07', 4),
  line('T08', 18), line('T09', 24), line('T10', 18),
  line('T11', 60), line('T12', 60), line('T13', 0),
  line('W01', 0), line('W02', 1), line('W03', 4), line('W04', 8), line('W05', 7),
];

/** The header as the form computes it from the lines. */
const totalsOf = (lines: PlanLine[], extra: Partial<PlanTotals> = {}): PlanTotals => {
  const s = planSummary(lines);
  return { postTotal: s.total, managePosts: s.byCategory.MANAGE, techPosts: s.byCategory.TECH, workerPosts: s.byCategory.WORKER, dualPostCount: 0, ...extra };
};

const unit: PlanUnit = { unitRank: 'DIV_DEP', mainPostType: 'TECH', quotaInst: 250 };
const codes = (lines: PlanLine[], header = totalsOf(lines), u = unit) => postSettingFindings(header, lines, u).map((f) => `${f.code}/${f.level}`);

describe('planSummary', () => {
  it('adds the levels per category, the shares with one decimal and the highest level set', () => {
    const s = planSummary(balanced());
    expect(s.byCategory).toEqual({ MANAGE: 10, TECH: 200, WORKER: 20 });
    expect(s.total).toBe(230);
    expect(s.shares).toEqual({ MANAGE: 4.3, TECH: 87, WORKER: 8.7 });
    expect(s.techBands).toEqual({ high: 20, middle: 60, junior: 120 });
    expect(s.highest).toEqual({ MANAGE: 'M06', TECH: 'T02', WORKER: 'W02' });
  });

  it('has no shares for an empty plan', () => {
    expect(planSummary([line('T05', 0)]).shares).toEqual({ MANAGE: null, TECH: null, WORKER: null });
  });
});

describe('R-GW-01 totals', () => {
  it('passes when the levels, categories and total agree within the quota', () => {
    expect(codes(balanced()).filter((c) => c.endsWith('ERROR'))).toEqual([]);
  });

  it('refuses a category total that is not the sum of its levels', () => {
    const lines = balanced();
    const found = postSettingFindings(totalsOf(lines, { managePosts: 11, postTotal: 231 }), lines, unit);
    expect(found[0]).toMatchObject({ code: 'R-GW-01', level: 'ERROR', field: 'header.managePosts', message: '管理岗位各等级设置数之和（10）与管理岗位合计（11）不一致' });
  });

  it('refuses a total that is not the sum of the three categories (dual posts count once)', () => {
    const lines = balanced();
    const found = postSettingFindings(totalsOf(lines, { postTotal: 232, dualPostCount: 2 }), lines, unit);
    expect(found.map((f) => f.field)).toEqual(expect.arrayContaining(['header.postTotal']));
    expect(found.find((f) => f.field === 'header.postTotal')!.message).toMatch(/三类岗位合计（230）与岗位总量（232）不一致/);
  });

  it('allows a total equal to the institution quota and refuses one above it', () => {
    const lines = balanced();
    expect(codes(lines, totalsOf(lines), { ...unit, quotaInst: 230 })).not.toContain('R-GW-01/ERROR');
    const over = postSettingFindings(totalsOf(lines), lines, { ...unit, quotaInst: 229 });
    expect(over).toContainEqual(expect.objectContaining({ code: 'R-GW-01', message: '岗位总量（230）超过核定事业编制数（229）' }));
  });
});

describe('R-GW-02 highest management level by rank', () => {
  it.each([
    ['DEPT_FULL', 'M03', 'M02'], ['DEPT_DEP', 'M04', 'M03'], ['DIV_FULL', 'M05', 'M04'], ['DIV_DEP', 'M06', 'M05'],
    ['SEC_FULL', 'M07', 'M06'], ['SEC_DEP', 'M08', 'M07'], ['STOCK', 'M09', 'M08'], ['NONE', 'M09', 'M08'],
  ])('%s may set %s but not %s', (unitRank, allowed, above) => {
    const at = [line(allowed, 1), line('T10', 9)];
    expect(codes(at, totalsOf(at), { ...unit, unitRank })).not.toContain('R-GW-02/ERROR');
    const over = [line(above, 1), line('T10', 9)];
    const found = postSettingFindings(totalsOf(over), over, { ...unit, unitRank });
    expect(found).toContainEqual(expect.objectContaining({ code: 'R-GW-02', level: 'ERROR', field: 'lines[0].approvedCount' }));
  });

  it('names the cap in the message and ignores a level above it set to 0', () => {
    const lines = [line('M05', 1), line('T10', 9)];
    expect(postSettingFindings(totalsOf(lines), lines, unit).find((f) => f.code === 'R-GW-02')!.message)
      .toBe('副处级单位管理岗位最高只能设置到六级职员，不能设置五级职员');
    const zero = [line('M05', 0), line('T10', 9)];
    expect(codes(zero)).not.toContain('R-GW-02/ERROR');
  });
});

describe('R-GW-03 专业技术一级', () => {
  it('refuses one T01 post and accepts a T01 line at 0', () => {
    const one = [line('T01', 1), line('T10', 9)];
    expect(postSettingFindings(totalsOf(one), one, unit)).toContainEqual(expect.objectContaining({ code: 'R-GW-03', field: 'lines[0].approvedCount' }));
    const zero = [line('T01', 0), line('T10', 9)];
    expect(codes(zero)).not.toContain('R-GW-03/ERROR');
  });
});

describe('R-GW-04 structure ratios (warnings)', () => {
  it('says nothing about a plan on target', () => {
    expect(codes(balanced())).toEqual([]);
  });

  it('warns below 70% technical posts in a 专技为主 unit, at 70% exactly it does not', () => {
    const at70 = [line('M09', 30), line('T10', 70)];
    expect(postSettingFindings(totalsOf(at70), at70, unit).map((f) => f.message)).not.toContainEqual(expect.stringMatching(/不低于/));
    const below = [line('M09', 31), line('T10', 69)];
    expect(postSettingFindings(totalsOf(below), below, unit)).toContainEqual(expect.objectContaining({
      code: 'R-GW-04', level: 'WARN', message: '专技为主单位专业技术岗位应不低于岗位总量的70%，现为69%',
    }));
    expect(postSettingFindings(totalsOf(below), below, { ...unit, mainPostType: 'MANAGE' }).map((f) => f.message))
      .not.toContainEqual(expect.stringMatching(/不低于/));
  });

  it('warns when a band share is more than 10 points off its target, not at 10 points', () => {
    // 正高 1:3:6 → 10%:30%:60%; 2:3:5 is 10 points off on two shares, 2:2:6 is 10 points off on 二级 and 三级.
    const within = balanced().map((l) => (l.postLevel === 'T02' ? { ...l, approvedCount: 2 } : l.postLevel === 'T04' ? { ...l, approvedCount: 5 } : l));
    expect(postSettingFindings(totalsOf(within), within, unit).map((f) => f.message)).not.toContainEqual(expect.stringMatching(/正高级/));
    const off = balanced().map((l) => (l.postLevel === 'T02' ? { ...l, approvedCount: 3 } : l.postLevel === 'T04' ? { ...l, approvedCount: 4 } : l));
    expect(postSettingFindings(totalsOf(off), off, unit)).toContainEqual(expect.objectContaining({
      code: 'R-GW-04', level: 'WARN', message: '正高级 二级:三级:四级 为 3:3:4，偏离控制目标 1:3:6',
    }));
  });

  it('warns about worker grades one to three far above 25%', () => {
    const lines = balanced().map((l) => (l.postLevel === 'W03' ? { ...l, approvedCount: 12 } : l));
    const found = postSettingFindings(totalsOf(lines), lines, { ...unit, quotaInst: 300 });
    expect(found).toContainEqual(expect.objectContaining({ code: 'R-GW-04', message: '工勤技能一、二、三级占工勤技能岗位的46.4%，控制目标约为25%' }));
    expect(found.every((f) => f.level === 'WARN')).toBe(true);
  });
});

describe('line shape', () => {
  it('refuses an empty plan, a level of another category and a level twice', () => {
    expect(postSettingFindings(totalsOf([]), [], unit)).toEqual([expect.objectContaining({ code: 'R-GEN-01', field: 'lines' })]);
    const wrong = [{ postCategory: 'MANAGE', postLevel: 'T05', approvedCount: 1 }];
    expect(postSettingFindings(totalsOf(wrong), wrong, unit)[0]).toMatchObject({ code: 'R-GW-11', field: 'lines[0].postLevel' });
    const twice = [line('T05', 1), line('T05', 2)];
    expect(postSettingFindings(totalsOf(twice), twice, unit)[0].message).toBe('第 2 行与第 1 行是同一岗位等级（专业技术五级）');
  });
});

describe('helpers', () => {
  it('names levels', () => {
    expect([levelName('M05'), levelName('T13'), levelName('W03'), levelName('W00'), levelName('X1')])
      .toEqual(['五级职员', '专业技术十三级', '技术工三级', '普通工', 'X1']);
  });

  it('starts a first setting with every level the rank allows', () => {
    const lines = blankPlanLines('DIV_FULL');
    expect(lines.filter((l) => l.postCategory === 'MANAGE').map((l) => l.postLevel)).toEqual(['M05', 'M06', 'M07', 'M08', 'M09', 'M10']);
    expect(lines.filter((l) => l.postCategory === 'TECH')).toHaveLength(13);
    expect(lines.filter((l) => l.postCategory === 'WORKER').map((l) => l.postLevel)).toEqual(['W01', 'W02', 'W03', 'W04', 'W05', 'W00']);
    expect(lines.every((l) => l.approvedCount === 0)).toBe(true);
  });
});

describe('each finding in full, in both languages', () => {
  const finding = (code: string, level: 'ERROR' | 'WARN', field: string, message: string, messageEn: string) => ({ code, level, field, message, messageEn });

  it('R-GW-01 names each category whose levels miss its total, then the total and the quota', () => {
    const lines = balanced();
    const header = totalsOf(lines, { managePosts: 11, techPosts: 199, workerPosts: 21, postTotal: 232 });
    expect(postSettingFindings(header, lines, { ...unit, quotaInst: 229 })).toEqual([
      finding('R-GW-01', 'ERROR', 'header.managePosts', '管理岗位各等级设置数之和（10）与管理岗位合计（11）不一致', 'The levels of management posts add up to 10, not to their total 11'),
      finding('R-GW-01', 'ERROR', 'header.techPosts', '专业技术岗位各等级设置数之和（200）与专业技术岗位合计（199）不一致', 'The levels of professional-technical posts add up to 200, not to their total 199'),
      finding('R-GW-01', 'ERROR', 'header.workerPosts', '工勤技能岗位各等级设置数之和（20）与工勤技能岗位合计（21）不一致', 'The levels of skilled worker posts add up to 20, not to their total 21'),
      finding('R-GW-01', 'ERROR', 'header.postTotal', '三类岗位合计（231）与岗位总量（232）不一致（双肩挑岗位只按主岗位计一次）', 'The three categories add up to 231, not to the post total 232 (a dual post counts once, by its main post)'),
      finding('R-GW-01', 'ERROR', 'header.postTotal', '岗位总量（232）超过核定事业编制数（229）', 'The post total 232 exceeds the approved institution quota 229'),
    ]);
  });

  it('R-GW-02 names the rank and the cap, and an unknown rank by its code', () => {
    const lines = [line('M05', 1), line('T10', 9)];
    const techWarnings = [
      finding('R-GW-04', 'WARN', 'lines', '专业技术岗位 高级:中级:初级 为 0:9:0，偏离控制目标 1:3:6', 'Professional-technical senior:intermediate:junior is 0:9:0, off the target 1:3:6'),
      finding('R-GW-04', 'WARN', 'lines', '中级 八级:九级:十级 为 0:0:9，偏离控制目标 3:4:3', 'Intermediate grades 8:9:10 is 0:0:9, off the target 3:4:3'),
    ];
    expect(postSettingFindings(totalsOf(lines), lines, unit)).toEqual([
      finding('R-GW-02', 'ERROR', 'lines[0].approvedCount', '副处级单位管理岗位最高只能设置到六级职员，不能设置五级职员', 'A division-level (deputy) unit sets management posts up to management grade 6, not management grade 5'),
      ...techWarnings,
    ]);
    expect(postSettingFindings(totalsOf(lines), lines, { ...unit, unitRank: 'XX' })[0]).toEqual(
      finding('R-GW-02', 'ERROR', 'lines[0].approvedCount', 'XX单位管理岗位最高只能设置到九级职员，不能设置五级职员', 'A XX unit sets management posts up to management grade 9, not management grade 5'),
    );
  });

  it('R-GW-03 on the T01 line', () => {
    const lines = [line('T01', 1), line('T10', 9)];
    expect(postSettingFindings(totalsOf(lines), lines, unit)[0]).toEqual(
      finding('R-GW-03', 'ERROR', 'lines[0].approvedCount', '专业技术一级岗位为国家专设，地方单位设置数须为0', 'Professional-technical grade 1 posts are set by the state only; a local unit sets 0'),
    );
  });

  it("R-GW-04 on the main category's total, and on both worker targets", () => {
    const below = [line('M09', 31), line('T10', 69)];
    expect(postSettingFindings(totalsOf(below), below, unit)[0]).toEqual(
      finding('R-GW-04', 'WARN', 'header.techPosts', '专技为主单位专业技术岗位应不低于岗位总量的70%，现为69%', 'A mainly technical unit keeps professional-technical posts at 70% of the total or more; now 69%'),
    );
    const workers = balanced().map((l) => (l.postLevel === 'W02' ? { ...l, approvedCount: 5 } : l));
    expect(postSettingFindings(totalsOf(workers), workers, { ...unit, quotaInst: 300 })).toEqual([
      finding('R-GW-04', 'WARN', 'lines', '工勤技能一、二、三级占工勤技能岗位的37.5%，控制目标约为25%', 'Skilled worker grades 1–3 are 37.5% of the skilled worker posts; the target is about 25%'),
      finding('R-GW-04', 'WARN', 'lines', '工勤技能一、二级占工勤技能岗位的20.8%，控制目标约为5%', 'Skilled worker grades 1–2 are 20.8% of the skilled worker posts; the target is about 5%'),
    ]);
  });

  it('the line shape: an empty plan, a level of another category, a level twice', () => {
    expect(postSettingFindings(totalsOf([]), [], unit)).toEqual([
      finding('R-GEN-01', 'ERROR', 'lines', '请至少填写一个岗位等级的设置数', 'Set the count of at least one post level'),
    ]);
    const lines = [{ postCategory: 'MANAGE', postLevel: 'T05', approvedCount: 1 }, line('T05', 2)];
    expect(postSettingFindings(totalsOf(lines), lines, unit)).toEqual([
      finding('R-GW-11', 'ERROR', 'lines[0].postLevel', '第 1 行：岗位等级 T05 不属于所选岗位类别', 'Line 1: post level professional-technical grade 5 does not belong to the post category'),
      finding('R-GEN-01', 'ERROR', 'lines[1].postLevel', '第 2 行与第 1 行是同一岗位等级（专业技术五级）', 'Line 2 sets the same post level as line 1 (professional-technical grade 5)'),
    ]);
  });

  it('a department-level unit starts its first setting at 三级职员', () => {
    expect(blankPlanLines('DEPT_FULL').filter((l) => l.postCategory === 'MANAGE').map((l) => l.postLevel))
      .toEqual(['M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10']);
  });
});
