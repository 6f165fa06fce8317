/** 招聘统计 (domain.md §5.2): a unit's approved recruitment plans of a year against the results filed on them. */

export interface PlannedPost {
  postCode: string;
  postName: string;
  recruitCount: number;
}

/** One approved plan: its posts and, per post code (any case), the persons of the approved results filed on it. */
export interface PlanFacts {
  posts: readonly PlannedPost[];
  filedByPost: ReadonlyMap<string, number>;
}

export interface UnfilledPost {
  postCode: string;
  postName: string;
  planned: number;
  filed: number;
}

export interface RecruitStatsRow {
  unitId: number;
  unitName: string;
  /** 计划岗位数 and 计划人数 of the year's approved plans. */
  posts: number;
  planned: number;
  /** 已备案结果人数: persons of the approved results on those plans. */
  filed: number;
  /** 完成率: filed ÷ planned, percent with one decimal; none when nothing was planned. */
  completionRate: number | null;
  unfilledCount: number;
  /** 未完成岗位: the posts with fewer persons filed than planned. */
  unfilledPosts: UnfilledPost[];
}

/** Percent with one decimal, none of nothing. */
export function completionRate(filed: number, planned: number): number | null {
  return planned > 0 ? Math.round((filed * 1000) / planned) / 10 : null;
}

/** Counts one unit's plans of the year into its row. */
export function recruitStatsRow(unit: { unitId: number; unitName: string }, plans: readonly PlanFacts[]): RecruitStatsRow {
  let posts = 0;
  let planned = 0;
  let filed = 0;
  const unfilledPosts: UnfilledPost[] = [];
  for (const plan of plans) {
    const byCode = new Map([...plan.filedByPost].map(([code, n]) => [code.toUpperCase(), n]));
    for (const p of plan.posts) {
      const got = byCode.get(p.postCode.toUpperCase()) ?? 0;
      posts += 1;
      planned += p.recruitCount;
      filed += got;
      if (got < p.recruitCount) unfilledPosts.push({ postCode: p.postCode, postName: p.postName, planned: p.recruitCount, filed: got });
    }
  }
  return { ...unit, posts, planned, filed, completionRate: completionRate(filed, planned), unfilledCount: unfilledPosts.length, unfilledPosts };
}

/** The total row: the counts added up, the rate over the sums; the posts themselves are listed on the units' rows. */
export function recruitStatsTotal(rows: readonly RecruitStatsRow[], label: string): RecruitStatsRow {
  const sum = (k: 'posts' | 'planned' | 'filed' | 'unfilledCount') => rows.reduce((t, r) => t + r[k], 0);
  const planned = sum('planned');
  const filed = sum('filed');
  return {
    unitId: 0, unitName: label, posts: sum('posts'), planned, filed, completionRate: completionRate(filed, planned), unfilledCount: sum('unfilledCount'),
    unfilledPosts: [],
  };
}

/** The unfilled posts as one line of text: 名称（已备案/计划）, joined. */
export function unfilledText(posts: readonly UnfilledPost[], lang: 'zh' | 'en' = 'zh'): string {
  return lang === 'en'
    ? posts.map((p) => `${p.postName} (${p.filed}/${p.planned})`).join('; ')
    : posts.map((p) => `${p.postName}（${p.filed}/${p.planned}）`).join('、');
}
