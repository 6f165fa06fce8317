import { eq } from 'drizzle-orm';
import { POST as detail } from './route';
import { POST as act } from '../act/route';
import { POST as create } from '../create/route';
import { POST as companyInfo } from '../../Company/getInfo/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { getDb } from '@/lib/server/db/client';
import { filings, users } from '@/lib/server/db/tables';
import { hashPassword } from '@/lib/server/password';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const tokens: Record<string, string> = {};
const as = (u: string) => ({ token: tokens[u] });
const open = (u: string, id: number) => call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, ...as(u) });
const decide = (u: string, f: FilingDetail, action = 'ZG_APPROVE') =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, ...as(u) });

let submitted: FilingDetail;

beforeAll(async () => {
  const db = await getDb();
  const [zg] = await db.select().from(users).where(eq(users.username, 'zg'));
  // A second reviewer of the same competent authority.
  await db.insert(users).values({ username: 'zgb', passwordHash: await hashPassword('demo123'), roleId: zg.roleId, unitId: zg.unitId, realName: '吴审核' });
  for (const u of ['jc', 'zg', 'zgb', 'jc2']) tokens[u] = await loginAs(u);

  const { json: company } = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as('jc') });
  const keys = Object.keys(unitKeyFields.shape);
  const unit = Object.fromEntries(Object.entries(company.data.unit).filter(([k, v]) => keys.includes(k) && v !== null));
  const establishment = {
    approvedTotal: 200, quotaAdmin: 0, quotaInst: 200, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 3,
    internalOrgCount: 6, docNo: '湖编〔2026〕12号', docDate: '2026-10-09',
  };
  const body = { filingType: 'UNIT_INFO', contactName: '李明华', contactPhone: '13857201234', header: { unit, establishment } };
  const { json: created } = await call<FilingDetail>(create, '/Filing/create', { body, ...as('jc') });
  const { json } = await call<FilingDetail>(act, '/Filing/act', { body: { id: created.data.id, version: created.data.version, action: 'SUBMIT' }, ...as('jc') });
  submitted = json.data;
  expect(submitted.status).toBe('PENDING_ZG');
});

describe('the 10-minute review soft lock (domain.md §3.2)', () => {
  it('goes to the first reviewer who opens the filing; the second sees who holds it and cannot decide', async () => {
    const first = await open('zg', submitted.id);
    expect(first.json.data.reviewLock).toBeNull();
    expect(first.json.data.allowedActions).toEqual(expect.arrayContaining(['ZG_APPROVE', 'ZG_RETURN']));

    const second = await open('zgb', submitted.id);
    expect(second.json.data.reviewLock).toMatchObject({ reviewer: '钱立群' });
    expect(second.json.data.allowedActions.filter((a) => a.startsWith('ZG_'))).toEqual([]);

    const refused = await decide('zgb', second.json.data);
    expect(refused.status).toBe(423);
    expect(refused.json.msg).toMatch(/^该件正在由【钱立群】审核（至 .+），请稍后再试$/);
  });

  it('is renewed by its holder and does not hold the unit back', async () => {
    const again = await open('zg', submitted.id);
    expect(again.json.data.reviewLock).toBeNull();
    const unit = await open('jc', submitted.id);
    expect(unit.json.data.reviewLock).toBeNull();
    expect(unit.json.data.allowedActions).toEqual(['WITHDRAW']);
  });

  it('expires after 10 minutes, when the other reviewer may take it', async () => {
    const db = await getDb();
    await db.update(filings).set({ reviewingUntil: new Date(Date.now() - 1000) }).where(eq(filings.id, submitted.id));
    const taken = await open('zgb', submitted.id);
    expect(taken.json.data.reviewLock).toBeNull();
    expect((await decide('zg', taken.json.data)).status).toBe(423);
  });

  it('is released by the decision', async () => {
    const { json: held } = await open('zgb', submitted.id);
    const approved = await decide('zgb', held.data);
    expect(approved.status).toBe(200);
    const [row] = await (await getDb()).select().from(filings).where(eq(filings.id, submitted.id));
    expect(row).toMatchObject({ reviewingBy: null, reviewingUntil: null, status: 'PENDING_RSJ' });
  });

  it('shows the rules\' current findings on the page: what would block the draft\'s submission', async () => {
    const { json: company } = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as('jc') });
    const keys = Object.keys(unitKeyFields.shape);
    const unit = Object.fromEntries(Object.entries(company.data.unit).filter(([k, v]) => keys.includes(k) && v !== null));
    const header = { unit: { ...unit, uscc: '12330500MB00000000' }, establishment: submitted.header.establishment };
    const body = { filingType: 'UNIT_INFO', contactName: '李明华', contactPhone: '13857201234', header };
    const { json: draft } = await call<FilingDetail>(create, '/Filing/create', { body, ...as('jc') });
    const { json } = await open('jc', draft.data.id);
    expect(json.data.violations).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'R-USCC-01', level: 'ERROR' })]));
    expect((await open('jc2', draft.data.id)).status).toBe(404);
  });
});
