/** The pure parts of 岗位聘用变动审核表 (domain.md §5.4): the levels a filing moves, their summary, the opinions, the years. */
import { addedLevels, type PostMove } from './jobManage';

/** The number of annual assessments the sheet shows (近三年考核结果). */
export const ASSESSMENT_YEARS = 3;

/** The three assessment years before the filing year: a filing of 2026 shows 2023, 2024 and 2025. */
export function assessmentYears(filingDate: string): number[] {
  const year = Number(filingDate.slice(0, 4));
  return Array.from({ length: ASSESSMENT_YEARS }, (_, i) => year - ASSESSMENT_YEARS + i);
}

/** One line as the summary sees it: the kind, the post held when filed and the post asked for. */
export interface SheetMove extends PostMove {
  kind: string;
  /** The second post a DUAL_REMOVE ends (the line names it, or the person's record did when filed). */
  removedSecondLevel?: string | null;
}

/** The level a line gives up, if the person leaves one. */
function releasedLevel(m: SheetMove): string | null {
  if (m.kind === 'DUAL_REMOVE') return m.removedSecondLevel ?? null;
  if (m.kind === 'DUAL_ADD') return null;
  if (m.kind === 'DISMISS_POST') return m.fromLevel ?? null;
  return m.toLevel && m.fromLevel && m.toLevel !== m.fromLevel ? m.fromLevel : null;
}

/**
 * 本次增减 per level: +1 where a line takes a level the person does not hold, −1 where it gives one up. Every level a
 * line names is listed, a renewal's with 0.
 */
export function levelChanges(moves: readonly SheetMove[]): Record<string, number> {
  const out: Record<string, number> = {};
  const bump = (level: string | null | undefined, n: number) => {
    if (level) out[level] = (out[level] ?? 0) + n;
  };
  for (const m of moves) {
    for (const level of [m.fromLevel, m.toLevel, m.kind === 'DUAL_ADD' ? m.secondLevel : null, releasedLevel(m)]) bump(level, 0);
    for (const level of addedLevels(m.kind, { postLevel: m.fromLevel ?? null }, m)) bump(level, 1);
    bump(releasedLevel(m), -1);
  }
  return out;
}

export interface LevelSummaryRow {
  level: string;
  /** 设置数: the approved count of the level in the post plan. */
  approved: number;
  /** 变动前已聘, or null when the figures of that moment are not known. */
  heldBefore: number | null;
  /** 本次增减 */
  change: number;
  /** 变动后已聘 */
  heldAfter: number | null;
  /** 空岗 = 设置数 − 变动后已聘 (negative: over the plan). */
  vacancy: number | null;
}

/** The summary of the levels involved, in the order of `levelOrder` (the code list's). */
export function levelSummary(
  changes: Record<string, number>, approved: Record<string, number>, heldBefore: Record<string, number> | null, levelOrder: readonly string[],
): LevelSummaryRow[] {
  const rank = (l: string) => (levelOrder.includes(l) ? levelOrder.indexOf(l) : levelOrder.length);
  return Object.keys(changes).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map((level) => {
    const a = approved[level] ?? 0;
    const before = heldBefore ? heldBefore[level] ?? 0 : null;
    const after = before === null ? null : before + changes[level];
    return { level, approved: a, heldBefore: before, change: changes[level], heldAfter: after, vacancy: after === null ? null : a - after };
  });
}

interface Review {
  seq: number;
  action: string;
  opinion: string | null;
  actorName: string;
  actedAt: string;
}

export interface SheetOpinion {
  opinion: string | null;
  reviewer: string | null;
  date: string | null;
}

const BLANK: SheetOpinion = { opinion: null, reviewer: null, date: null };

/**
 * 签章区: the competent authority's and the bureau's latest approvals of the current round (after the last
 * submission), so that an approval given before a return does not stand for a node the filing has not reached again.
 */
export function sheetOpinions(reviews: readonly Review[]): { zg: SheetOpinion; rsj: SheetOpinion } {
  const ordered = [...reviews].sort((a, b) => a.seq - b.seq);
  const lastSubmit = ordered.findLastIndex((r) => r.action === 'SUBMIT');
  const round = ordered.slice(lastSubmit + 1);
  const of = (action: string): SheetOpinion => {
    const r = round.findLast((x) => x.action === action);
    return r ? { opinion: r.opinion, reviewer: r.actorName, date: r.actedAt.slice(0, 10) } : BLANK;
  };
  return { zg: of('ZG_APPROVE'), rsj: of('RSJ_APPROVE') };
}

/** The sheet is marked "审核中 仅供参考" until the filing is approved. */
export const sheetIsProvisional = (status: string) => status !== 'APPROVED';
