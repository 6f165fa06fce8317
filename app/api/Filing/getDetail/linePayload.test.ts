import { eq } from 'drizzle-orm';
import { POST as detail } from './route';
import { POST as act } from '../act/route';
import { POST as create } from '../create/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { filingLines } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';

/** What a filing's detail gives of each line: the fields as filed, not what the effect recorded of the person when it landed. */
withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  await setPostCount(jcUnit, 'T11', 99);
});

const open = (user: string, id: number) => call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, token: tokens[user] });
const doAct = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, token: tokens[user] });

describe('the lines of an approved post move (岗位变动)', () => {
  const filed = { fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel: 'T11', appointStart: today(), reason: '考核不合格', unitDocNo: '湖一中〔2026〕21号' };
  let personId: number;
  let approved: FilingDetail;

  beforeAll(async () => {
    personId = await insertPerson(jcUnit, { name: '降级明细', recordStatus: 'FILED', postLevel: 'T10', titleLevel: 'MIDDLE', appointDate: '2019-09-01' });
    const { json } = await call<FilingDetail>(create, '/Filing/create', {
      body: { filingType: 'POST_CHANGE', contactName: '李明华', contactPhone: '13857201234', header: { changeKind: 'DEMOTE' }, lines: [{ personId, payload: filed }] },
      token: tokens.jc,
    });
    expect(json.data.violations).toEqual([]);
    let f = json.data;
    for (const [user, action] of [['jc', 'SUBMIT'], ['zg', 'ZG_APPROVE'], ['rsj', 'RSJ_APPROVE']]) f = (await doAct(user, f, action)).json.data;
    expect(f.status).toBe('APPROVED');
    approved = f;
  });

  it('keeps on the line, in the table, the post the person held before it landed, for a correction to undo it', async () => {
    const [line] = await (await getDb()).select().from(filingLines).where(eq(filingLines.filingId, approved.id));
    expect(line.payload.before).toMatchObject({ postCategory: 'TECH', postLevel: 'T10', appointDate: '2019-09-01', dualPost: false });
  });

  it('gives the unit and the reviewer the line as filed, without that record', async () => {
    for (const user of ['jc', 'zg']) {
      const { status, json } = await open(user, approved.id);
      expect(status).toBe(200);
      expect(json.data.lines).toEqual([{ lineNo: 1, personId, payload: filed }]);
      expect(json.data.lines[0].payload).not.toHaveProperty('before');
    }
    // The approval's own answer is the same detail.
    expect(approved.lines).toEqual([{ lineNo: 1, personId, payload: filed }]);
  });

  it('gave the same fields while it was under review, before anything was recorded', async () => {
    const other = await insertPerson(jcUnit, { name: '在途明细', recordStatus: 'FILED', postLevel: 'T10', titleLevel: 'MIDDLE' });
    const { json } = await call<FilingDetail>(create, '/Filing/create', {
      body: { filingType: 'POST_CHANGE', contactName: '李明华', contactPhone: '13857201234', header: { changeKind: 'DEMOTE' }, lines: [{ personId: other, payload: filed }] },
      token: tokens.jc,
    });
    const submitted = (await doAct('jc', json.data, 'SUBMIT')).json.data;
    expect(submitted.status).toBe('PENDING_ZG');
    const [line] = await (await getDb()).select().from(filingLines).where(eq(filingLines.filingId, submitted.id));
    expect(line.payload).not.toHaveProperty('before');
    expect((await open('zg', submitted.id)).json.data.lines).toEqual([{ lineNo: 1, personId: other, payload: filed }]);
  });
});
