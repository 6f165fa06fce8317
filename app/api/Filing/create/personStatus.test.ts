import { POST as create } from './route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

/** The line of a 人员状态变动 (RYZT) as the API takes it: every bad input a 400 naming the field, its valid neighbour taken. */
withFreshDatabase();

const tokens: Record<string, string> = {};
let personId: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  personId = await insertPerson(await unitIdOf('湖州市第一中学'), { name: '状态接口', recordStatus: 'FILED' });
});

const contact = { contactName: '李明华', contactPhone: '13857201234' };
const createAs = (user: string, payload: Record<string, unknown>, header: Record<string, unknown> = {}) => call<FilingDetail>(create, '/Filing/create', {
  body: { filingType: 'PERSON_STATUS', ...contact, header, lines: [{ personId, payload }] }, token: tokens[user],
});
const valid = { change: 'LONG_SICK', startDate: '2026-03-01', reason: '术后休养' };

describe('the line of a person status change', () => {
  it('takes a valid line and files it as a draft of its type', async () => {
    const { status, json } = await createAs('jc', valid);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ filingType: 'PERSON_STATUS', status: 'DRAFT', route: 'ZG_ONLY' });
    expect(json.data.lines[0].payload).toEqual(valid);
  });

  it.each([
    ['a missing change', { change: undefined }, 'change', '请选择状态变动类型'],
    ['an unknown change', { change: 'SABBATICAL' }, 'change', '请选择状态变动类型'],
    ['a missing start date', { startDate: undefined }, 'startDate', '请填写开始日期'],
    ['a start date that does not exist', { startDate: '2026-02-30' }, 'startDate', '开始日期不是有效日期'],
    ['an end before the start', { endDate: '2026-02-28' }, 'endDate', '结束日期不能早于开始日期'],
    ['a leave to start a business without its end', { change: 'OFF_POST_STARTUP' }, 'endDate', '离岗创业须填写计划结束日期'],
    ['a missing reason', { reason: undefined }, 'reason', '请填写变动原因'],
    ['a blank reason', { reason: '   ' }, 'reason', '请填写变动原因'],
    ['a reason over 500 characters', { reason: '因'.repeat(501) }, 'reason', '变动原因不能超过 500 个字'],
  ])('refuses %s with a 400 naming the field', async (_what, change, field, message) => {
    const { status, json } = await createAs('jc', { ...valid, ...change });
    expect([status, json.msg, json.data]).toEqual([400, `第 1 行 ${field}: ${message}`, { field: `lines[0].${field}`, lineNo: 1 }]);
  });

  it.each([
    ['an end on the start day', { endDate: '2026-03-01' }],
    ['no end where the change needs none', { endDate: '' }],
    ['a leave to start a business with its end', { change: 'OFF_POST_STARTUP', endDate: '2027-03-01' }],
    ['a reason of 500 characters', { reason: '因'.repeat(500) }],
  ])('takes %s (the valid neighbour)', async (_what, change) => {
    expect((await createAs('jc', { ...valid, ...change })).status).toBe(200);
  });

  it('refuses a header note over 500 characters, naming it', async () => {
    const { status, json } = await createAs('jc', valid, { note: '说'.repeat(501) });
    expect([status, json.data]).toEqual([400, { field: 'header.note' }]);
    expect((await createAs('jc', valid, { note: '说'.repeat(500) })).status).toBe(200);
  });
});

describe('who files a person status change', () => {
  it('answers another unit naming this person as for a person who does not exist', async () => {
    const { status, json } = await createAs('jc2', valid);
    expect([status, json.msg, json.data]).toEqual([422, 'lines.0.personId: 人员不存在', { field: 'lines.0.personId' }]);
    expect(JSON.stringify(json)).not.toContain('状态接口');
  });

  it('is not for the personnel bureau to file', async () => {
    expect((await createAs('rsj', valid)).status).toBe(403);
  });
});
