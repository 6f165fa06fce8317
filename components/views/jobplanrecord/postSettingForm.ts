import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostPlanContext, PostSettingHeader } from '@/lib/contracts/postSetting';
import { postLevelCategory } from '@/lib/domain/codes';
import { checkForm, failureKeys, type FieldRules } from '@/lib/domain/formRules';
import { blankPlanLines, planSummary, postSettingFindings, type PlanFinding, type PlanLine } from '@/lib/domain/postSetting';

/** What the clerk types: counts as text, so a half-typed value is kept as typed. */
export interface PostSettingValues {
  settingKind: 'FIRST' | 'ADJUST';
  staffCongressDate: string;
  dualPostCount: string;
  plan: string;
  /** Approved count per level code. */
  counts: Record<string, string>;
}

/** Message keys of `jobplanrecord.errors`, by field: `settingKind`, `staffCongressDate`, `dualPostCount`, `plan`, or a level code. */
export type PostSettingErrors = Record<string, string>;

/** Every level the form shows: those the rank allows, and any other the current plan or the draft holds. */
export function formLevels(context: PostPlanContext, filing?: FilingDetail): string[] {
  const levels = blankPlanLines(context.unit.unitRank).map((l) => l.postLevel);
  const extra = [...(context.plan?.lines ?? []).map((l) => l.postLevel), ...(filing?.lines ?? []).map((l) => String(l.payload.postLevel))];
  for (const level of extra) if (!levels.includes(level) && postLevelCategory(level)) levels.push(level);
  return levels;
}

export function initialValues(context: PostPlanContext, filing?: FilingDetail): PostSettingValues {
  if (filing) {
    const h = filing.header as Partial<PostSettingHeader>;
    return {
      settingKind: h.settingKind ?? 'ADJUST', staffCongressDate: h.staffCongressDate ?? '', dualPostCount: String(h.dualPostCount ?? 0), plan: h.plan ?? '',
      counts: Object.fromEntries(filing.lines.map((l) => [String(l.payload.postLevel), String(l.payload.approvedCount ?? 0)])),
    };
  }
  return {
    settingKind: context.plan ? 'ADJUST' : 'FIRST', staffCongressDate: '', dualPostCount: String(context.plan?.dualPostCount ?? 0), plan: '',
    counts: Object.fromEntries((context.plan?.lines ?? []).map((l) => [l.postLevel, String(l.approvedCount)])),
  };
}

const COUNT = /^\d{1,5}$/;
const asCount = (v: string | undefined) => (v && COUNT.test(v.trim()) ? Number(v.trim()) : 0);

export function planLinesOf(values: PostSettingValues, levels: string[]): PlanLine[] {
  return levels.map((postLevel) => ({ postCategory: postLevelCategory(postLevel)!, postLevel, approvedCount: asCount(values.counts[postLevel]) }));
}

const COUNT_RULES: FieldRules = { trim: true, pattern: COUNT, message: 'count' };

export function formErrors(values: PostSettingValues, levels: string[], today: string): PostSettingErrors {
  const header = checkForm(values, {
    staffCongressDate: { required: true, message: 'dateRequired', custom: (date) => (date as string) > today && 'dateFuture' },
    dualPostCount: { ...COUNT_RULES, required: true },
    plan: { max: 2000, message: 'planTooLong' },
  });
  const counts = checkForm(values.counts, Object.fromEntries(levels.map((level) => [level, COUNT_RULES])));
  return { ...failureKeys(header), ...failureKeys(counts) } as PostSettingErrors;
}

export function headerOf(values: PostSettingValues, context: PostPlanContext, lines: PlanLine[]): PostSettingHeader {
  const s = planSummary(lines);
  return {
    settingKind: values.settingKind, estabSnapshot: context.quotaInst, postTotal: s.total,
    managePosts: s.byCategory.MANAGE, techPosts: s.byCategory.TECH, workerPosts: s.byCategory.WORKER,
    dualPostCount: asCount(values.dualPostCount), staffCongressDate: values.staffCongressDate, plan: values.plan.trim() || undefined,
  };
}

/** The rules the server will run on the plan (R-GW-01..04), run as the clerk types. */
export function liveFindings(values: PostSettingValues, context: PostPlanContext, levels: string[]): PlanFinding[] {
  const lines = planLinesOf(values, levels);
  return postSettingFindings(headerOf(values, context, lines), lines, {
    unitRank: context.unit.unitRank, mainPostType: context.unit.mainPostType, quotaInst: context.quotaInst,
  });
}

/** The filing's own part: the header, and one line per level with the holders when the form was filled. */
export function contentOf(values: PostSettingValues, context: PostPlanContext, levels: string[]) {
  const lines = planLinesOf(values, levels);
  return {
    header: headerOf(values, context, lines),
    lines: lines.map((l) => ({ payload: { ...l, currentCount: context.holders[l.postLevel] ?? 0 } })),
  };
}

/** The form field a server refusal names (`header.staffCongressDate`, `lines.3.payload.approvedCount` → the level). */
export function fieldOfRefusal(field: string, levels: string[]): string | null {
  const header = /^header\.(\w+)/.exec(field);
  if (header) return header[1];
  const line = /^lines[.[](\d+)/.exec(field);
  return line ? levels[Number(line[1])] ?? null : null;
}
