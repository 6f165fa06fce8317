import 'server-only';
import { inArray } from 'drizzle-orm';
import { CODE_LISTS } from '@/data/codes';
import type { Tx } from './client';
import { assessUnit, type Assessment } from './seed/assessments';
import { bulkInsert } from './seed/bulkInsert';
import { estabRow, planRows } from './seed/estab';
import { IdNumbers } from './seed/identity';
import { leaveRows } from './seed/leaves';
import { generatePersons, type PersonDraft } from './seed/persons';
import { Rng } from './seed/prng';
import { UNIT_SETUPS } from './seed/units';
import { units } from './schema';
import {
  codeItems, personAssessments, personEducations, personExchanges, personPostHistory, persons, personStatusHistory, personTitleHistory,
  unitEstablishments, unitPostPlanLines, unitPostPlans,
} from './schema-business';

/**
 * The day the demo dataset is drawn as of: ages, dates and the 2023–2025 assessments are consistent on this
 * day. seedDemo passes it (not the real date) so that every fresh database holds the same people.
 */
export const DEMO_REFERENCE_DATE = '2026-11-21';

/** Fills code_item from the code lists of domain.md §6; codes already present (and any edits to them) are kept. */
export async function seedCodeLists(tx: Tx): Promise<void> {
  const rows = Object.entries(CODE_LISTS).flatMap(([list, entries]) => entries.map((e, i) => ({
    list, code: e.code, nameZh: e.zh, nameEn: e.en, groupCode: e.groupCode ?? null, selectable: e.selectable ?? true, sort: e.sort ?? i + 1,
  })));
  await bulkInsert(tx, codeItems, rows, { onConflictDoNothing: true });
}

/**
 * The business part of the demo dataset for the units of data/seed/demo.ts: a current staffing quota for
 * every unit, an approved post plan for the three base units, and their persons with education, current
 * appointment, title and 2023–2025 assessment rows.
 */
export async function seedBusinessDemo(tx: Tx, unitIds: Map<string, number>, today: string = DEMO_REFERENCE_DATE): Promise<void> {
  const unitRows = await tx.select({ id: units.id, unitName: units.unitName, unitCategory: units.unitCategory, unitRank: units.unitRank })
    .from(units).where(inArray(units.id, [...unitIds.values()]));
  const unitById = new Map(unitRows.map((u) => [u.id, u]));
  const setups = UNIT_SETUPS.map((setup) => {
    const unit = unitById.get(unitIds.get(setup.key) ?? -1);
    if (!unit) throw new Error(`demo unit ${setup.key} was not seeded`);
    return { setup, unit };
  });

  await tx.insert(unitEstablishments).values(setups.map(({ setup, unit }) => estabRow(setup, unit.id)));
  for (const { setup, unit } of setups) {
    const rows = planRows(setup, unit.id, unit.unitRank);
    if (!rows) continue;
    const [plan] = await tx.insert(unitPostPlans).values(rows.plan).returning({ id: unitPostPlans.id });
    await tx.insert(unitPostPlanLines).values(rows.lines.map((l) => ({ ...l, planId: plan.id })));
  }

  const ids = new IdNumbers();
  const drafts: PersonDraft[] = [];
  const assessments: { draft: PersonDraft; rows: Assessment[] }[] = [];
  for (const { setup, unit } of setups) {
    const unitDrafts = generatePersons({ setup, unitId: unit.id, isInstitution: unit.unitCategory === 'PUBLIC_INST', today, ids });
    const byIndex = assessUnit(new Rng(`demo-assessments-${setup.key}`), unitDrafts.map((d) => d.person), today);
    for (const [i, rows] of byIndex) assessments.push({ draft: unitDrafts[i], rows });
    drafts.push(...unitDrafts);
  }

  await bulkInsert(tx, persons, drafts.map((d) => d.person));
  const inserted = await tx.select({ id: persons.id, idNumber: persons.idNumber }).from(persons).where(inArray(persons.unitId, [...unitIds.values()]));
  const personIds = new Map(inserted.map((p) => [p.idNumber, p.id]));
  const idOf = (d: PersonDraft) => personIds.get(d.person.idNumber)!;
  await bulkInsert(tx, personEducations, drafts.flatMap((d) => d.educations.map((e) => ({ ...e, personId: idOf(d) }))));
  await bulkInsert(tx, personPostHistory, drafts.flatMap((d) => (d.post ? [{ ...d.post, personId: idOf(d) }] : [])));
  await bulkInsert(tx, personTitleHistory, drafts.flatMap((d) => (d.title ? [{ ...d.title, personId: idOf(d) }] : [])));
  await bulkInsert(tx, personAssessments, assessments.flatMap(({ draft, rows }) => rows.map((a) => ({ ...a, personId: idOf(draft) }))));
  const leaves = leaveRows(drafts, unitById, unitIds);
  await bulkInsert(tx, personStatusHistory, leaves.periods.map(({ draft, row }) => ({ ...row, personId: idOf(draft) })));
  await bulkInsert(tx, personExchanges, leaves.exchanges.map(({ draft, row }) => ({ ...row, personId: idOf(draft) })));
}
