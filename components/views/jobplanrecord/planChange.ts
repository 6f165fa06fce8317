import { levelsOfCategory } from '@/lib/domain/codes';
import { CATEGORIES, type PlanLine } from '@/lib/domain/postSetting';

/** How one level moves: ADDED from nothing, REMOVED to nothing, UP or DOWN, SAME; NEW where there is no plan before. */
export type LevelMove = 'ADDED' | 'REMOVED' | 'UP' | 'DOWN' | 'SAME' | 'NEW';

export interface LevelChange {
  postLevel: string;
  /** The approved count in force, null where the unit has no plan before this one. */
  before: number | null;
  after: number;
  /** after − before, null without a plan before. */
  diff: number | null;
  move: LevelMove;
  /** Holders of the level when the filing was made, null where not known (a level the proposal drops). */
  holders: number | null;
}

export interface CategoryChange {
  postCategory: string;
  rows: LevelChange[];
  before: number | null;
  after: number;
  diff: number | null;
  holders: number;
  changed: number;
}

function moveOf(before: number | null, after: number): LevelMove {
  if (before === null) return 'NEW';
  if (before === after) return 'SAME';
  if (before === 0) return 'ADDED';
  if (after === 0) return 'REMOVED';
  return after > before ? 'UP' : 'DOWN';
}

const rank = (category: string, level: string) => {
  const i = (CATEGORIES as readonly string[]).includes(category) ? levelsOfCategory(category as (typeof CATEGORIES)[number]).indexOf(level) : -1;
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
};

/**
 * The proposed plan against the plan in force, per category and level (highest level first): a level missing on
 * one side counts 0 there. `before` null is a first setting: nothing to compare, every level NEW.
 */
export function planChange(before: readonly PlanLine[] | null, after: readonly PlanLine[], holders: Readonly<Record<string, number>> = {}): CategoryChange[] {
  const out: CategoryChange[] = [];
  for (const category of CATEGORIES) {
    const was = new Map((before ?? []).filter((l) => l.postCategory === category).map((l) => [l.postLevel, l.approvedCount]));
    const now = new Map(after.filter((l) => l.postCategory === category).map((l) => [l.postLevel, l.approvedCount]));
    const levels = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => rank(category, a) - rank(category, b) || a.localeCompare(b));
    if (!levels.length) continue;
    const rows = levels.map((postLevel): LevelChange => {
      const b = before === null ? null : (was.get(postLevel) ?? 0);
      const a = now.get(postLevel) ?? 0;
      return { postLevel, before: b, after: a, diff: b === null ? null : a - b, move: moveOf(b, a), holders: now.has(postLevel) ? (holders[postLevel] ?? 0) : null };
    });
    const sum = (pick: (r: LevelChange) => number | null) => rows.reduce((s, r) => s + (pick(r) ?? 0), 0);
    const beforeTotal = before === null ? null : sum((r) => r.before);
    const afterTotal = sum((r) => r.after);
    out.push({
      postCategory: category, rows, before: beforeTotal, after: afterTotal, diff: beforeTotal === null ? null : afterTotal - beforeTotal,
      holders: sum((r) => r.holders), changed: rows.filter((r) => r.move !== 'SAME' && r.move !== 'NEW').length,
    });
  }
  return out;
}

/** A difference as people write it: +2, −1, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
