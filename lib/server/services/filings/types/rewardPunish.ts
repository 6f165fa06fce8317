import 'server-only';
import { postClaimRule } from '../../postClaims';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { rewardPunishHeader, rewardPunishLine, type RewardPunishLine } from '@/lib/contracts/assessment';
import { onLineEn, type Finding } from '@/lib/domain/filing/findingText';
import { duplicateKey, ESCALATING_TYPES, lineFindings, LOCKING_TYPES, punishPeriod, secondLevelAfterDemotion } from '@/lib/domain/rewardPunish';
import type { Db } from '../../../db/client';
import { personPostHistory, personRewardPunish, persons } from '../../../db/tables';
import type { SessionUser } from '../../../session';
import { startReduced, undoReduced, type ReducedBefore } from '../../persons/reductions';
import {
  assertUnchangedSince, beforeCorrected, beforeNotRecorded, beforeOf, changedSince, correctionRule,
} from '../corrections';
import { keepRecordFound } from '../recordFound';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { lockNames, OTHER_UNITS_FILING } from '../locks';
import { evidenceRule, levelFor, need, type EvidenceSpec } from './evidence';
import { codeName, lineField, linePersons, linesWithPersons, NO_LINES, onLine, perLinePerson, personOf, type PersonRow } from './personLines';

const rpOf = (l: FilingLineRow) => l.payload as RewardPunishLine;

/**
 * What a demotion or an expulsion changed of the person, kept on its line when it lands (recordBefore); an expulsion also
 * what it ended as a 减员 does (startReduced).
 */
type RpBefore = Partial<ReducedBefore> & {
  postLevel?: string | null;
  appointDate?: string | null;
  secondPostLevel?: string | null;
  personStatus?: string;
};

/** The person as the original a correction replaces found them: its demotion and expulsion undone first on approval. */
const asBefore = (p: PersonRow, before: RpBefore | null | undefined): PersonRow => (before ? {
  ...p,
  ...(before.postLevel !== undefined ? { postLevel: before.postLevel, appointDate: before.appointDate ?? null, secondPostLevel: before.secondPostLevel ?? null } : {}),
  ...(before.personStatus !== undefined && p.personStatus === 'REDUCED' ? { personStatus: before.personStatus, reduceType: null, reduceDate: null, reduceFilingId: null } : {}),
} : p);

/** R-JC-02, R-JC-03: the person is a filed member of the unit still on its books; a demotion goes down within the category. */
async function personRules(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [NO_LINES];
  const people = await linePersons(ctx.db, ctx.lines);
  const undone = await beforeCorrected<RpBefore>(ctx.db, ctx.filing);
  for (const [id, p] of people) people.set(id, asBefore(p, undone.get(id)));
  const lockIds = [...people.values()].map((p) => p.lockFilingId).filter((id): id is number => id !== null && id !== ctx.filing.id);
  const locks = await lockNames(ctx.db, lockIds, ctx.filing.unitId);
  return perLinePerson(
    ctx.lines, people, ctx.filing.unitId,
    (p) => (p.recordStatus === 'FILED' && p.personStatus !== 'REDUCED'
      ? null : [`${p.name}未备案或已减员，不能办理奖惩`, `${p.name} is not filed or already reduced: no reward or punishment`]),
    (l, p) => {
      // A locking line's person held elsewhere is refused by the engine (R-GEN-04); R-JC-03 names it for the others.
      const heldElsewhere = p.lockFilingId !== null && p.lockFilingId !== ctx.filing.id && !LOCKING_TYPES.includes(rpOf(l).rpType);
      const lock = heldElsewhere ? locks.get(p.lockFilingId!) ?? OTHER_UNITS_FILING : null;
      const subject = { name: p.name, postCategory: p.postCategory, postLevel: p.postLevel, unitEntryDate: p.unitEntryDate, lockedBy: lock?.zh ?? null, lockedByEn: lock?.en ?? null };
      return lineFindings(subject, rpOf(l)).map((f) => onLine(l, f));
    },
  );
}

/** R-JC-04: the same person, type and decision date twice, in this filing or already filed. */
async function duplicateRule(ctx: RuleContext): Promise<Finding[]> {
  const ids = ctx.lines.map((l) => l.personId).filter((id): id is number => id !== null);
  if (!ids.length) return [];
  // The records of the original a correction replaces are withdrawn on its approval; those entered without a filing stay.
  const replaced = ctx.filing.correctsFilingId === null
    ? undefined : or(isNull(personRewardPunish.sourceFilingId), ne(personRewardPunish.sourceFilingId, ctx.filing.correctsFilingId));
  const filed = new Set((await ctx.db.select().from(personRewardPunish).where(and(inArray(personRewardPunish.personId, ids), replaced)))
    .map((r) => duplicateKey(r.personId, r)));
  const seen = new Set<string>();
  const found: Finding[] = [];
  for (const l of ctx.lines) {
    if (l.personId === null) continue;
    const key = duplicateKey(l.personId, rpOf(l));
    if (seen.has(key) || filed.has(key)) {
      found.push({
        code: 'R-JC-04', level: 'WARN', message: `第 ${l.lineNo} 行：同一人员同一决定日期已有相同奖惩，请确认不是重复录入`,
        messageEn: onLineEn(l.lineNo, 'the same person already has this reward or punishment on this decision date; make sure it is not entered twice'), field: lineField(l),
      });
    }
    seen.add(key);
  }
  return found;
}

const REWARD_DECISION = { zh: '奖励决定', en: 'reward decision' };
const PUNISH_DECISION = { zh: '处分决定书', en: 'punishment decision' };

/** A reward is filed with its decision, a punishment with its decision (R-GEN-02). */
const decisionEvidence: EvidenceSpec = {
  categories: [REWARD_DECISION.zh, PUNISH_DECISION.zh],
  async needs(_db, _filing, lines) {
    const kinds = new Set(lines.map((l) => rpOf(l).rpKind));
    return [
      ...(kinds.has('REWARD') ? [need(REWARD_DECISION, '奖励', 'A reward')] : []),
      ...(kinds.has('PUNISH') ? [need(PUNISH_DECISION, '处分', 'A punishment')] : []),
    ];
  },
};

const DECISION_FIELDS = [
  { name: 'docNo', zh: '文号', en: 'document number' },
  { name: 'approveOrg', zh: '批准机关', en: 'approving authority' },
] as const;

/** R-GEN-01: a punishment names its decision, by document number and approving authority. */
async function decisionRule(ctx: RuleContext): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const l of ctx.lines) {
    const rp = rpOf(l);
    if (rp.rpKind !== 'PUNISH') continue;
    for (const f of DECISION_FIELDS) {
      if (rp[f.name]?.trim()) continue;
      found.push({
        code: 'R-GEN-01', level: levelFor(ctx.phase), message: `第 ${l.lineNo} 行：处分须填写决定书的${f.zh}`,
        messageEn: onLineEn(l.lineNo, `a punishment needs the ${f.en} of its decision`), field: lineField(l, f.name),
      });
    }
  }
  return found;
}

/**
 * The correction's reversal (domain.md §3.5): the original's reward and punishment records withdrawn, a demotion's person
 * back at the levels and appointment date it recorded (both posts of a 双肩挑), an expelled person back in the status it
 * recorded, its period 已减员 removed and the period and secondment it ended open again (undoReduced) — unless a later
 * filing has changed or holds the person, or the demotion no longer stands.
 */
async function undoRewardPunish(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p) continue;
    await assertUnchangedSince(db, p, original);
    const rp = rpOf(l);
    const before = beforeOf<RpBefore>(l);
    const mine = and(eq(personPostHistory.personId, p.id), eq(personPostHistory.sourceFilingId, original.id));
    const demoted = rp.rpType === 'DEMOTE' && (await db.select({ id: personPostHistory.id }).from(personPostHistory).where(mine).limit(1)).length > 0;
    const expelled = rp.rpType === 'EXPEL' && p.reduceFilingId === original.id;
    if ((demoted && before?.postLevel === undefined) || (expelled && before?.personStatus === undefined)) {
      throw demoted ? beforeNotRecorded(p, '岗位等级', 'post level') : beforeNotRecorded(p, '人员状态', 'status');
    }
    // The demotion still stands on both posts of a 双肩挑, or undoing it would overwrite a change made since.
    const secondAfter = demoted && p.dualPost && before?.postLevel && before.secondPostLevel && rp.demoteToLevel
      ? secondLevelAfterDemotion(before.postLevel, rp.demoteToLevel, before.secondPostLevel) : null;
    if (demoted && (p.postLevel !== rp.demoteToLevel || (secondAfter !== null && p.secondPostLevel !== secondAfter))) throw changedSince(p, null);
    if (rp.rpType === 'EXPEL' && (!expelled || p.personStatus !== 'REDUCED')) throw changedSince(p, null);
    await db.delete(personRewardPunish).where(and(eq(personRewardPunish.personId, p.id), eq(personRewardPunish.sourceFilingId, original.id)));
    if (demoted) {
      await db.delete(personPostHistory).where(mine);
      await db.update(persons).set({
        postLevel: before!.postLevel ?? null, appointDate: before!.appointDate ?? null, ...(p.dualPost ? { secondPostLevel: before!.secondPostLevel ?? null } : {}),
        version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id,
      }).where(eq(persons.id, p.id));
    }
    if (expelled) {
      await undoReduced(db, p.id, original.id, before);
      await db.update(persons).set({
        personStatus: before!.personStatus!, reduceType: null, reduceDate: null, reduceFilingId: null, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id,
      }).where(eq(persons.id, p.id));
    }
  }
}

/** 奖惩 JC (domain.md §2.5): approval records each line; a demotion lowers the post level, an expulsion reduces the person (R-JC-03). */
export const rewardPunishFiling: FilingDefinition = {
  type: 'REWARD_PUNISH',
  header: rewardPunishHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: rewardPunishLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [personRules, duplicateRule, decisionRule, postClaimRule, evidenceRule(decisionEvidence), correctionRule],
  evidence: decisionEvidence,
  locksPerson: (l) => LOCKING_TYPES.includes(rpOf(l).rpType),
  routeFor: (_header, lines) => (lines.some((l) => ESCALATING_TYPES.includes(rpOf(l).rpType)) ? 'ZG_RSJ' : undefined),
  effectiveOn: { perLine: (l) => rpOf(l).effectiveDate },
  async applyEffect(db, filing, lines, actor) {
    for (const [l, p] of await linesWithPersons(db, lines)) {
      const rp = rpOf(l);
      const period = rp.rpKind === 'PUNISH' ? punishPeriod(rp.rpType, rp.effectiveDate) : null;
      await db.insert(personRewardPunish).values({
        personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, rpKind: rp.rpKind, rpType: rp.rpType, rpName: rp.rpName,
        reason: rp.reason ?? null, decisionDate: rp.decisionDate, effectiveDate: rp.effectiveDate, approveOrg: rp.approveOrg ?? null,
        docNo: rp.docNo ?? null, punishMonths: period?.months ?? null, punishEndDate: period?.endDate ?? null,
      });
      if (rp.rpType === 'DEMOTE' && rp.demoteToLevel && p.postCategory && p.postLevel) {
        // A 双肩挑 person is lowered on both posts, the second by as many steps as the main one.
        const second = p.dualPost && p.secondPostLevel ? secondLevelAfterDemotion(p.postLevel, rp.demoteToLevel, p.secondPostLevel) : null;
        await keepRecordFound(db, l, p, { postLevel: p.postLevel, appointDate: p.appointDate, secondPostLevel: p.secondPostLevel } satisfies RpBefore);
        await db.update(persons).set({
          postLevel: rp.demoteToLevel, appointDate: rp.effectiveDate, ...(second ? { secondPostLevel: second } : {}),
          version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id,
        }).where(inArray(persons.id, [p.id]));
        const history = { personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, changeKind: 'DEMOTE', appointStart: rp.effectiveDate, docNo: rp.docNo ?? null };
        await db.insert(personPostHistory).values({ ...history, postCategory: p.postCategory, postLevel: rp.demoteToLevel });
        if (second && p.secondPostCategory) await db.insert(personPostHistory).values({ ...history, postCategory: p.secondPostCategory, postLevel: second });
      }
      if (rp.rpType === 'EXPEL') {
        // The person leaves the system as by a 减员: the period of their status and an open secondment end the day before.
        const ended = await startReduced(db, p, { sourceFilingId: filing.id, startDate: rp.effectiveDate, reason: codeName('reduceType', 'EXPEL') });
        await keepRecordFound(db, l, p, { personStatus: p.personStatus, ...ended } satisfies RpBefore);
        await db.update(persons).set({
          personStatus: 'REDUCED', reduceType: 'EXPEL', reduceDate: rp.effectiveDate, reduceFilingId: filing.id,
          version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id,
        }).where(inArray(persons.id, [p.id]));
      }
    }
  },
  reverseEffect: undoRewardPunish,
};
