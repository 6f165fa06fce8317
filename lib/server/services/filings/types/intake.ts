import 'server-only';
import type { Finding } from '@/lib/domain/filing/findingText';
import { duplicateIdIssues, newPersonIssues, type NewPersonFacts, type RoomFacts } from '@/lib/domain/recruit';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../session';
import { recruitRooms, replacedPersons, WITHDRAWABLE } from '../../recruit/intake';
import { idNumberIssues } from '../../recruit/persons';
import type { QuotaUse } from '../../quota';
import { assertWithdrawable, changedSince, laterFilingOf, withdrawRecord } from '../corrections';
import type { FilingLineRow, FilingRow, RuleContext } from '../definition';
import { linePersons } from './personLines';

/** The ID number of the line a finding's field names (`lines[n]…`), upper case. */
const idNumberAt = (lines: FilingLineRow[], field = '') => String(lines[Number(/^lines\[(\d+)\]/.exec(field)?.[1] ?? -1)]?.payload.idNumber ?? '').toUpperCase();

/**
 * The checks of the new persons an intake (招聘结果、人才引进) lists: valid ID numbers agreeing with the persons (R-ID-01/02,
 * R-DT-01), each once, the type's own line checks (`own`), and none on record or in another arrival (R-ID-03, R-GEN-04)
 * — save the persons of the original a correction replaces, listed again: its approval withdraws them first.
 */
export async function newPersonFindings(ctx: RuleContext, lines: NewPersonFacts[], own: Finding[]): Promise<Finding[]> {
  const replaced = new Set((await replacedPersons(ctx.db, ctx.filing)).map((p) => p.idNumber.toUpperCase()));
  const onRecord = await idNumberIssues(ctx.db, ctx.filing, ctx.lines);
  return [
    ...lines.flatMap((l, i) => newPersonIssues(l, i, ctx.today)), ...duplicateIdIssues(lines), ...own,
    ...onRecord.filter((f) => f.code !== 'R-ID-03' || !replaced.has(idNumberAt(ctx.lines, f.field))),
  ];
}

/**
 * The unit's room for recruitment (recruitRooms), the establishment held by the persons of the original a correction
 * replaces counted vacant: its approval withdraws them first.
 */
export async function roomsOfIntake(ctx: RuleContext): Promise<(QuotaUse & RoomFacts)[]> {
  const replaced = (await replacedPersons(ctx.db, ctx.filing)).filter((p) => p.estabStatus === 'IN');
  return (await recruitRooms(ctx.db, ctx.unit.id, ctx.today, ctx.filing.id))
    .map((r) => ({ ...r, vacancy: r.vacancy + replaced.filter((p) => p.estabType === r.estabType).length }));
}

/**
 * R-CORR-02 (招聘结果 and 人才引进): a correction lists again, under the same ID number, everyone of the original who has
 * arrived since. The arrival started the person on duty, which a correction does not undo: a departure is a 减员, a
 * wrong identity a 人员信息变更 (keptArrivals.ts keeps the arrival of those listed again).
 */
export async function arrivedKeptRule(ctx: RuleContext): Promise<Finding[]> {
  const arrived = (await replacedPersons(ctx.db, ctx.filing)).filter((p) => p.personStatus === 'ON_DUTY');
  const listed = new Set(ctx.lines.map((l) => String(l.payload.idNumber ?? '').toUpperCase()));
  return arrived.filter((p) => !listed.has(p.idNumber.toUpperCase())).map((p) => ({
    code: 'R-CORR-02', level: 'ERROR' as const, field: 'lines',
    message: `${p.name}已报到上岗，更正件须以原身份证号保留该人员；其离开请办理减员，身份信息有误请办理人员信息变更`,
    messageEn: `${p.name} has arrived and is on duty: the correction must list them again under the same ID number `
      + '(a departure is a staff reduction, a wrong identity a change of person information)',
  }));
}

/**
 * A wrong result's (or 人才引进's) persons withdrawn: each it put on record (awaiting arrival or arrived since) is taken
 * off the books with the history rows the result wrote (an arrival's start in the establishment and post), which frees
 * the plan's seats and the quota — unless a filing has changed them since, or their record is older than the result (a
 * former employee it brought back), which withdrawing would lose. Rows of the record older than the result stay.
 */
export async function withdrawIntake(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  for (const p of people.values()) {
    if (!WITHDRAWABLE.includes(p.personStatus)) throw changedSince(p, await laterFilingOf(db, p.id, original));
    await assertWithdrawable(db, p, original);
    await withdrawRecord(db, p, original, actor);
  }
}
