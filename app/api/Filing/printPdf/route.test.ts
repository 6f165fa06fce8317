import { and, eq } from 'drizzle-orm';
import { POST as printPdf } from './route';
import { getDb } from '@/lib/server/db/client';
import { seedDemoFilings } from '@/lib/server/db/seed/filings';
import { filingLines, filings, systemLog, units } from '@/lib/server/db/tables';
import { loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const ids = { approved: 0, draft: 0, long: 0 };
beforeAll(async () => {
  const db = await getDb();
  await seedDemoFilings(db);
  const [jc] = await db.select({ id: units.id }).from(units).where(eq(units.unitName, '湖州市第一中学'));
  const mine = await db.select().from(filings).where(and(eq(filings.unitId, jc.id), eq(filings.filingType, 'UNIT_INFO')));
  ids.approved = mine.find((f) => f.status === 'APPROVED')!.id;
  ids.draft = mine.find((f) => f.status === 'DRAFT')!.id;
  // A filing with many lines, to see the table run over several pages.
  const [pending] = await db.select().from(filings).where(and(eq(filings.unitId, jc.id), eq(filings.filingType, 'PERSON_INFO')));
  ids.long = pending.id;
  await db.insert(filingLines).values(Array.from({ length: 90 }, (_, i) => ({
    filingId: pending.id, lineNo: 100 + i, payload: { op: 'NEW', reason: `补充上报第 ${i + 1} 名新进人员，说明文字较长以便换行：${'岗位'.repeat(i % 7)}` },
  })));
}, 120_000);

const tokens = new Map<string, string>();
async function tokenOf(user: string) {
  if (!tokens.has(user)) tokens.set(user, await loginAs(user));
  return tokens.get(user)!;
}

async function print(user: string | null, body: unknown, lang?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-renshi-peer': '10.0.0.1' };
  if (user) headers.authorization = `Bearer ${await tokenOf(user)}`;
  if (lang) headers['accept-language'] = lang;
  const res = await printPdf(new Request('http://localhost/api/Filing/printPdf', { method: 'POST', headers, body: JSON.stringify(body) }));
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), nosniff: res.headers.get('x-content-type-options'), bytes };
}

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('POST /api/Filing/printPdf', () => {
  it('prints the unit its own approved filing as an A4 PDF with the Chinese font embedded as a subset', async () => {
    await tokenOf('jc');
    await print('jc', { id: ids.approved }); // the first print reads the font files
    const started = Date.now();
    const { status, type, disposition, nosniff, bytes } = await print('jc', { id: ids.approved });
    const took = Date.now() - started;
    expect(status).toBe(200);
    expect(type).toBe('application/pdf');
    expect(disposition).toMatch(/^attachment; filename=".*\.pdf"; filename\*=UTF-8''.*DWXX-/);
    expect(nosniff).toBe('nosniff');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = bytes.toString('latin1');
    expect(text).toContain('/FontFile2');
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    // A subset of a 15 MB font: a one-page form stays at tens of KB.
    expect(bytes.length).toBeLessThan(150_000);
    expect(pages(bytes)).toBe(1);
    console.log(`typical form: ${(bytes.length / 1024).toFixed(1)} KB, ${took} ms`);
  });

  it('logs the print as an export naming the filing number', async () => {
    const db = await getDb();
    const [f] = await db.select().from(filings).where(eq(filings.id, ids.approved));
    const logs = await db.select().from(systemLog).where(eq(systemLog.action, 'filing.printPdf'));
    expect(logs.some((l) => l.type === 'export' && l.detail.includes(f.filingNo!) && l.result === 'success')).toBe(true);
  });

  it('prints for exactly who may open the filing: not another unit, not a reviewer for a draft', async () => {
    expect((await print('jc', { id: ids.draft })).status).toBe(200);
    expect((await print('jc2', { id: ids.approved })).status).toBe(404);
    expect((await print('zg', { id: ids.draft })).status).toBe(404);
    expect((await print('zg', { id: ids.approved })).status).toBe(200);
    expect((await print('rsj', { id: ids.approved })).status).toBe(200);
    expect((await print('admin', { id: ids.approved })).status).toBe(200);
    expect((await print(null, { id: ids.approved })).status).toBe(401);
  });

  it('answers the error envelope in the request language', async () => {
    const missing = await print('jc2', { id: ids.approved }, 'en');
    expect(missing.type).toMatch(/json/);
    expect(JSON.parse(missing.bytes.toString()).msg).toBe('No such filing in your scope');
  });

  it('runs a long filing over several pages', async () => {
    const { status, bytes } = await print('jc', { id: ids.long });
    expect(status).toBe(200);
    expect(pages(bytes)).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bad id with 400', async () => {
    expect((await print('jc', { id: 'x' })).status).toBe(400);
    expect((await print('jc', {})).status).toBe(400);
  });
});
