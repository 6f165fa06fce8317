import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filings } from '../../db/tables';
import { currentPostPlan, heldByLevel } from '../jobManage';
import { currentEstablishment, quotaUse } from '../quota';

/** What a line's person held before the move: the date of the post held and the second post of a dual post. */
interface PersonBefore {
  appointDate: string | null;
  secondPostLevel: string | null;
}

/** The unit's figures the 岗位聘用变动审核表 prints: 核定编制数, 现在编人数, the plan, the holders per level, the persons' posts. */
export interface SheetFigures {
  approvedTotal: number | null;
  inEstab: number;
  planVersion: number | null;
  held: Record<string, number>;
  persons: Record<string, PersonBefore>;
}

/** The figures as they stand now, with the posts of the persons given. */
export async function sheetFiguresNow(
  db: Db, unitId: number, people: readonly ({ id: number } & PersonBefore)[],
): Promise<SheetFigures> {
  const estab = await currentEstablishment(db, unitId);
  const plan = await currentPostPlan(db, unitId);
  return {
    approvedTotal: estab?.approvedTotal ?? null,
    inEstab: (await quotaUse(db, unitId)).reduce((t, q) => t + q.actual, 0),
    planVersion: plan?.planVersion ?? null,
    held: Object.fromEntries((await heldByLevel(db, unitId)).map((h) => [h.postLevel, h.holders.length])),
    persons: Object.fromEntries(people.map((p) => [String(p.id), { appointDate: p.appointDate, secondPostLevel: p.secondPostLevel }])),
  };
}

/**
 * Stores in the filing's header (`sheetFigures`) the figures just before its effect is applied, for its audit sheet:
 * "变动前已聘" of an approved filing is then what the move changed, not what later filings left. Stored at approval
 * rather than at submission, so that no resubmission carries them into the compared snapshots.
 */
export async function recordSheetFigures(
  db: Db, filing: { id: number; unitId: number }, people: readonly ({ id: number } & PersonBefore)[],
): Promise<void> {
  const figures = await sheetFiguresNow(db, filing.unitId, people);
  await db.update(filings).set({ header: sql`${filings.header} || ${JSON.stringify({ sheetFigures: figures })}::jsonb` }).where(eq(filings.id, filing.id));
}

/** The figures stored at approval, when the header has them in shape. */
export function storedSheetFigures(header: Record<string, unknown>): SheetFigures | null {
  const f = header.sheetFigures as Partial<SheetFigures> | undefined;
  if (!f || typeof f !== 'object' || typeof f.inEstab !== 'number' || !f.held || typeof f.held !== 'object') return null;
  return {
    approvedTotal: typeof f.approvedTotal === 'number' ? f.approvedTotal : null, inEstab: f.inEstab,
    planVersion: typeof f.planVersion === 'number' ? f.planVersion : null, held: f.held, persons: f.persons ?? {},
  };
}
