import 'server-only';
import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { ExchangeHeader, ExchangeLine } from '@/lib/contracts/exchange';
import type { FilingType } from '@/lib/contracts/filing';
import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { PostMoveLine } from '@/lib/contracts/jobManage';
import type { RecruitPlanLine, RecruitResultLine, TalentIntroLine } from '@/lib/contracts/recruit';
import type { RewardPunishLine } from '@/lib/contracts/assessment';
import { postLevelCategory } from '@/lib/domain/codes';
import { levelNameEn, type Finding } from '@/lib/domain/filing/findingText';
import { addedLevels, levelShortfalls } from '@/lib/domain/jobManage';
import { eligibilityFindings, estabTypeFindings, type PostCandidate, type PostTarget } from '@/lib/domain/postEligibility';
import { secondLevelAfterDemotion } from '@/lib/domain/rewardPunish';
import type { Db } from '../db/client';
import { filingLines, filings, personRewardPunish, persons, units } from '../db/tables';
import { moveOf } from './exchange';
import type { FilingLineRow, FilingRow, RuleContext } from './filings/definition';
import { provesIdentity } from './filings/references';
import { beforeCorrected } from './filings/corrections';
import { effectPending } from './filings/pending';
import { codeName, onLine, type PersonRow } from './filings/types/personLines';
import { currentPostPlan, heldByLevel, moveKindOf, tally } from './jobManage';
import { planHolds, replacedPersons } from './recruit/intake';

/**
 * What one line of a filing asks for a post level (domain.md §3.5 一切岗位等级的入口同规): the level, the unit where it
 * is held, the person who is to hold it, and whether it takes a post there that the person does not hold yet.
 */
export interface PostClaim {
  line: FilingLineRow;
  unitId: number;
  candidate: PostCandidate;
  /** The level the line gives; none when it gives only an establishment type. */
  target?: PostTarget;
  /** The establishment type the line gives, checked against the unit category (R-BZ-04), on `field`. */
  estab?: { type: string | null; field: string };
  /** Posts it takes at the level once approved (0: the person keeps a level already held). */
  takes: number;
  /** The type's own rules already judged the person (a post move's kind decides more than eligibility). */
  judged?: boolean;
}

/** The filing types whose lines give a level or an establishment type, filed by the unit that receives the person. */
const OWN_CLAIM_TYPES = ['PERSON_INFO', 'RECRUIT_PLAN', 'RECRUIT_RESULT', 'TALENT_INTRO', 'EXCHANGE', 'ESTAB_CONVERSION', 'REWARD_PUNISH', 'POST_APPOINT', 'POST_CHANGE'];
const IN_FLIGHT = ['PENDING_ZG', 'PENDING_RSJ'];

const NO_ONE: PostCandidate = { name: '', postLevel: null, titleLevel: null, workerSkill: null, punishEndDates: [] };

/** The persons the lines name, each with the end dates of their sanction periods (R-GW-09). */
export async function personsOf(db: Db, lines: FilingLineRow[]): Promise<Map<number, PersonRow & { punishEndDates: string[] }>> {
  const ids = [...new Set(lines.map((l) => l.personId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db.select().from(persons).where(and(inArray(persons.id, ids), eq(persons.deleted, false)));
  const ends = await db.select({ personId: personRewardPunish.personId, end: personRewardPunish.punishEndDate }).from(personRewardPunish)
    .where(and(inArray(personRewardPunish.personId, ids), eq(personRewardPunish.rpKind, 'PUNISH'), isNotNull(personRewardPunish.punishEndDate)));
  return new Map(rows.map((p) => [p.id, { ...p, punishEndDates: ends.filter((e) => e.personId === p.id).map((e) => e.end!) }]));
}

type PlanPost = RecruitPlanLine & { estabType: string };

/** The posts of each recruitment plan, by plan (every plan asked for, an empty list for one without lines). */
async function planPostsOf(db: Db, planIds: number[]): Promise<Map<number, PlanPost[]>> {
  const out = new Map(planIds.map((id) => [id, [] as PlanPost[]]));
  if (!planIds.length) return out;
  for (const r of await db.select({ filingId: filingLines.filingId, payload: filingLines.payload }).from(filingLines)
    .where(inArray(filingLines.filingId, planIds)).orderBy(filingLines.id)) {
    out.get(r.filingId)!.push(r.payload as unknown as PlanPost);
  }
  return out;
}

/** What postClaimsOf reads of many filings at once: the persons of their lines and the plans their results fill. */
interface Loaded {
  people: Map<number, PersonRow & { punishEndDates: string[] }>;
  planPosts: Map<number, PlanPost[]>;
}

const planOfResult = (f: FilingRow) => Number(f.header.planFilingId);

/** Loads for many filings what postClaimsOf would read filing by filing. */
async function loadForClaims(db: Db, filingRows: FilingRow[], lines: FilingLineRow[]): Promise<Loaded> {
  const planIds = [...new Set(filingRows.filter((f) => f.filingType === 'RECRUIT_RESULT').map(planOfResult))];
  return { people: await personsOf(db, lines), planPosts: await planPostsOf(db, planIds) };
}

const candidateOf = (p: PersonRow & { punishEndDates: string[] }): PostCandidate =>
  ({ name: p.name, postLevel: p.postLevel, titleLevel: p.titleLevel, workerSkill: p.workerSkill, punishEndDates: p.punishEndDates });

/** The candidate as the original a correction replaces found them, where its effect recorded the fields judged. */
function candidateAsFound(p: PersonRow & { punishEndDates: string[] }, before: Partial<PersonRow> | null | undefined): PostCandidate {
  const now = candidateOf(p);
  if (!before) return now;
  const judged = ['postLevel', 'titleLevel', 'workerSkill'] as const;
  return { ...now, ...Object.fromEntries(judged.filter((k) => k in before).map((k) => [k, before[k] ?? null])) };
}

/** The levels a person arriving in a unit brings along: the level given on arrival, or the ones held, and a dual post's second. */
function arrivalClaims(l: FilingLineRow, unitId: number, p: PersonRow & { punishEndDates: string[] }, x: ExchangeLine): PostClaim[] {
  const candidate = { ...candidateOf(p), postLevel: null };
  const estab = p.estabStatus === 'IN' ? { type: x.toEstabType ?? p.estabType, field: 'toEstabType' } : undefined;
  const level = x.toPostLevel ?? p.postLevel;
  const category = x.toPostCategory ?? p.postCategory ?? (level && postLevelCategory(level));
  const out: PostClaim[] = [];
  if (level && category) out.push({ line: l, unitId, candidate, estab, takes: 1, target: { category, level, date: x.effectiveDate, field: 'toPostLevel' } });
  else if (estab) out.push({ line: l, unitId, candidate, estab, takes: 0 });
  if (p.dualPost && p.secondPostLevel && p.secondPostCategory) {
    out.push({ line: l, unitId, candidate, takes: 1, target: { category: p.secondPostCategory, level: p.secondPostLevel, date: x.effectiveDate, field: 'personId' } });
  }
  return out;
}

/**
 * The level an arrival from outside the system gives the person its line describes (no record yet, 系统外调入、军转、政策安置),
 * in the establishment type given: as for a recruit, the title gates wait for the first appointment (no title on record).
 */
function describedArrivalClaims(l: FilingLineRow, unitId: number, x: ExchangeLine): PostClaim[] {
  const candidate = { ...NO_ONE, name: x.newPerson!.name };
  const estab = { type: x.toEstabType ?? null, field: 'toEstabType' };
  const category = x.toPostCategory ?? (x.toPostLevel ? postLevelCategory(x.toPostLevel) : null);
  if (!x.toPostLevel || !category) return [{ line: l, unitId, candidate, estab, takes: 0 }];
  return [{ line: l, unitId, candidate, estab, takes: 1, target: { category, level: x.toPostLevel, date: x.effectiveDate, field: 'toPostLevel', qualificationUnknown: true } }];
}

/** The claims of one filing's lines; `today` dates what has no date of its own (a person record filed today). */
export async function postClaimsOf(db: Db, f: FilingRow, lines: FilingLineRow[], today: string, loaded?: Loaded): Promise<PostClaim[]> {
  const people = loaded?.people ?? await personsOf(db, lines);
  const personOf = (l: FilingLineRow) => (l.personId === null ? undefined : people.get(l.personId));
  // A correction's persons are judged (R-GW-07..09) as its approval finds them: at what they held before the original.
  const undone = await beforeCorrected<Partial<PersonRow>>(db, f);
  const judgedAs = (p: PersonRow & { punishEndDates: string[] }) => candidateAsFound(p, undone.get(p.id));
  switch (f.filingType) {
    case 'PERSON_INFO':
      return lines.flatMap((l) => {
        const p = personOf(l);
        if (!p) return [];
        const isNew = l.payload.op === 'NEW';
        const after = isNew ? p : { ...p, ...((l.payload.changes ?? {}) as Partial<PersonRow>) };
        // A person seconded in holds their post and establishment at their own unit (domain.md §6.13), none here.
        if (after.personStatus === 'SECONDED_IN') return [];
        const estabChanged = isNew || after.estabStatus !== p.estabStatus || after.estabType !== p.estabType;
        const estab = after.estabStatus === 'IN' && estabChanged ? { type: after.estabType, field: 'changes.estabType' } : undefined;
        const found = judgedAs(p);
        const candidate = { ...found, titleLevel: after.titleLevel, workerSkill: after.workerSkill, postLevel: isNew ? null : found.postLevel };
        const claims: PostClaim[] = [];
        const levelChanged = isNew || after.postLevel !== p.postLevel || after.postCategory !== p.postCategory;
        if (after.postLevel && after.postCategory && levelChanged) {
          claims.push({ line: l, unitId: f.unitId, candidate, estab, takes: 1, target: { category: after.postCategory, level: after.postLevel, date: today, field: 'changes.postLevel' } });
        } else if (estab) {
          claims.push({ line: l, unitId: f.unitId, candidate, estab, takes: 0 });
        }
        if (isNew && p.dualPost && p.secondPostLevel && p.secondPostCategory) {
          claims.push({ line: l, unitId: f.unitId, candidate, takes: 1, target: { category: p.secondPostCategory, level: p.secondPostLevel, date: today, field: 'personId' } });
        }
        return claims;
      });
    case 'RECRUIT_PLAN':
      return lines.map((l) => {
        const post = l.payload as unknown as RecruitPlanLine & { estabType: string };
        return {
          line: l, unitId: f.unitId, candidate: NO_ONE, estab: { type: post.estabType, field: 'estabType' }, takes: post.recruitCount, judged: true,
          target: { category: post.postCategory, level: post.postLevel, date: today, field: 'postLevel' },
        };
      });
    case 'RECRUIT_RESULT': {
      const planId = planOfResult(f);
      const posts = (loaded?.planPosts ?? await planPostsOf(db, [planId])).get(planId)!;
      return lines.map((l) => {
        const r = l.payload as unknown as RecruitResultLine;
        const post = posts.find((x) => x.postCode.toUpperCase() === r.postCode.toUpperCase());
        return {
          line: l, unitId: f.unitId, candidate: { ...NO_ONE, name: r.name }, estab: { type: post?.estabType ?? 'INST', field: 'postCode' }, takes: 1,
          target: { category: post?.postCategory ?? postLevelCategory(r.postLevel) ?? '', level: r.postLevel, date: r.arrivalDeadline, field: 'postLevel', qualificationUnknown: true },
        };
      });
    }
    case 'TALENT_INTRO': {
      const flexible = f.header.introMode === 'FLEXIBLE';
      return lines.map((l) => {
        const t = l.payload as unknown as TalentIntroLine;
        return {
          line: l, unitId: f.unitId, candidate: { ...NO_ONE, name: t.name, titleLevel: t.titleLevel ?? null },
          estab: flexible ? undefined : { type: t.estabType, field: 'estabType' }, takes: 1,
          target: { category: t.postCategory, level: t.postLevel, date: today, field: 'postLevel' },
        };
      });
    }
    case 'EXCHANGE':
    case 'INTERNAL_EXCHANGE': {
      const to = f.filingType === 'EXCHANGE' ? ((f.header as ExchangeHeader).direction === 'IN' ? f.unitId : null) : moveOf(f)?.to ?? null;
      if (to === null) return [];
      return lines.flatMap((l) => {
        const x = l.payload as ExchangeLine;
        if (l.personId === null && x.newPerson) return describedArrivalClaims(l, to, x);
        const p = personOf(l);
        // Another unit's person is judged only once the line proves who they are: the findings name the person.
        const known = p && (p.unitId === f.unitId || provesIdentity(f.filingType as FilingType, l.payload, p.idNumber));
        return p && known ? arrivalClaims(l, to, p, l.payload as ExchangeLine) : [];
      });
    }
    case 'ESTAB_CONVERSION':
      return lines.flatMap((l) => {
        const p = personOf(l);
        const c = l.payload as unknown as EstabConversionLine;
        if (!p || !c.toCategory || !c.toLevel || (c.toCategory === p.postCategory && c.toLevel === p.postLevel)) return [];
        return [{ line: l, unitId: f.unitId, candidate: judgedAs(p), takes: c.toLevel === p.postLevel ? 0 : 1,
          target: { category: c.toCategory, level: c.toLevel, date: c.effectiveDate, field: 'toLevel' } }];
      });
    case 'REWARD_PUNISH':
      return lines.flatMap((l) => {
        const p = personOf(l);
        const rp = l.payload as unknown as RewardPunishLine;
        if (!p || rp.rpType !== 'DEMOTE' || !rp.demoteToLevel || !p.postCategory || !p.postLevel) return [];
        const claim = (category: string, level: string, held: string | null): PostClaim => ({
          line: l, unitId: f.unitId, candidate: judgedAs(p), takes: level === held ? 0 : 1,
          target: { category, level, date: rp.effectiveDate, field: 'demoteToLevel' },
        });
        const second = p.dualPost && p.secondPostLevel && p.secondPostCategory ? secondLevelAfterDemotion(p.postLevel, rp.demoteToLevel, p.secondPostLevel) : null;
        return [claim(p.postCategory, rp.demoteToLevel, p.postLevel), ...(second ? [claim(p.secondPostCategory!, second, p.secondPostLevel)] : [])];
      });
    case 'POST_APPOINT':
    case 'POST_CHANGE':
      return lines.flatMap((l) => {
        const p = personOf(l);
        if (!p) return [];
        const move = l.payload as PostMoveLine;
        return addedLevels(moveKindOf(f), p, move).map((level) => ({
          line: l, unitId: f.unitId, candidate: judgedAs(p), takes: 1, judged: true,
          target: { category: postLevelCategory(level) ?? '', level, date: move.appointStart, field: 'toLevel' },
        }));
      });
    default:
      return [];
  }
}

/**
 * 在途占岗: the posts per level that the unit's filings under review will take (every type above, the receiving side of
 * internal exchanges too), and the seats recruitment plans still hold: an approved plan within its validity or one
 * under review, less the results filed against it. `except` leaves out the asking filing, the original it corrects
 * (whose seats the correction's approval hands over to it) and the plan a result fills; for anyone else a correction
 * under review and its waiting original hold the seats of one of them (whichever takes more at a level), and a
 * correction of an approved 招聘结果 or 人才引进 only the levels beyond those its original's persons hold already.
 */
export async function postsInTransit(
  db: Db, unitId: number, today: string, except: { filingId: number; correctsFilingId?: number | null; planId?: number },
): Promise<Record<string, number>> {
  return (await postsInTransitOf(db, [unitId], today, except)).get(unitId) ?? {};
}

/**
 * postsInTransit for many units at once (the history import's warnings), by unit; a unit with nothing in transit is
 * absent. Each filing's claims are counted at the unit that files it, or that receives an internal exchange.
 */
export async function postsInTransitOf(
  db: Db, unitIds: number[], today: string, except: { filingId: number; correctsFilingId?: number | null; planId?: number },
): Promise<Map<number, Record<string, number>>> {
  if (!unitIds.length) return new Map();
  const rows = await db.select().from(filings).where(and(
    eq(filings.deleted, false), notInArray(filings.id, [except.filingId, ...(except.correctsFilingId ? [except.correctsFilingId] : [])]),
    or(
      // An approved filing whose effect waits for its date still holds its seats (domain.md §3.5).
      and(or(inArray(filings.status, IN_FLIGHT), effectPending()), or(
        and(inArray(filings.unitId, unitIds), inArray(filings.filingType, OWN_CLAIM_TYPES)),
        and(eq(filings.filingType, 'INTERNAL_EXCHANGE'), inArray(sql`${filings.header}->>'toUnitId'`, unitIds.map(String))),
      )),
      and(inArray(filings.unitId, unitIds), eq(filings.filingType, 'RECRUIT_PLAN'), eq(filings.status, 'APPROVED')),
    ),
  ));
  if (!rows.length) return new Map();
  const lines = new Map<number, FilingLineRow[]>();
  for (const l of await db.select().from(filingLines).where(inArray(filingLines.filingId, rows.map((f) => f.id)))) {
    if (!l.effectAppliedAt) lines.set(l.filingId, [...(lines.get(l.filingId) ?? []), l]);
  }
  const linesOf = (f: FilingRow) => lines.get(f.id) ?? [];
  // The unit whose posts a filing's claims take: the receiving unit of an internal exchange, else the filing unit.
  const countedAt = (f: FilingRow) => (f.filingType === 'INTERNAL_EXCHANGE' ? Number(f.header.toUnitId) : f.unitId);
  const loaded = await loadForClaims(db, rows.filter((r) => r.filingType !== 'RECRUIT_PLAN'), [...lines.values()].flat());
  const counted = new Map<number, string[]>();
  const count = (unitId: number, level: string, n: number) => counted.set(unitId, [...(counted.get(unitId) ?? []), ...Array<string>(n).fill(level)]);
  // A correction under review and the original it replaces, still waiting, count once: the larger of the two per level
  // (of one filing type: nothing nets across types). A correction of an approved 招聘结果 or 人才引进 counts only the
  // levels beyond those its original's persons hold already.
  const byOriginal = new Map<string, { unitId: number; tallies: Record<string, number>[]; held: Record<string, number> }>();
  for (const f of rows.filter((r) => r.filingType !== 'RECRUIT_PLAN')) {
    const unitId = countedAt(f);
    const levels: string[] = [];
    for (const c of await postClaimsOf(db, f, linesOf(f), today, loaded)) {
      if (c.unitId === unitId && c.target) levels.push(...Array<string>(c.takes).fill(c.target.level));
    }
    const key = `${unitId}:${f.correctsFilingId ?? f.id}:${f.filingType}`;
    const group = byOriginal.get(key) ?? { unitId, tallies: [], held: {} };
    const replaced = (await replacedPersons(db, f)).filter((p) => p.recordStatus === 'FILED');
    const held = replaced.length ? tally(replaced.flatMap((p) => [p.postLevel, p.secondPostLevel].filter((l): l is string => !!l))) : group.held;
    byOriginal.set(key, { unitId, tallies: [...group.tallies, tally(levels)], held });
  }
  for (const { unitId, tallies, held } of byOriginal.values()) {
    for (const level of new Set(tallies.flatMap((t) => Object.keys(t)))) {
      const most = Math.max(...tallies.map((t) => t[level] ?? 0)) - (held[level] ?? 0);
      if (most > 0) count(unitId, level, most);
    }
  }
  // A result under review or approved fills its plan's seat: the seat is counted once, as the result's or as the plan's;
  // a corrected result's seats are its correction's.
  const results = await db.select({ unitId: filings.unitId, header: filings.header, payload: filingLines.payload }).from(filingLines)
    .innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(
      inArray(filings.unitId, unitIds), eq(filings.filingType, 'RECRUIT_RESULT'), inArray(filings.status, [...IN_FLIGHT, 'APPROVED']), eq(filings.deleted, false),
      isNull(filings.correctedById),
    ));
  const filledSeats = new Map<string, number>();
  for (const r of results) {
    const key = `${r.unitId}:${r.header.planFilingId}:${String(r.payload.postCode).toUpperCase()}`;
    filledSeats.set(key, (filledSeats.get(key) ?? 0) + 1);
  }
  for (const plan of rows.filter((r) => r.filingType === 'RECRUIT_PLAN' && r.id !== except.planId && planHolds(r, today))) {
    for (const l of linesOf(plan)) {
      const post = l.payload as unknown as RecruitPlanLine;
      const open = post.recruitCount - (filledSeats.get(`${plan.unitId}:${plan.id}:${post.postCode.toUpperCase()}`) ?? 0);
      if (open > 0) count(plan.unitId, post.postLevel, open);
    }
  }
  return new Map([...counted].map(([unitId, levels]) => [unitId, tally(levels)]));
}

const unitLabel = (own: boolean) => (own
  ? { zh: '本单位', en: 'Your unit', at: '', atEn: 'The' }
  : { zh: '调入单位', en: 'The receiving unit', at: '调入单位', atEn: 'At the receiving unit, the' });

/**
 * The post rules of every filing that gives a level or an establishment type: each line's eligibility (R-BZ-04,
 * R-GW-07..09), an approved post setting where a level is taken (R-GW-05), and a vacant post at each level once what
 * is held, in transit and reserved by plans is counted (R-GW-06).
 */
export async function postClaimRule(ctx: RuleContext): Promise<Finding[]> {
  const claims = await postClaimsOf(ctx.db, ctx.filing, ctx.lines, ctx.today);
  if (!claims.length) return [];
  const found: Finding[] = [];
  const unitIds = [...new Set(claims.map((c) => c.unitId))];
  const categories = new Map((await ctx.db.select({ id: units.id, unitCategory: units.unitCategory }).from(units).where(inArray(units.id, unitIds)))
    .map((u) => [u.id, u.unitCategory]));
  for (const c of claims) {
    const category = categories.get(c.unitId) ?? ctx.unit.unitCategory;
    if (c.estab) found.push(...estabTypeFindings(category, c.estab.type, c.estab.field).map((x) => onLine(c.line, x)));
    if (!c.judged && c.target) found.push(...eligibilityFindings(c.candidate, c.target).map((x) => onLine(c.line, x)));
  }
  const planId = ctx.filing.filingType === 'RECRUIT_RESULT' ? Number(ctx.filing.header.planFilingId) : undefined;
  // A correction's approval withdraws its original's persons first: the posts they hold are the correction's to fill.
  const withdrawn = await replacedPersons(ctx.db, ctx.filing);
  for (const unitId of [...new Set(claims.filter((c) => c.takes > 0 && c.target).map((c) => c.unitId))]) {
    const label = unitLabel(unitId === ctx.filing.unitId);
    const plan = await currentPostPlan(ctx.db, unitId);
    if (!plan) {
      found.push({
        code: 'R-GW-05', level: 'ERROR', field: 'filingType',
        message: `${label.zh}尚无已核准的岗位设置，请先办理岗位设置审批备案`, messageEn: `${label.en} has no approved post setting yet; file the post setting first`,
      });
      continue;
    }
    const adding = tally(claims.filter((c) => c.unitId === unitId).flatMap((c) => (c.target ? Array<string>(c.takes).fill(c.target.level) : [])));
    const approved = Object.fromEntries(plan.lines.map((l) => [l.postLevel, l.approvedCount]));
    const leaving = new Set(withdrawn.filter((p) => p.unitId === unitId).map((p) => p.id));
    const held = Object.fromEntries((await heldByLevel(ctx.db, unitId)).map((h) => [h.postLevel, h.holders.filter((x) => !leaving.has(x.id)).length]));
    const inTransit = await postsInTransit(ctx.db, unitId, ctx.today, { filingId: ctx.filing.id, correctsFilingId: ctx.filing.correctsFilingId, planId });
    for (const u of levelShortfalls(approved, held, inTransit, adding)) {
      found.push({
        code: 'R-GW-06', level: 'ERROR', field: 'lines',
        message: `${label.at}${codeName('postLevel', u.level)}岗位已满（设置${u.approved}，已聘${u.held}，在途${u.inTransit}，本次${u.adding}）`,
        messageEn: `${label.atEn} posts of ${levelNameEn(u.level)} are full (set ${u.approved}, held ${u.held}, in transit ${u.inTransit}, added now ${u.adding})`,
      });
    }
  }
  return found;
}
