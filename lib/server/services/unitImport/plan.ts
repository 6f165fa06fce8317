import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { EstablishmentFields } from '@/lib/contracts/unit';
import { quotasBelowStaff, unfitHoldingFindings } from '@/lib/domain/unitStaff';
import { regionCovers } from '@/lib/domain/unitAdmin';
import type { Db } from '../../db/client';
import { filings, regions, unitEstablishments, units } from '../../db/tables';
import type { Scope } from '../../scope';
import { codeLists } from '../codes';
import { heldByType, quotaUseOf } from '../quota';
import { UNIT_COLUMNS } from './columns';
import type { UploadedRow } from './read';
import { checkRow, Problems, type CodeBook, type RowUnit } from './rows';

type UnitRow = typeof units.$inferSelect;
type EstabRow = typeof unitEstablishments.$inferSelect;

/** Where a base unit's competent authority is: a stored unit, or another row of the file (a unit it creates). */
export type CompetentRef = { unitId: number } | { row: number };

export interface PlannedRow extends RowUnit {
  existing: UnitRow | null;
  competentRef: CompetentRef | null;
  action: 'create' | 'update' | 'unchanged';
  unitChanged: boolean;
  estabChanged: boolean;
}

export interface ImportPlan {
  rows: number;
  planned: PlannedRow[];
  problems: Problems;
}

const UNIT_KEYS = [
  'unitName', 'shortName', 'uscc', 'unitCategory', 'instClass', 'unitRank', 'affiliation', 'fundingForm', 'mainPostType', 'estabDocNo',
  'estabDocDate', 'legalRep', 'contactName', 'contactPhone', 'address', 'postcode', 'regionCode', 'isCompetentDept',
] as const;
const ESTAB_KEYS = [
  'approvedTotal', 'quotaAdmin', 'quotaInst', 'quotaRefCivil', 'quotaOrganWorker', 'instQuotaManage', 'instQuotaTech', 'instQuotaWorker',
  'leaderFull', 'leaderDeputy', 'internalOrgCount', 'docNo', 'docDate',
] as const;
const UNDER_REVIEW = ['PENDING_ZG', 'PENDING_RSJ'];

/** Empty text and null read the same: a stored null is what an empty optional cell writes. */
const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

/** Full-width brackets, as the unit contract writes names. */
const asName = (s: string) => s.trim().replace(/\(/g, '（').replace(/\)/g, '）');

async function codeBook(db: Db): Promise<CodeBook> {
  const lists = await codeLists(db, [...new Set(UNIT_COLUMNS.flatMap((c) => (c.list ? [c.list] : [])))]);
  return new Map(Object.entries(lists).map(([list, options]) => [list, new Map(options.map((o) => [o.code, o]))]));
}

async function regionTable(db: Db) {
  const all = await db.select({ code: regions.code, name: regions.name }).from(regions);
  const byName = new Map<string, string[]>();
  for (const r of all) byName.set(r.name, [...(byName.get(r.name) ?? []), r.code]);
  return { codes: new Set(all.map((r) => r.code)), byName };
}

/** A later row repeating an earlier one's credit code, or its name within the region, is refused. */
function duplicates(items: RowUnit[], problems: Problems): void {
  const byUscc = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const it of items) {
    const first = byUscc.get(it.unit.uscc);
    if (first) problems.add(it.row, 'uscc', `与第 ${first} 行的统一社会信用代码重复`, `The same credit code as row ${first}`);
    else byUscc.set(it.unit.uscc, it.row);
    const key = `${it.unit.regionCode}|${it.unit.unitName}`;
    const twin = byName.get(key);
    if (twin) problems.add(it.row, 'unitName', `与第 ${twin} 行为同一行政区划内的同名单位`, `The same name in the same region as row ${twin}`);
    else byName.set(key, it.row);
  }
}

/**
 * Every check of the file: each row on its own, the rows against each other (duplicates, competent authorities named
 * by another row) and against the database (credit codes and names taken, the caller's region, stored competent
 * authorities), and, for a unit already stored, whether the row changes it.
 */
export async function planImport(db: Db, scope: Scope, uploaded: UploadedRow[]): Promise<ImportPlan> {
  const problems = new Problems();
  const [book, regionsOf] = await Promise.all([codeBook(db), regionTable(db)]);
  const items = uploaded.map((r) => checkRow(r, book, regionsOf, problems)).filter((x): x is RowUnit => x !== null);
  duplicates(items, problems);
  const inScope = (code: string) => scope.kind === 'all' || (scope.kind === 'region' && code.startsWith(scope.regionPrefix));

  const usccs = [...new Set(items.map((i) => i.unit.uscc))];
  const stored = usccs.length ? await db.select().from(units).where(inArray(units.uscc, usccs)) : [];
  const byUscc = new Map(stored.map((u) => [u.uscc, u]));
  // The (region, name) pairs as two array parameters: a city's registry would be tens of thousands of parameters.
  const [regionCodes, unitNames] = [items.map((i) => i.unit.regionCode), items.map((i) => i.unit.unitName)];
  const namesakes = items.length
    ? await db.select({ id: units.id, uscc: units.uscc, regionCode: units.regionCode, unitName: units.unitName }).from(units)
      .where(sql`(${units.regionCode}, ${units.unitName}) in (select * from unnest(${sql.param(regionCodes)}::text[], ${sql.param(unitNames)}::text[]))`)
    : [];
  const fileUscc = new Map(items.map((i) => [i.unit.uscc, i]));

  for (const it of items) {
    const old = byUscc.get(it.unit.uscc);
    if (!inScope(it.unit.regionCode)) {
      problems.add(it.row, 'regionCode', `所在区划 ${it.unit.regionCode} 不在本账号的管辖范围内`, `Region ${it.unit.regionCode} is outside your region`);
    }
    if (old && !inScope(old.regionCode)) {
      problems.add(it.row, 'uscc', '该统一社会信用代码已被本辖区以外的单位使用', 'The credit code belongs to a unit outside your region');
    }
    const clash = namesakes.find((n) => n.regionCode === it.unit.regionCode && n.unitName === it.unit.unitName && n.uscc !== it.unit.uscc
      // A stored namesake this file renames or moves is no clash.
      && !(fileUscc.has(n.uscc) && (fileUscc.get(n.uscc)!.unit.unitName !== n.unitName || fileUscc.get(n.uscc)!.unit.regionCode !== n.regionCode)));
    if (clash) problems.add(it.row, 'unitName', '同一行政区划内已有同名单位（统一社会信用代码不同）', 'A unit of this name with another credit code already exists in the region');
  }

  // Rows that name a competent authority, resolved against the file first, then the stored units.
  const rowByText = (text: string): UploadedRow | undefined => {
    const upper = text.toUpperCase();
    return uploaded.find((r) => (r.text.uscc ?? '').toUpperCase() === upper)
      ?? uploaded.find((r) => asName(r.text.unitName ?? '') === asName(text));
  };
  const refTexts = [...new Set(items.flatMap((i) => (i.competent ? [i.competent] : [])))];
  const storedCompetents = refTexts.length
    ? await db.select().from(units).where(and(eq(units.deleted, false), or(
      inArray(units.uscc, refTexts.map((t) => t.toUpperCase())),
      and(eq(units.isCompetentDept, true), inArray(units.unitName, refTexts.map(asName))),
    )))
    : [];
  const resolved = new Map<number, CompetentRef>();
  for (const it of items) {
    if (!it.competent) continue;
    const t = it.competent;
    const fail = (zh: string, en: string) => problems.add(it.row, 'competent', zh, en);
    if (t.toUpperCase() === it.unit.uscc || asName(t) === it.unit.unitName) {
      fail('主管部门不能是单位自身', 'A unit cannot be its own competent authority');
      continue;
    }
    const upper = t.toUpperCase();
    const fromDb = storedCompetents.filter((u) => u.uscc === upper || (u.unitName === asName(t) && u.isCompetentDept));
    const dbMatch = fromDb.length > 1 ? fromDb.filter((u) => regionCovers(u.regionCode, it.unit.regionCode)) : fromDb;
    const fileRow = rowByText(t) ?? (dbMatch.length === 1 ? uploaded.find((r) => (r.text.uscc ?? '').toUpperCase() === dbMatch[0].uscc) : undefined);
    if (fileRow) {
      const target = items.find((i) => i.row === fileRow.row);
      if (!target || problems.has(fileRow.row)) {
        fail(`主管部门（第 ${fileRow.row} 行）有错误，未能导入`, `The competent authority (row ${fileRow.row}) has problems and is not imported`);
      } else if (!target.unit.isCompetentDept) {
        fail(`第 ${fileRow.row} 行的单位不是主管部门`, `The unit of row ${fileRow.row} is not a competent authority`);
      } else if (!regionCovers(target.unit.regionCode, it.unit.regionCode)) {
        fail(`主管部门须与单位同区划或为其上级区划（第 ${fileRow.row} 行：${target.unit.regionCode}）`, 'The competent authority must be in the unit’s region or above it');
      } else {
        const existing = byUscc.get(target.unit.uscc);
        resolved.set(it.row, existing ? { unitId: existing.id } : { row: target.row });
      }
      continue;
    }
    if (dbMatch.length > 1) {
      fail(`名为“${t}”的主管部门不止一个，请填写其统一社会信用代码`, `More than one competent authority is named "${t}": give its credit code`);
      continue;
    }
    const c = dbMatch[0];
    if (!c) {
      fail(`主管部门“${t}”不存在：应为系统中已有的主管部门，或本文件中的另一行`, `The competent authority "${t}" is neither registered nor another row of this file`);
    } else if (!c.isCompetentDept || c.unitStatus !== 'NORMAL') {
      fail(`“${c.unitName}”不是正常状态的主管部门`, `"${c.unitName}" is not an active competent authority`);
    } else if (!regionCovers(c.regionCode, it.unit.regionCode)) {
      fail(`主管部门须与单位同区划或为其上级区划（${c.unitName}：${c.regionCode}）`, 'The competent authority must be in the unit’s region or above it');
    } else {
      resolved.set(it.row, { unitId: c.id });
    }
  }

  // What a row changes of a stored unit.
  const storedIds = stored.map((u) => u.id);
  const [estabs, children, reviews] = storedIds.length ? await Promise.all([
    db.select().from(unitEstablishments)
      .where(and(inArray(unitEstablishments.unitId, storedIds), eq(unitEstablishments.isCurrent, true), eq(unitEstablishments.deleted, false))),
    db.select({ competentDeptId: units.competentDeptId, uscc: units.uscc }).from(units)
      .where(and(inArray(units.competentDeptId, storedIds), eq(units.unitStatus, 'NORMAL'), eq(units.deleted, false))),
    db.select({ unitId: filings.unitId }).from(filings)
      .where(and(inArray(filings.unitId, storedIds), eq(filings.filingType, 'UNIT_INFO'), inArray(filings.status, UNDER_REVIEW))),
  ]) : [[], [], []];
  const estabOf = new Map<number, EstabRow>(estabs.map((e) => [e.unitId, e]));

  const planned: PlannedRow[] = [];
  for (const it of items) {
    if (problems.has(it.row)) continue;
    const old = byUscc.get(it.unit.uscc) ?? null;
    const competentRef = resolved.get(it.row) ?? null;
    if (!old) {
      planned.push({ ...it, existing: null, competentRef, action: 'create', unitChanged: true, estabChanged: true });
      continue;
    }
    const competentId = competentRef && 'unitId' in competentRef ? competentRef.unitId : null;
    const unitChanged = UNIT_KEYS.some((k) => !same(it.unit[k], old[k]))
      || (competentRef ? competentId !== old.competentDeptId : old.competentDeptId !== null);
    const current = estabOf.get(old.id);
    const estabChanged = !current || ESTAB_KEYS.some((k) => !same(it.establishment[k as keyof EstablishmentFields], current[k]));
    if (!unitChanged && !estabChanged) {
      planned.push({ ...it, existing: old, competentRef, action: 'unchanged', unitChanged, estabChanged });
      continue;
    }
    if (old.deleted || old.unitStatus !== 'NORMAL') {
      problems.add(it.row, 'uscc', '该单位已撤销或已合并，不能修改', 'The unit is revoked or merged and cannot be changed');
      continue;
    }
    if (reviews.some((r) => r.unitId === old.id)) {
      problems.add(it.row, 'uscc', '该单位有单位信息上报正在审核中，请待审核办结后再导入', 'A unit information filing of the unit is under review: import it once that is decided');
      continue;
    }
    if (old.isCompetentDept && !it.unit.isCompetentDept) {
      const kept = children.filter((c) => c.competentDeptId === old.id && !fileUscc.has(c.uscc)).length;
      if (kept > 0) {
        problems.add(it.row, 'isCompetentDept', `该主管部门下仍有 ${kept} 个单位，不能改为基层单位`, `${kept} unit(s) are still filed under it`);
        continue;
      }
    }
    planned.push({ ...it, existing: old, competentRef, action: 'update', unitChanged, estabChanged });
  }
  await checkAgainstStaff(db, planned, problems);
  // A row whose competent authority row was refused after it was resolved (or its quota) is refused too.
  const kept = planned.filter((p) => !problems.has(p.row));
  const accepted = kept.filter((p) => !(p.competentRef && 'row' in p.competentRef && problems.has(p.competentRef.row)));
  for (const p of kept.filter((x) => !accepted.includes(x))) {
    const ref = p.competentRef as { row: number };
    problems.add(p.row, 'competent', `主管部门（第 ${ref.row} 行）有错误，未能导入`, `The competent authority (row ${ref.row}) has problems and is not imported`);
  }
  problems.list.sort((a, b) => a.row - b.row);
  return { rows: uploaded.length, planned: accepted, problems };
}

/**
 * What a stored unit's row may not do to the persons the unit holds: take a category their establishment types do not fit
 * (R-BZ-04: they convert first), or cut a quota of a type below them (R-BZ-05: that takes the plan to absorb the surplus,
 * 超编消化计划, which the unit files with its 单位信息上报, not a registry row).
 */
export async function checkAgainstStaff(db: Db, planned: readonly PlannedRow[], problems: Problems): Promise<void> {
  const changed = planned.filter((p) => p.action === 'update' && p.existing && (p.estabChanged || p.unit.unitCategory !== p.existing.unitCategory));
  const use = await quotaUseOf(db, changed.map((p) => p.existing!.id));
  for (const p of changed) {
    const held = heldByType(use.get(p.existing!.id)!);
    for (const f of unfitHoldingFindings(p.unit.unitCategory, held, 'unitCategory')) problems.add(p.row, 'unitCategory', f.message, f.messageEn);
    if (!p.estabChanged) continue;
    for (const { field, quota, actual } of quotasBelowStaff(p.establishment, held)) {
      problems.add(p.row, field, `核定编制 ${quota} 少于该单位实有在编 ${actual} 人；核减至在编人数以下须由单位信息上报附“超编消化计划”办理`,
        `The quota of ${quota} is below the ${actual} persons the unit holds in it; a cut below them is filed by the unit with its plan to absorb the surplus`);
    }
  }
}
