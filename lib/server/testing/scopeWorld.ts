import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { filings, units, users } from '../db/tables';
import { call, loginAs, type Handler } from './api';
import { insertFilingRow } from './filingRows';
import { insertPerson } from './fixtures';

/**
 * The scope matrix of the business core (app/api/scopeLeaks*.test.ts): the demo accounts, the units each may see
 * worked out from the unit table itself (not from the code under test), and a few persons and filings of the three
 * base units to look for leaks with. Each test file that calls withScopeWorld gets its own state (jest isolates modules).
 */
export const ACCOUNTS = ['jc', 'jc2', 'jc3', 'zg', 'zg2', 'rsj', 'admin'] as const;
export type Account = (typeof ACCOUNTS)[number];
type Unit = typeof units.$inferSelect;
type Three = 'u1' | 'u2' | 'u3';

export const world = {
  tokens: {} as Record<Account, string>,
  unitOf: {} as Record<Account, number | null>,
  allUnits: [] as Unit[],
  scopeIds: {} as Record<Account, Set<number>>,
  /** The units of jc, jc2 and jc3. */
  U1: 0, U2: 0, U3: 0,
  /** One filed person of each of the three base units, and a draft of jc's and jc2's. */
  filed: {} as Record<Three, number>,
  draftPerson: {} as Record<'u1' | 'u2', number>,
  /** Past the statutory retirement age, still in establishment: on the retirement warning of whoever sees jc3. */
  retiring: 0,
  /** Filings written straight into the tables: one approved per unit, a draft of jc2's. */
  approved: {} as Record<Three, number>,
  draftOfJc2: 0,
};

export const name = (id: number) => world.allUnits.find((u) => u.id === id)!.unitName;

export const post = <T = unknown>(handler: Handler, path: string, user: Account, body: unknown = {}) =>
  call<T>(handler, path, { body, token: world.tokens[user] });

/** A call whose answer may be a file, not an envelope. */
export async function file(handler: Handler, path: string, user: Account, body: unknown): Promise<Response> {
  return handler(new Request(`http://localhost/api${path}`, {
    method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${world.tokens[user]}`, 'content-type': 'application/json' },
  }));
}

/** Refused without the data: 403 (outside the scope) or 404 (not found in it). */
export function expectRefused(r: { status: number; json: { data: unknown } }) {
  expect([403, 404]).toContain(r.status);
  expect(r.json.data).toBeNull();
}

export async function expectFileRefused(res: Response) {
  expect([403, 404]).toContain(res.status);
  expect(res.headers.get('content-type')).toMatch(/json/);
  expect(((await res.json()) as { data: unknown }).data).toBeNull();
}

/** The cells of the first sheet, as text, header row first. */
export async function sheetOf(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  return rows;
}

const UNIT_TITLE = /^(所在)?单位$/;

/** The values of the unit column (titled 单位 or 所在单位), under the header row. */
export function unitColumn(rows: string[][]): string[] {
  const header = rows.findIndex((r) => r.some((c) => UNIT_TITLE.test(c)));
  expect(header).toBeGreaterThanOrEqual(0);
  const col = rows[header].findIndex((c) => UNIT_TITLE.test(c));
  return rows.slice(header + 1).map((r) => r[col]).filter((v) => v !== undefined && v !== '');
}

/** Some cell of the sheet names the unit. */
export const namesUnit = (rows: string[][], id: number) => rows.flat().some((c) => c.includes(name(id)));

/** No cell of the sheet names any of the units. */
export function expectNoUnitNamed(rows: string[][], unitIds: number[]) {
  const cells = rows.flat();
  for (const id of unitIds) expect(cells.filter((c) => c.includes(name(id)))).toEqual([]);
}

/** Writes an approved filing of the unit, submitted once and through both reviews, as the lifecycle would have left it. */
export async function insertApprovedFiling(unitId: number, filingType: string): Promise<number> {
  const db = await getDb();
  const { id } = await insertFilingRow(unitId, filingType, { status: 'APPROVED', year: 2026 });
  await db.update(filings).set({ submitCount: 1, lastSubmittedAt: new Date(), rsjReviewedAt: new Date() }).where(eq(filings.id, id));
  return id;
}

/** Signs the accounts in and lays out the matrix; call after withFreshDatabase. */
export function withScopeWorld(): void {
  beforeAll(async () => {
    const w = world;
    const db = await getDb();
    w.allUnits = await db.select().from(units);
    for (const u of ACCOUNTS) {
      w.tokens[u] = await loginAs(u);
      const [row] = await db.select({ unitId: users.unitId }).from(users).where(eq(users.username, u));
      w.unitOf[u] = row.unitId;
    }
    [w.U1, w.U2, w.U3] = [w.unitOf.jc!, w.unitOf.jc2!, w.unitOf.jc3!];
    const rsjRegion = w.allUnits.find((u) => u.id === w.unitOf.rsj)?.regionCode ?? '';
    const prefix = rsjRegion.endsWith('00') ? rsjRegion.slice(0, 4) : rsjRegion;
    for (const u of ACCOUNTS) {
      const own = w.unitOf[u];
      w.scopeIds[u] = new Set(w.allUnits.filter((x) => {
        if (u === 'admin') return true;
        if (u === 'rsj') return x.regionCode.startsWith(prefix);
        if (u === 'zg' || u === 'zg2') return x.id === own || x.competentDeptId === own;
        return x.id === own;
      }).map((x) => x.id));
    }
    w.filed.u1 = await insertPerson(w.U1, { name: '范围甲', recordStatus: 'FILED' });
    w.filed.u2 = await insertPerson(w.U2, { name: '范围乙', recordStatus: 'FILED' });
    w.filed.u3 = await insertPerson(w.U3, { name: '范围丙', recordStatus: 'FILED' });
    w.retiring = await insertPerson(w.U3, { name: '退休丙', birthDate: '1964-03-15', recordStatus: 'FILED' });
    w.draftPerson.u1 = await insertPerson(w.U1, { name: '草稿甲' });
    w.draftPerson.u2 = await insertPerson(w.U2, { name: '草稿乙' });
    w.approved.u1 = await insertApprovedFiling(w.U1, 'REWARD_PUNISH');
    w.approved.u2 = await insertApprovedFiling(w.U2, 'REWARD_PUNISH');
    w.approved.u3 = await insertApprovedFiling(w.U3, 'REWARD_PUNISH');
    w.draftOfJc2 = (await insertFilingRow(w.U2, 'REWARD_PUNISH', { status: 'DRAFT', year: 2026 })).id;
  }, 60_000);
}
