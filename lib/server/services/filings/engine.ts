import 'server-only';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { BodyOf } from '@/lib/contracts/endpoint';
import type { FilingDetail, FilingDraft, filingAct, filingUpdate, Violation } from '@/lib/contracts/filing';
import { today as todayInChina } from '@/lib/domain/datetime';
import { inLanguage, type Finding } from '@/lib/domain/filing/findingText';
import { decideTransition, MIN_RETURN_OPINION, type FilingStatus, type Transition } from '@/lib/domain/filing/lifecycle';
import type { Db } from '../../db/client';
import {
  attachments, filingLines, filings, filingSnapshots, filingTypeConfigs, persons, reviewRecords, units, users,
} from '../../db/tables';
import { ApiError } from '../../errors';
import { fieldMessage } from '../../fieldMessage';
import { countFilingTransition } from '../../observability/metrics';
import type { SessionUser } from '../../session';
import { actorFor } from './actor';
import type { FilingDefinition, FilingLineRow, FilingRow, RulePhase, UnitRow } from './definition';
import { landEffect, landingNote } from './effects';
import { notifyTransition } from './notify';
import { lockNames, OTHER_UNITS_FILING } from './locks';
import { nextFilingNo } from './numbers';
import { filingDetail, loadVisibleFiling } from './read';
import { reverseCorrected } from './corrections';
import { checkReferences } from './references';
import { definitionOf } from './registry';
import { assertNotHeldByAnother } from './reviewLock';

type TypeConfig = typeof filingTypeConfigs.$inferSelect;
type Lang = 'zh' | 'en';

const CONFLICT = () => new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Someone else changed this data; refresh and try again');

async function typeConfig(db: Db, type: string): Promise<TypeConfig> {
  const [row] = await db.select().from(filingTypeConfigs).where(eq(filingTypeConfigs.type, type));
  if (!row || !row.enabled) throw new ApiError(422, '该业务类型尚未开放', null, 'This filing type is not available yet');
  return row;
}

async function unitRow(db: Db, unitId: number): Promise<UnitRow> {
  const [row] = await db.select().from(units).where(eq(units.id, unitId));
  if (!row) throw new ApiError(404, '单位不存在');
  return row;
}

/**
 * The filing's unit, its row locked with those of the other units its rules judge, in the order of their ids (no two
 * transactions wait for each other's): the quota and post checks of a unit are decided one at a time.
 */
async function lockedUnitRow(db: Db, def: FilingDefinition, filing: FilingRow): Promise<UnitRow> {
  const ids = [...new Set([filing.unitId, ...(def.unitsJudged?.(filing) ?? [])])].sort((a, b) => a - b);
  const rows = await db.select().from(units).where(inArray(units.id, ids)).orderBy(asc(units.id)).for('no key update');
  const row = rows.find((r) => r.id === filing.unitId);
  if (!row) throw new ApiError(404, '单位不存在');
  return row;
}

/** Checks the type's header and line fields, naming the field of the first problem. */
function checkContent(def: FilingDefinition, draft: Pick<FilingDraft, 'header' | 'lines'>) {
  const header = def.header.safeParse(draft.header, { reportInput: true });
  if (!header.success) {
    const i = header.error.issues[0];
    const field = i.path.length ? `header.${i.path.join('.')}` : 'header';
    throw new ApiError(400, `header.${i.path.join('.')}: ${i.message}`, { field }, fieldMessage(field, i).en);
  }
  const lines = draft.lines.map((l, n) => {
    const payload = def.line.safeParse(l.payload, { reportInput: true });
    if (!payload.success) {
      const i = payload.error.issues[0];
      const field = i.path.length ? `lines[${n}].${i.path.join('.')}` : `lines[${n}]`;
      throw new ApiError(400, `第 ${n + 1} 行 ${i.path.join('.')}: ${i.message}`, { field, lineNo: n + 1 }, fieldMessage(field, i).en);
    }
    return { personId: l.personId ?? null, payload: payload.data };
  });
  return { header: header.data, lines };
}

/** The header as the type completes it from what it names (./definition completeHeader). */
async function completed(db: Db, def: FilingDefinition, unitId: number, header: Record<string, unknown>): Promise<Record<string, unknown>> {
  return def.completeHeader ? def.completeHeader(db, unitId, header) : header;
}

/** The lines whose persons the filing holds while under review: all of a locking type's, or those its content locks. */
const lockingLines = (config: TypeConfig, def: FilingDefinition, lines: FilingLineRow[]) =>
  (config.lockPersons ? lines : lines.filter((l) => def.locksPerson?.(l)));

/** Rules every type shares: one person once per filing (R-JY-04), persons free of other in-flight filings (R-GEN-04). */
async function commonRules(db: Db, config: TypeConfig, def: FilingDefinition, filing: FilingRow, lines: FilingLineRow[]): Promise<Finding[]> {
  const out: Finding[] = [];
  const seen = new Map<number, number>();
  for (const l of lines) {
    if (l.personId === null) continue;
    if (seen.has(l.personId)) {
      out.push({
        code: 'R-JY-04', level: 'ERROR', message: `第 ${l.lineNo} 行与第 ${seen.get(l.personId)} 行是同一人员，同一件内只能出现一次`,
        messageEn: `Line ${l.lineNo} is the same person as line ${seen.get(l.personId)}; a person appears once per filing`, field: `lines[${l.lineNo - 1}].personId`,
      });
    }
    seen.set(l.personId, l.lineNo);
  }
  const holding = lockingLines(config, def, lines).map((l) => l.personId).filter((id): id is number => id !== null);
  if (holding.length) {
    // The original a correction replaces holds its persons while its effect waits for its day: the correction cancels that.
    const ours = filing.correctsFilingId === null ? [filing.id] : [filing.id, filing.correctsFilingId];
    const locked = await db.select({ id: persons.id, name: persons.name, lockFilingId: persons.lockFilingId }).from(persons)
      .where(and(inArray(persons.id, holding), notInArray(persons.lockFilingId, ours)));
    const names = await lockNames(db, locked.map((p) => p.lockFilingId!), filing.unitId);
    for (const p of locked) {
      const by = names.get(p.lockFilingId!) ?? OTHER_UNITS_FILING;
      out.push({
        code: 'R-GEN-04', level: 'ERROR', field: `lines[${seen.get(p.id)! - 1}].personId`,
        ...(by.ownUnit
          ? { message: `${p.name}存在在途业务【${by.zh}】`, messageEn: `${p.name} is in another filing under review (${by.en})` }
          : { message: `${p.name}有其他单位正在办理的备案，办结前不能列入`, messageEn: `${p.name} is in another unit's filing under way and cannot be listed until it ends` }),
      });
    }
  }
  if (config.requiredAttachments.length) {
    const present = await db.selectDistinct({ category: attachments.category }).from(attachments)
      .where(and(eq(attachments.filingId, filing.id), eq(attachments.deleted, false)));
    const have = new Set(present.map((a) => a.category));
    for (const c of config.requiredAttachments.filter((c) => !have.has(c))) {
      out.push({ code: 'R-GEN-02', level: 'ERROR', message: `缺少必传附件：${c}`, messageEn: `A required attachment is missing: ${c}`, field: 'attachments' });
    }
  }
  return out;
}

async function runRules(db: Db, def: FilingDefinition, config: TypeConfig, filing: FilingRow, unit: UnitRow, phase: RulePhase): Promise<Finding[]> {
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, filing.id)).orderBy(asc(filingLines.lineNo));
  const ctx = { db, filing, lines, unit, phase, today: todayInChina() };
  const found = [...(await commonRules(db, config, def, filing, lines))];
  for (const rule of def.rules) found.push(...(await rule(ctx)));
  return found;
}

/** The findings a filing has now, for its page: what blocks its submission while the unit holds it, its approval under review. */
export async function currentFindings(db: Db, filing: FilingRow, lang: Lang): Promise<Violation[]> {
  const phase: RulePhase | null = filing.status.startsWith('PENDING') ? 'approve' : ['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ'].includes(filing.status) ? 'submit' : null;
  if (!phase) return [];
  const found = await runRules(db, definitionOf(filing.filingType), await typeConfig(db, filing.filingType), filing, await unitRow(db, filing.unitId), phase);
  return inLanguage(found, lang);
}

async function actorNames(db: Db, user: SessionUser) {
  const [row] = await db.select({ realName: users.realName, unitName: units.unitName }).from(users)
    .leftJoin(units, eq(units.id, users.unitId)).where(eq(users.id, user.id));
  return { actorName: row?.realName || user.username, actorUnitName: row?.unitName ?? null };
}

async function appendReview(db: Db, user: SessionUser, filing: FilingRow, ip: string, r: {
  node: string; action: string; from?: string | null; to?: string | null; opinion?: string; ackWarnings?: string[];
  lineIssues?: { lineNo: number; issue: string }[]; snapshotVersion?: number;
}): Promise<void> {
  const [{ next }] = await db.select({ next: sql<number>`coalesce(max(${reviewRecords.seq}), 0) + 1` }).from(reviewRecords)
    .where(eq(reviewRecords.filingId, filing.id));
  await db.insert(reviewRecords).values({
    filingId: filing.id, seq: Number(next), node: r.node, action: r.action, fromStatus: r.from ?? null, toStatus: r.to ?? null,
    opinion: r.opinion ?? null, actorId: user.id, actorRole: user.role, actorUnitId: user.unitId, ...(await actorNames(db, user)),
    ip, snapshotVersion: r.snapshotVersion ?? null, ackWarnings: r.ackWarnings ?? [], lineIssues: r.lineIssues ?? [],
  });
}

async function replaceLines(db: Db, filingId: number, lines: { personId: number | null; payload: Record<string, unknown> }[]) {
  await db.delete(filingLines).where(eq(filingLines.filingId, filingId));
  if (lines.length) await db.insert(filingLines).values(lines.map((l, i) => ({ filingId, lineNo: i + 1, ...l })));
}

function defaultTitle(unit: UnitRow, config: TypeConfig, year?: number): string {
  return `${unit.unitName}${year ? `${year}年度` : ''}${config.nameZh}`.slice(0, 100);
}

export async function createFiling(db: Db, user: SessionUser, draft: FilingDraft, ip: string, lang: Lang): Promise<FilingDetail> {
  if (!user.unitId) throw new ApiError(403, '只有基层单位或主管部门账号可以填报', null, 'Only unit accounts file');
  const def = definitionOf(draft.filingType);
  return db.transaction(async (tx) => {
    const config = await typeConfig(tx, draft.filingType);
    const unit = await unitRow(tx, user.unitId!);
    const competentDeptId = unit.competentDeptId ?? (unit.isCompetentDept ? unit.id : null);
    await checkReferences(tx, user, { type: def.type, unitId: unit.id, competentDeptId }, draft);
    const content = checkContent(def, draft);
    content.header = await completed(tx, def, unit.id, content.header);
    const [filing] = await tx.insert(filings).values({
      filingType: draft.filingType, subType: draft.subType, unitId: unit.id,
      competentDeptId, regionCode: unit.regionCode,
      title: draft.title || defaultTitle(unit, config, draft.year), year: draft.year,
      route: def.routeFor?.(content.header, []) ?? config.route, status: 'DRAFT', currentNode: 'JC',
      contactName: draft.contactName, contactPhone: draft.contactPhone, remark: draft.remark, correctsFilingId: draft.correctsFilingId,
      header: content.header, createdBy: user.id, updatedBy: user.id,
    }).returning();
    await replaceLines(tx, filing.id, content.lines);
    await appendReview(tx, user, filing, ip, { node: 'JC', action: 'CREATE', to: 'DRAFT' });
    const lines = await tx.select().from(filingLines).where(eq(filingLines.filingId, filing.id));
    const routed = def.routeFor?.(content.header, lines);
    const saved = routed && routed !== filing.route
      ? (await tx.update(filings).set({ route: routed }).where(eq(filings.id, filing.id)).returning())[0]
      : filing;
    return filingDetail(tx, user, saved, lang, inLanguage(await runRules(tx, def, config, saved, unit, 'save'), lang));
  });
}

export async function updateFiling(db: Db, user: SessionUser, input: BodyOf<typeof filingUpdate>, ip: string, lang: Lang) {
  return db.transaction(async (tx) => {
    const filing = await loadVisibleFiling(tx, user, input.id, true);
    const decision = decideTransition(stateOf(filing), 'EDIT', actorFor(user, filing));
    if (!decision.ok) throw refusal(decision);
    if (filing.version !== input.version) throw CONFLICT();
    const def = definitionOf(filing.filingType);
    const config = await typeConfig(tx, filing.filingType);
    await checkReferences(tx, user, { type: def.type, unitId: filing.unitId, competentDeptId: filing.competentDeptId }, { ...input, correctsFilingId: input.correctsFilingId ?? filing.correctsFilingId });
    const content = checkContent(def, input);
    content.header = await completed(tx, def, filing.unitId, content.header);
    await replaceLines(tx, filing.id, content.lines);
    const lines = await tx.select().from(filingLines).where(eq(filingLines.filingId, filing.id));
    const [saved] = await tx.update(filings).set({
      title: input.title || filing.title, year: input.year ?? null, subType: input.subType ?? null, contactName: input.contactName,
      contactPhone: input.contactPhone, remark: input.remark ?? null, header: content.header, correctsFilingId: input.correctsFilingId ?? filing.correctsFilingId,
      route: def.routeFor?.(content.header, lines) ?? config.route,
      version: filing.version + 1, updatedAt: new Date(), updatedBy: user.id,
    }).where(and(eq(filings.id, filing.id), eq(filings.version, input.version))).returning();
    if (!saved) throw CONFLICT();
    await appendReview(tx, user, saved, ip, { node: 'JC', action: 'SAVE', from: filing.status, to: filing.status });
    return filingDetail(tx, user, saved, lang, inLanguage(await runRules(tx, def, config, saved, await unitRow(tx, saved.unitId), 'save'), lang));
  });
}

export async function deleteFiling(db: Db, user: SessionUser, input: { id: number; version: number }, ip: string): Promise<null> {
  await db.transaction(async (tx) => {
    const filing = await loadVisibleFiling(tx, user, input.id, true);
    const decision = decideTransition(stateOf(filing), 'DELETE', actorFor(user, filing));
    if (!decision.ok) throw refusal(decision);
    const [gone] = await tx.update(filings).set({ deleted: true, version: filing.version + 1, updatedAt: new Date(), updatedBy: user.id })
      .where(and(eq(filings.id, filing.id), eq(filings.version, input.version))).returning({ id: filings.id });
    if (!gone) throw CONFLICT();
    await appendReview(tx, user, filing, ip, { node: 'JC', action: 'DELETE', from: filing.status });
  });
  return null;
}

const stateOf = (f: FilingRow) => ({ status: f.status as FilingStatus, route: f.route, submitCount: f.submitCount, zgActedSinceSubmit: f.zgActedSinceSubmit });
const refusal = (d: { reason: string; reasonEn: string; kind: 'actor' | 'state' }) => new ApiError(d.kind === 'actor' ? 403 : 422, d.reason, null, d.reasonEn);

/** The filing as frozen at submission: what the reviewers see and what the next submission is compared with. */
async function snapshot(db: Db, filing: FilingRow) {
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, filing.id)).orderBy(asc(filingLines.lineNo));
  return {
    title: filing.title, year: filing.year, subType: filing.subType, contactName: filing.contactName, contactPhone: filing.contactPhone,
    remark: filing.remark, header: filing.header, lines: lines.map((l) => ({ lineNo: l.lineNo, personId: l.personId, payload: l.payload })),
  };
}

/**
 * Takes the person locks of a filing's holding lines, or releases all it holds (domain.md §3.3); the original a correction
 * replaces keeps those it holds. A person another filing took since the rules read them (R-GEN-04, on another request)
 * refuses the whole action: 409, nothing changed.
 */
async function setLocks(db: Db, filing: FilingRow, take: FilingLineRow[] | null): Promise<void> {
  if (take) {
    const ids = [...new Set(take.map((l) => l.personId).filter((id): id is number => id !== null))];
    if (!ids.length) return;
    const taken = await db.update(persons).set({ lockFilingId: filing.id })
      .where(and(inArray(persons.id, ids), or(isNull(persons.lockFilingId), eq(persons.lockFilingId, filing.id)))).returning({ id: persons.id });
    if (taken.length === ids.length) return;
    const ours = filing.correctsFilingId === null ? [filing.id] : [filing.id, filing.correctsFilingId];
    const [held] = await db.select({ id: persons.id }).from(persons).where(and(inArray(persons.id, ids), notInArray(persons.lockFilingId, ours))).limit(1);
    if (held) throw new ApiError(409, '列入的人员已被另一份备案占用，请刷新后重试', null, 'A person listed was taken by another filing meanwhile: reload and try again');
  } else {
    await db.update(persons).set({ lockFilingId: null }).where(eq(persons.lockFilingId, filing.id));
  }
}

type ActInput = BodyOf<typeof filingAct>;

/** Refuses (422) on an error, or a submission with warnings not acknowledged; the findings go out in the caller's language. */
function checkFindings(found: Finding[], action: string, acknowledged: string[], lang: Lang): void {
  const violations = inLanguage(found, lang);
  const errors = found.filter((v) => v.level === 'ERROR');
  if (errors.length) throw new ApiError(422, errors[0].message, { violations }, errors[0].messageEn);
  const unacknowledged = action === 'SUBMIT' ? found.filter((v) => v.level === 'WARN' && !acknowledged.includes(v.code)) : [];
  if (unacknowledged.length) {
    throw new ApiError(422, `请确认提示后再提交：${unacknowledged[0].message}`, { violations, needsAcknowledgement: unacknowledged.map((v) => v.code) },
      `Acknowledge the warnings before submitting: ${unacknowledged[0].messageEn}`);
  }
}

const SELF_DECIDED = '主管部门自行填报，提交即为主管部门审核意见';

/** T1' selfSkipZg: what the competent authority files for its own units skips its own review (ZG_ONLY: approved at once). */
function selfDecided(def: FilingDefinition, user: SessionUser, filing: FilingRow, action: string): Transition | undefined {
  if (action !== 'SUBMIT' || !def.decidedByFilingAuthority || user.role !== 'zg' || filing.unitId !== filing.competentDeptId) return undefined;
  return filing.route === 'ZG_ONLY'
    ? { to: 'APPROVED', node: 'NONE', appliesEffect: true, holds: 'release', needsOpinion: false }
    : { to: 'PENDING_RSJ', node: 'RSJ', appliesEffect: false, holds: 'take', needsOpinion: false };
}

/** 执行日期 (domain.md §3.5): given only with the approval that lands a post setting or unit information, and not before today. */
function checkExecuteDate(def: FilingDefinition, t: Transition, executeDate: string | undefined): void {
  if (executeDate === undefined) return;
  if (!t.appliesEffect || !def.effectiveOn || !('executeDate' in def.effectiveOn)) {
    throw new ApiError(400, '执行日期只在岗位设置、单位信息的最终审核通过时填写', { field: 'executeDate' },
      'An execution date is given only with the final approval of a post setting or unit information');
  }
  if (executeDate < todayInChina()) {
    throw new ApiError(400, '执行日期不能早于今天', { field: 'executeDate' }, 'The execution date cannot be before today');
  }
}

/** One lifecycle action, in one transaction with the optimistic version check (domain.md §3.2, §7). */
export async function actOnFiling(db: Db, user: SessionUser, input: ActInput, ip: string, lang: Lang): Promise<FilingDetail> {
  const done = await db.transaction(async (tx) => {
    const filing = await loadVisibleFiling(tx, user, input.id, true);
    // Before the state check: whoever lost a race sees the winner's state, and must hear "changed by someone else".
    if (filing.version !== input.version) throw CONFLICT();
    // The original a correction replaces, locked before any unit as the effects job locks it before what its effect writes.
    if (filing.correctsFilingId !== null) await tx.select({ id: filings.id }).from(filings).where(eq(filings.id, filing.correctsFilingId)).for('update');
    const decision = decideTransition(stateOf(filing), input.action, actorFor(user, filing));
    if (!decision.ok) throw refusal(decision);
    await assertNotHeldByAnother(tx, user, filing, input.action);
    const def = definitionOf(filing.filingType);
    const t = selfDecided(def, user, filing, input.action) ?? decision.transition;
    const opinion = input.opinion?.trim();
    if (t.needsOpinion && (!opinion || opinion.length < MIN_RETURN_OPINION)) {
      throw new ApiError(400, `退回意见不能少于 ${MIN_RETURN_OPINION} 个字`, { field: 'opinion' }, `A return needs an opinion of at least ${MIN_RETURN_OPINION} characters`);
    }
    checkExecuteDate(def, t, input.executeDate);
    const config = await typeConfig(tx, filing.filingType);
    const lines = await tx.select().from(filingLines).where(eq(filingLines.filingId, filing.id)).orderBy(asc(filingLines.lineNo));
    const gated = input.action === 'SUBMIT' || t.appliesEffect || input.action === 'ZG_APPROVE';
    if (gated) {
      const unit = await lockedUnitRow(tx, def, filing);
      checkFindings(await runRules(tx, def, config, filing, unit, input.action === 'SUBMIT' ? 'submit' : 'approve'), input.action, input.ackWarnings, lang);
    }
    const now = new Date();
    const patch: Partial<FilingRow> = {
      status: t.to, currentNode: t.node, version: filing.version + 1, updatedAt: now, updatedBy: user.id, reviewingBy: null, reviewingUntil: null,
    };
    let snapshotVersion: number | undefined;
    if (input.action === 'SUBMIT') {
      snapshotVersion = filing.snapshotVersion + 1;
      Object.assign(patch, {
        filingNo: filing.filingNo ?? (await nextFilingNo(tx, config.code, Number(todayInChina().slice(0, 4)))),
        submitCount: filing.submitCount + 1, snapshotVersion, firstSubmittedAt: filing.firstSubmittedAt ?? now, lastSubmittedAt: now,
        submittedBy: user.id, zgActedSinceSubmit: false, ackWarnings: input.ackWarnings,
      });
    }
    if (input.action.startsWith('ZG_')) Object.assign(patch, { zgActedSinceSubmit: true, zgReviewerId: user.id, zgReviewedAt: now, zgOpinion: opinion ?? '同意' });
    if (input.action.startsWith('RSJ_')) Object.assign(patch, { rsjReviewerId: user.id, rsjReviewedAt: now, rsjOpinion: opinion ?? '同意' });
    if (t.to === 'APPROVED' || t.to === 'VOID') patch.closedAt = now;
    if (t.to === 'APPROVED') patch.approvalDocNo = input.approvalDocNo || filing.approvalDocNo || (patch.filingNo ?? filing.filingNo);
    const [saved] = await tx.update(filings).set(patch).where(and(eq(filings.id, filing.id), eq(filings.version, input.version))).returning();
    if (!saved) throw CONFLICT();
    if (input.action === 'SUBMIT') {
      await tx.insert(filingSnapshots).values({ filingId: saved.id, snapshotVersion: snapshotVersion!, data: await snapshot(tx, saved) });
      await setLocks(tx, saved, lockingLines(config, def, lines));
      await def.onSubmit?.(tx, saved, lines);
    }
    // An approval frees the persons as their effect lands (landEffect below), which may be later.
    if (t.holds === 'release' && t.to !== 'APPROVED') {
      await setLocks(tx, saved, null);
      await def.onRelease?.(tx, saved, lines);
    }
    if (t.to === 'VOID') await def.onRelease?.(tx, saved, lines);
    const node = input.action.startsWith('ZG_') ? 'ZG' : input.action.startsWith('RSJ_') ? 'RSJ' : 'JC';
    await appendReview(tx, user, saved, ip, {
      node, action: input.action, from: filing.status, to: t.to, opinion: opinion ?? (input.action.endsWith('APPROVE') ? '同意' : undefined),
      ackWarnings: input.action === 'SUBMIT' ? input.ackWarnings : [], lineIssues: input.lineIssues, snapshotVersion: saved.snapshotVersion,
    });
    if (t !== decision.transition) await appendReview(tx, user, saved, ip, { node: 'SYS', action: 'ZG_APPROVE', from: 'PENDING_ZG', to: t.to, opinion: SELF_DECIDED });
    let final = saved;
    if (t.appliesEffect) await reverseCorrected(tx, saved, def, user);
    if (t.appliesEffect && !saved.effectAppliedAt) {
      const today = todayInChina();
      const landing = await landEffect(tx, def, saved, lines, user, today, input.executeDate ?? null, now);
      final = landing.filing;
      if (landing.landed) {
        await appendReview(tx, user, final, ip, { node: 'SYS', action: 'APPLY_EFFECT', from: t.to, to: t.to, opinion: final.effectiveOn ? landingNote(def, landing.landed, lines, today) : undefined });
      }
    }
    const { actorUnitName } = await actorNames(tx, user);
    await notifyTransition(tx, final, { zh: config.nameZh, en: config.nameEn }, t.to, opinion, actorUnitName ?? '系统');
    return final;
  });
  countFilingTransition(done.filingType, input.action, done.status);
  return filingDetail(db, user, done, lang);
}
