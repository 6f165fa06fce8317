import { POST as getTree } from './getTree/route';
import { POST as doEdit } from './doEdit/route';
import { POST as doDelete } from './doDelete/route';
import { POST as move } from './move/route';
import { POST as routerList } from '../router/getRouterList/route';
import type { MenuEntry } from '@/lib/contracts/menu';
import type { RouteRecord } from '@/lib/contracts/router';
import { call, loginAs } from '@/lib/server/testing/api';
import { formOfEntry, toFields } from '@/components/views/setting/menu/menuForm';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

let admin = '';
beforeAll(async () => {
  admin = await loginAs('admin');
});

const tree = async () => (await call<{ list: MenuEntry[]; components: string[] }>(getTree, '/Menu/getTree', { method: 'POST', token: admin })).json.data;
const entry = async (name: string) => (await tree()).list.find((e) => e.name === name)!;
const save = async (body: object, token = admin) => (await call<{ id: number; version: number; problems?: unknown }>(doEdit, '/Menu/doEdit', { body, token })).json;

describe('/api/Menu', () => {
  it('gives admin the whole stored tree and the view keys', async () => {
    const data = await tree();
    expect(data.list.find((e) => e.name === 'Company')).toMatchObject({ parentId: null, path: '/company', component: 'Layout' });
    expect(data.components).toEqual(expect.arrayContaining(['Layout', 'company/person', 'setting/menuManagement']));
  });

  it('refuses every call to anyone but admin, and callers without a token', async () => {
    for (const user of ['jc', 'zg', 'rsj']) {
      const token = await loginAs(user);
      expect((await call(getTree, '/Menu/getTree', { method: 'POST', token })).status).toBe(403);
      expect((await save({ path: 'x', meta: { title: 'x' }, parentId: 1 }, token)).code).toBe(403);
    }
    expect((await call(getTree, '/Menu/getTree', { method: 'POST' })).status).toBe(401);
  });

  it('changes a title and every flag, and the router serves it on the next load', async () => {
    const person = await entry('Person');
    const meta = { ...person.meta, title: '人员花名册', hidden: false, noKeepAlive: true, badge: 'New', dot: true, icon: 'user-star-line' };
    const saved = await save({ id: person.id, version: person.version, path: person.path, name: person.name, component: person.component, meta });
    expect(saved.code).toBe(200);
    expect(saved.data.version).toBe(person.version + 1);
    const { json } = await call<{ list: RouteRecord[] }>(routerList, '/router/getRouterList', { body: {}, token: await loginAs('jc') });
    const company = json.data.list.find((r) => r.path === '/company')!;
    expect(company.children!.find((c) => c.name === 'Person')!.meta).toMatchObject({ title: '人员花名册', noKeepAlive: true, badge: 'New', dot: true });
  });

  it("keeps a route's guard (spec §2.3) when the menu editor saves the entry, and the router goes on honouring it", async () => {
    const progress = await entry('ReportScheduleSearch');
    const guarded = await save({ ...toFields(formOfEntry(progress)), meta: { ...progress.meta, guard: ['zg', 'rsj'] }, id: progress.id, version: progress.version });
    expect(guarded.code).toBe(200);
    // The editor's save: its form of the stored entry, the title changed.
    const stored = await entry('ReportScheduleSearch');
    expect(stored.meta.guard).toEqual(['zg', 'rsj']);
    const saved = await save({ ...toFields({ ...formOfEntry(stored), title: '审核进度' }), id: stored.id, version: stored.version });
    expect(saved.code).toBe(200);
    expect((await entry('ReportScheduleSearch')).meta).toMatchObject({ title: '审核进度', guard: ['zg', 'rsj'] });
    const reportOf = async (user: string) => {
      const { json } = await call<{ list: RouteRecord[] }>(routerList, '/router/getRouterList', { body: {}, token: await loginAs(user) });
      return json.data.list.find((r) => r.path === '/report')!.children!;
    };
    expect((await reportOf('zg')).find((c) => c.name === 'ReportScheduleSearch')!.meta).toMatchObject({ title: '审核进度', guard: ['zg', 'rsj'] });
    expect((await reportOf('jc')).map((c) => c.name)).not.toContain('ReportScheduleSearch');
  });

  it('refuses a stale version with 409', async () => {
    const person = await entry('Person');
    expect((await save({ id: person.id, version: person.version - 1, path: person.path, meta: person.meta })).code).toBe(409);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad = await save({ path: 'has space', meta: { title: 'x' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/^path: /);
    expect((await save({ path: 'x', meta: { title: '' } })).msg).toMatch(/^meta\.title: /);
    expect((await save({ id: 1, path: 'x', meta: { title: 'x' } })).msg).toMatch(/^version: /);
  });

  it.each([
    ['a duplicate name', { name: 'Person', component: 'company/person' }, 'DUPLICATE_NAME'],
    ['an unknown component', { name: 'Ghost', component: 'ghost/view' }, 'UNKNOWN_COMPONENT'],
    ['an absolute child path', { name: 'Abs', path: '/abs', component: 'company/person' }, 'CHILD_PATH_ABSOLUTE'],
    ['a redirect to nowhere', { name: 'Lost', component: 'company/person', redirect: '/nowhere' }, 'REDIRECT_NOWHERE'],
  ])('refuses %s with 422 and the reason', async (_, fields, code) => {
    const company = await entry('Company');
    const res = await save({ parentId: company.id, path: 'newPage', meta: { title: '新页面' }, ...fields });
    expect(res.code).toBe(422);
    expect(res.data.problems).toEqual([expect.objectContaining({ code })]);
    expect(res.msg).toMatch(/^菜单未保存：/);
  });

  it('adds an entry at the end of its group, moves it first, then deletes it', async () => {
    const company = await entry('Company');
    const added = await save({ parentId: company.id, path: 'roster', name: 'Roster', component: 'company/person', meta: { title: '花名册', icon: 'list-check' } });
    expect(added.code).toBe(200);
    const siblings = (await tree()).list.filter((e) => e.parentId === company.id).sort((a, b) => a.sort - b.sort);
    expect(siblings.at(-1)!.name).toBe('Roster');

    const moved = await call<{ version: number }>(move, '/Menu/move', { body: { id: added.data.id, version: 1, parentId: company.id, index: 0 }, token: admin });
    expect(moved.json.code).toBe(200);
    const reordered = (await tree()).list.filter((e) => e.parentId === company.id).sort((a, b) => a.sort - b.sort);
    expect(reordered.map((e) => e.name).slice(0, 2)).toEqual(['Roster', 'CompanyView']);

    const gone = await call<{ deleted: number }>(doDelete, '/Menu/doDelete', { body: { id: added.data.id, version: 2 }, token: admin });
    expect(gone.json).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect((await tree()).list.some((e) => e.name === 'Roster')).toBe(false);
  });

  it('refuses a move under its own child and a delete that leaves a redirect to nowhere', async () => {
    const company = await entry('Company');
    const view = await entry('CompanyView');
    const loop = await call(move, '/Menu/move', { body: { id: company.id, version: company.version, parentId: view.id, index: 0 }, token: admin });
    expect(loop.json.code).toBe(422);
    const del = await call<{ problems: { code: string }[] }>(doDelete, '/Menu/doDelete', { body: { id: view.id, version: view.version }, token: admin });
    expect(del.json.code).toBe(422);
    expect(del.json.data.problems.map((p) => p.code)).toContain('REDIRECT_NOWHERE');
    expect((await entry('CompanyView')).id).toBe(view.id);
  });
});
