import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FilingType } from '@/lib/contracts/filing';
import type { Finding } from '@/lib/domain/filing/findingText';
import { postAppointHeader, postChangeHeader, postMoveLine, type PostMoveLine } from '@/lib/contracts/jobManage';
import { postMoveFindings } from '@/lib/domain/jobManage';
import type { Db } from '../../../db/client';
import { filingLines, filings, personPostHistory, persons } from '../../../db/tables';
import type { SessionUser } from '../../../session';
import { OCCUPYING_STATUSES } from '../../quota';
import { currentPostPlan, moveKindOf as kindOf } from '../../jobManage';
import { personsOf, postClaimRule } from '../../postClaims';
import { recordSheetFigures, storedSheetFigures } from '../../reports/jobChangeFigures';
import {
  assertUnchangedSince, beforeCorrected, beforeNotRecorded, beforeNotRecordedFinding, beforeOf, changedSince, correctionRule,
} from '../corrections';
import { keepRecordFound } from '../recordFound';
import type { FilingDefinition, FilingLineRow, FilingRow, Rule, RuleContext } from '../definition';
import { publicityRule } from './publicity';
import { linePersons, NO_LINES, onLine, perLinePerson, personOf, type PersonRow } from './personLines';

const payloadOf = (l: { payload: Record<string, unknown> }) => l.payload as PostMoveLine;

/** The post fields a move changes: what its line keeps of them when it lands (recordBefore), for a correction to give back. */
const POST_FIELDS = ['postCategory', 'postLevel', 'appointDate', 'dualPost', 'secondPostCategory', 'secondPostLevel'] as const;
type PostBefore = Pick<PersonRow, (typeof POST_FIELDS)[number]>;
const postOf = (p: PersonRow): PostBefore => Object.fromEntries(POST_FIELDS.map((k) => [k, p[k]])) as PostBefore;

/** R-GW-07..11 per person: in the unit and on duty, the post filed is the post held, the move fits the person. */
async function personRules(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [NO_LINES];
  const people = await personsOf(ctx.db, ctx.lines);
  // The persons of the original a correction replaces are judged at the post they held before it, which its approval gives back.
  const undone = await beforeCorrected<PostBefore>(ctx.db, ctx.filing);
  const unrecorded: Finding[] = [];
  for (const [id, p] of people) {
    const before = undone.get(id);
    if (before) people.set(id, { ...p, ...before });
    else if (before === null) unrecorded.push(beforeNotRecordedFinding(p.name, '岗位', 'post'));
  }
  const kind = kindOf(ctx.filing);
  return [...unrecorded, ...perLinePerson(
    ctx.lines, people, ctx.filing.unitId,
    (p) => (p.recordStatus === 'FILED' && OCCUPYING_STATUSES.includes(p.personStatus)
      ? null : [`${p.name}不是本单位已备案的在职人员`, `${p.name} is not a filed person on duty in your unit`]),
    (l, p) => postMoveFindings(kind, p, payloadOf(l)).map((f) => onLine(l, f)),
  )];
}

/** The person's post after the line, and the history row the line writes. */
function afterMove(kind: string, p: PersonRow, l: PostMoveLine) {
  const ended = { appointStart: p.appointDate ?? l.appointStart, appointEnd: l.appointStart };
  switch (kind) {
    case 'DISMISS_POST':
      return { person: { postCategory: null, postLevel: null, appointDate: null }, history: { postCategory: p.postCategory!, postLevel: p.postLevel!, ...ended } };
    case 'DUAL_ADD':
      return {
        person: { dualPost: true, secondPostCategory: l.secondCategory!, secondPostLevel: l.secondLevel! },
        history: { postCategory: l.secondCategory!, postLevel: l.secondLevel!, appointStart: l.appointStart, appointEnd: l.appointEnd ?? null },
      };
    case 'DUAL_REMOVE':
      return {
        person: { dualPost: false, secondPostCategory: null, secondPostLevel: null },
        history: { postCategory: p.secondPostCategory ?? p.postCategory!, postLevel: p.secondPostLevel ?? p.postLevel!, ...ended },
      };
    default:
      return {
        person: { postCategory: l.toCategory!, postLevel: l.toLevel!, appointDate: l.appointStart },
        history: { postCategory: l.toCategory!, postLevel: l.toLevel!, appointStart: l.appointStart, appointEnd: l.appointEnd ?? null },
      };
  }
}

/**
 * The correction's reversal (domain.md §3.5): each person back at the post the move recorded before it (category, level,
 * appointment date, a dual post), the post history line it wrote removed — unless a later filing has changed or holds the
 * person, or the post is no longer the one the move gave.
 */
async function undoMove(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  const kind = kindOf(original);
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p) continue;
    await assertUnchangedSince(db, p, original);
    const before = beforeOf<PostBefore>(l);
    if (!before) throw beforeNotRecorded(p, '岗位', 'post');
    const given = afterMove(kind, { ...p, ...before }, payloadOf(l)).person as Partial<PostBefore>;
    if (Object.entries(given).some(([k, v]) => p[k as keyof PostBefore] !== v)) throw changedSince(p, null);
    await db.delete(personPostHistory).where(and(eq(personPostHistory.personId, p.id), eq(personPostHistory.sourceFilingId, original.id)));
    await db.update(persons).set({ ...before, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
  }
}

/** A 晋升 or 竞聘 appointment is published before it is approved (issue 13 §5); a first appointment or a renewal is not. */
const PUBLISHED_KINDS: Record<string, { zh: string; en: string }> = {
  PROMOTE: { zh: '晋升聘用', en: 'A promotion' }, COMPETE: { zh: '竞聘上岗', en: 'A competitive appointment' },
};
const appointPublicityRule = publicityRule('POST_APPOINT', (ctx) => PUBLISHED_KINDS[(ctx.filing.header as { appointKind?: string }).appointKind ?? ''] ?? null);

function postMoveFiling(type: FilingType, header: z.ZodType, rules: Rule[] = []): FilingDefinition {
  return {
    type,
    header: header as unknown as z.ZodType<Record<string, unknown>>,
    line: postMoveLine as unknown as z.ZodType<Record<string, unknown>>,
    rules: [personRules, postClaimRule, ...rules, correctionRule],
    async onSubmit(db, filing) {
      const plan = await currentPostPlan(db, filing.unitId);
      if (plan) {
        await db.update(filings).set({ header: sql`${filings.header} || ${JSON.stringify({ planVersionSnapshot: plan.planVersion })}::jsonb` })
          .where(eq(filings.id, filing.id));
      }
    },
    effectiveOn: { perLine: (l) => payloadOf(l).appointStart },
    async applyEffect(db, filing, lines: FilingLineRow[], actor) {
      const people = await linePersons(db, lines);
      // The sheet's "before" figures: as they stood before the first of its lines landed, with every line's person.
      if (!storedSheetFigures(filing.header)) {
        const all = await db.select().from(filingLines).where(eq(filingLines.filingId, filing.id));
        await recordSheetFigures(db, filing, [...(await linePersons(db, all)).values()]);
      }
      const kind = kindOf(filing);
      for (const l of lines) {
        const p = personOf(people, l);
        if (!p) continue;
        const move = payloadOf(l);
        const after = afterMove(kind, p, move);
        await keepRecordFound(db, l, p, postOf(p));
        await db.update(persons).set({ ...after.person, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
        await db.insert(personPostHistory).values({
          ...after.history, personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, changeKind: kind, docNo: move.unitDocNo ?? null,
        });
      }
    },
    reverseEffect: undoMove,
  };
}

/** 岗位聘用 GWPY: first appointment, promotion, competition, renewal (domain.md §2.5). */
export const postAppointFiling = postMoveFiling('POST_APPOINT', postAppointHeader, [appointPublicityRule]);
/** 岗位变动上报 GWBD: category switch, demotion, removal from post, dual post added or removed. */
export const postChangeFiling = postMoveFiling('POST_CHANGE', postChangeHeader);
