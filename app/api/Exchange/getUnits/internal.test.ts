import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as filingList } from '@/app/api/Filing/getList/route';
import { POST as routerList } from '@/app/api/router/getRouterList/route';
import { POST as getUnits } from './route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { RouteRecord } from '@/lib/contracts/router';
import { today } from '@/lib/domain/datetime';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';

/** 系统内人员交流 is a base unit's as well as its authority's (spec §2.2): the unit starts a move out, the authority reviews it. */
withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc2Unit: number;
let jc3Unit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc3', 'zg', 'zg2']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  jc3Unit = await unitIdOf('湖州市中心医院');
});

const as = (u: string) => ({ token: tokens[u] });
const unitsOf = async (user: string, body: object) =>
  (await call<{ list: { id: number; unitName: string }[] }>(getUnits, '/Exchange/getUnits', { body, ...as(user) })).json.data.list.map((u) => u.id);
const file = (header: object, personId: number, user = 'jc') => call<FilingDetail>(create, '/Filing/create', {
  body: { filingType: 'INTERNAL_EXCHANGE', contactName: '李明华', contactPhone: '13857201234', header, lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: today() } }] },
  ...as(user),
});
const doAct = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, ...as(user) });

describe('an internal exchange started by a base unit', () => {
  it('is on the menu of the unit and of its authority', async () => {
    for (const user of ['jc', 'zg']) {
      const { list } = (await call<{ list: RouteRecord[] }>(routerList, '/router/getRouterList', { body: {}, ...as(user) })).json.data;
      const exchange = list.find((r) => r.path === '/personnelExchangeRecord1')!;
      expect(exchange.children!.map((c) => c.path)).toContain('internalPersonExchange');
    }
  });

  it("offers the units of the unit's own authority, its own among them; a transfer still offers the other units", async () => {
    const internal = await unitsOf('jc', { internal: true });
    expect(internal).toEqual(expect.arrayContaining([jcUnit, jc2Unit]));
    expect(internal).not.toContain(jc3Unit);
    const transfer = await unitsOf('jc', {});
    expect(transfer).not.toContain(jcUnit);
    expect(transfer).toEqual(expect.arrayContaining([jc2Unit, jc3Unit]));
    expect(await unitsOf('jc3', { internal: true })).toEqual([jc3Unit]);
    const zg = await unitsOf('zg', { internal: true });
    expect(zg).toEqual(expect.arrayContaining([jcUnit, jc2Unit]));
    const bad = await call(getUnits, '/Exchange/getUnits', { body: { internal: 'yes' }, ...as('jc') });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/^internal: /);
    expect(bad.json.data).toMatchObject({ field: 'internal' });
  });

  it('is filed for its own unit, waits for its authority, which files it', async () => {
    await setEstablishment(jc2Unit, 500);
    const personId = await insertPerson(jcUnit, { name: '本校调出', recordStatus: 'FILED' });
    let f = (await file({ fromUnitId: jcUnit, toUnitId: jc2Unit, exchangeMode: 'TRANSFER' }, personId)).json.data;
    expect(f).toMatchObject({ status: 'DRAFT', route: 'ZG_ONLY', violations: [] });
    f = (await doAct('jc', f, 'SUBMIT')).json.data;
    expect(f.status).toBe('PENDING_ZG');
    const queue = async (user: string) =>
      (await call<{ list: { id: number }[] }>(filingList, '/Filing/getList', { body: { box: 'review', pageSize: 100 }, ...as(user) })).json.data.list.map((x) => x.id);
    expect(await queue('zg')).toContain(f.id);
    expect(await queue('zg2')).not.toContain(f.id);
    expect((await doAct('zg2', f, 'ZG_APPROVE')).status).toBe(404);
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    expect(f.status).toBe('APPROVED');
    expect(f.reviews.map((r) => `${r.node}:${r.action}`)).toEqual(expect.arrayContaining(['JC:SUBMIT', 'ZG:ZG_APPROVE']));
  });

  it("does not let a base unit name another unit's person, nor file a move out of another unit", async () => {
    const personId = await insertPerson(jc2Unit, { name: '他校人员', recordStatus: 'FILED' });
    const other = await file({ fromUnitId: jc2Unit, toUnitId: jcUnit, exchangeMode: 'ROTATION' }, personId);
    expect([other.status, other.json.msg, other.json.data]).toEqual([422, 'lines.0.personId: 人员不存在', { field: 'lines.0.personId' }]);
    expect(JSON.stringify(other.json)).not.toContain('他校人员');
    const own = await insertPerson(jcUnit, { name: '本校人员', recordStatus: 'FILED' });
    const draft = (await file({ fromUnitId: jc2Unit, toUnitId: jcUnit, exchangeMode: 'ROTATION' }, own)).json.data;
    expect(draft.violations).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: 'R-JL-02', field: 'header.fromUnitId', message: '基层单位只能填报本单位调出的内部交流' }),
    ]));
    const submitted = await doAct('jc', draft, 'SUBMIT');
    expect(submitted.status).toBe(422);
  });
});
