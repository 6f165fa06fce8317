import { afterLoginTarget, filterRoutes, guardNavigation, isPublicPath, withCatchAll, withoutOthersWork, withoutViews, type RouteNode } from './routes';

const guard = (target: string, hasToken: boolean, routesLoaded = false, recordRoute = true) =>
  guardNavigation({ target, hasToken, routesLoaded, recordRoute });

describe('guardNavigation (spec §2.1)', () => {
  it('lets only the public paths through without a token', () => {
    for (const p of ['/login', '/register', '/callback', '/403', '/404']) expect(guard(p, false)).toEqual({ kind: 'allow' });
    expect(isPublicPath('/company/person')).toBe(false);
  });

  it('sends a protected path to login, recording it as the redirect query', () => {
    expect(guard('/company/person?tab=2', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcompany%2Fperson%3Ftab%3D2' });
  });

  it('does not record the root path, nor anything when route recording is off', () => {
    expect(guard('/', false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/company/person', false, false, false)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a signed-in user away from login to the root', () => {
    expect(guard('/login', true)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/login?redirect=/x', true, true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('loads the routes first when a token is present but no routes are loaded', () => {
    expect(guard('/company/person', true)).toEqual({ kind: 'loadRoutes' });
    expect(guard('/company/person', true, true)).toEqual({ kind: 'allow' });
  });
});

describe('afterLoginTarget', () => {
  it('returns the recorded in-app path, else home', () => {
    expect(afterLoginTarget('/company/person')).toBe('/company/person');
    expect(afterLoginTarget(null)).toBe('/');
    expect(afterLoginTarget('https://evil.example')).toBe('/');
    expect(afterLoginTarget('//evil.example')).toBe('/');
    expect(afterLoginTarget('/login?redirect=/x')).toBe('/');
  });
});

describe('route transforms', () => {
  const tree: RouteNode[] = [
    { path: '/', meta: {}, children: [{ path: 'index', meta: { title: '首页' } }] },
    { path: '/company', meta: { roles: { role: ['jc'] } }, children: [{ path: 'person', meta: {} }] },
    { path: '/check/list', meta: { roles: { role: ['zg', 'rsj'] } } },
    {
      path: '/recruit', meta: { roles: { role: ['jc', 'zg', 'rsj'] } },
      children: [{ path: 'plan', meta: { roles: { role: ['jc'] } } }, { path: 'checklist', meta: { roles: { role: ['zg', 'rsj'] } } }],
    },
  ];

  it('filters routes and their children by role', () => {
    const jc = filterRoutes(tree, { roles: ['jc'], abilities: [] });
    expect(jc.map((r) => r.path)).toEqual(['/', '/company', '/recruit']);
    expect(jc[2].children!.map((r) => r.path)).toEqual(['plan']);
    const zg = filterRoutes(tree, { roles: ['zg'], abilities: [] });
    expect(zg.map((r) => r.path)).toEqual(['/', '/check/list', '/recruit']);
    expect(filterRoutes(tree, { admin: true, roles: [], abilities: [] })).toHaveLength(4);
  });

  it('appends the /404 catch-all unless the list ends with one', () => {
    const notFound: RouteNode = { path: '*', redirect: '/404', meta: { hidden: true } };
    expect(withCatchAll(tree, notFound).at(-1)).toBe(notFound);
    const ending = [...tree, notFound];
    expect(withCatchAll(ending, notFound)).toHaveLength(ending.length);
  });
});

describe('route access: roles and guard (spec §2.3, §6)', () => {
  const page = (path: string, meta: RouteNode['meta'] = {}): RouteNode => ({ path, meta });
  const jc = { roles: ['jc'], abilities: ['report:read'] };
  const admin = { admin: true, roles: ['admin'], abilities: [] };

  it('keeps a route only when its roles and its guard both pass', () => {
    const routes = [
      page('both', { roles: { role: ['jc', 'zg'] }, guard: ['jc'] }),
      page('guardFails', { roles: { role: ['jc'] }, guard: ['zg'] }),
      page('exceptJc', { guard: { role: ['jc'], mode: 'except' } }),
      page('ability', { guard: { ability: ['report:read'] } }),
      page('open'),
    ];
    expect(filterRoutes(routes, jc).map((r) => r.path)).toEqual(['both', 'ability', 'open']);
    expect(filterRoutes(routes, { roles: ['zg'], abilities: [] }).map((r) => r.path)).toEqual(['exceptJc', 'open']);
    expect(filterRoutes(routes, admin).map((r) => r.path)).toEqual(['both', 'guardFails', 'exceptJc', 'ability', 'open']);
  });

  it('sends a path the user was not given to /404 through the catch-all', () => {
    const kept = withCatchAll(filterRoutes([page('/setting/menuManagement', { roles: { role: ['admin'] } })], jc), page('*', { hidden: true }));
    expect(kept.map((r) => r.path)).toEqual(['*']);
  });
});

describe('withoutOthersWork', () => {
  it("drops the work of some business roles the admin does not share, and keeps what every business role or the admin shares", () => {
    const routes: RouteNode[] = [
      { path: '/company', meta: { roles: { role: ['jc'], mode: 'oneOf' } }, children: [{ path: 'companyview', meta: {} }] },
      {
        path: '/jobmanage', meta: { roles: { role: ['jc', 'zg', 'rsj'] } },
        children: [{ path: 'joblistmanage', meta: { roles: { role: ['jc'] } } }, { path: 'sheet', meta: {} }, { path: 'checklist', meta: { roles: { role: ['zg', 'rsj'] } } }],
      },
      {
        path: '/exchange', meta: { roles: { role: ['jc', 'zg', 'rsj'] } },
        children: [{ path: 'internal', meta: { roles: { role: ['jc', 'zg'] } } }, { path: 'byRsj', meta: { roles: { role: ['rsj'] } } }],
      },
      { path: '/setting', meta: { roles: { role: ['jc', 'admin'] } } },
      { path: '/notJc', meta: { roles: { role: ['jc'], mode: 'except' } } },
      { path: '/jcAbility', meta: { roles: { role: ['jc'], ability: ['report:read'] } } },
      { path: '/mockAdmin', meta: { roles: { role: ['Admin'] } } },
      { path: '/review', meta: { roles: { role: ['zg', 'rsj', 'admin'] } }, children: [{ path: 'registrations', meta: { roles: { role: ['rsj', 'admin'] } } }] },
    ];
    const kept = withoutOthersWork(routes);
    expect(kept.map((r) => r.path)).toEqual(['/jobmanage', '/setting', '/notJc', '/jcAbility', '/mockAdmin', '/review']);
    expect(kept[0].children!.map((r) => r.path)).toEqual(['sheet']);
    expect(kept.at(-1)!.children!.map((r) => r.path)).toEqual(['registrations']);
  });

  it('drops a group left with none of its pages, and keeps a group that never had any', () => {
    const routes: RouteNode[] = [
      { path: '/recruit', meta: {}, children: [{ path: 'plan', meta: { roles: { role: ['jc'] } } }, { path: 'checklist', meta: { roles: { role: ['zg', 'rsj'] } } }] },
      { path: '/empty', meta: {}, children: [] },
      { path: '/page', meta: {} },
    ];
    expect(withoutOthersWork(routes).map((r) => r.path)).toEqual(['/empty', '/page']);
  });

  it("moves a group's redirect to its first page left when the page it named is left out, and keeps it otherwise", () => {
    const group = (redirect: string): RouteNode => ({
      path: '/company', redirect, meta: { roles: { role: ['jc', 'admin'] } },
      children: [{ path: 'companyview', meta: { roles: { role: ['jc'] } } }, { path: 'person', meta: {} }, { path: '/elsewhere/page', meta: {} }],
    });
    expect(withoutOthersWork([group('/company/companyview')])[0].redirect).toBe('/company/person');
    expect(withoutOthersWork([group('/company/person')])[0].redirect).toBe('/company/person');
    expect(withoutOthersWork([group('/elsewhere/page')])[0].redirect).toBe('/elsewhere/page');
    const review: RouteNode = {
      path: '/check/list', redirect: '/check/list/companyCheck', meta: {},
      children: [{ path: 'companyCheck', meta: { roles: { role: ['zg', 'rsj'] } } }, { path: 'registrationReview', meta: { roles: { role: ['rsj', 'admin'] } } }],
    };
    expect(withoutOthersWork([review])[0].redirect).toBe('/check/list/registrationReview');
  });

  it('leaves a redirect to a deeper page alone when nothing was left out, and skips hidden and parameter pages', () => {
    const deep: RouteNode = {
      path: '/vab', redirect: '/vab/icon/remixIcon', meta: {},
      children: [{ path: 'icon', meta: {}, children: [{ path: 'remixIcon', meta: {} }] }],
    };
    expect(withoutOthersWork([deep])[0].redirect).toBe('/vab/icon/remixIcon');
    const plan: RouteNode = {
      path: '/jobplanrecord', redirect: '/jobplanrecord/jobplanrecord1', meta: {},
      children: [
        { path: 'jobplanrecord1', meta: { roles: { role: ['jc'] } } },
        { path: 'listPage', meta: { hidden: true } },
        { path: 'reportHis/:type', meta: {} },
        { path: 'sheet', meta: {} },
      ],
    };
    expect(withoutOthersWork([plan])[0].redirect).toBe('/jobplanrecord/sheet');
  });
});

describe('withoutViews', () => {
  it("drops the pages of the views named, wherever they are, and moves their group's redirect", () => {
    const setting: RouteNode = {
      path: '/setting', redirect: '/setting/userManagement', meta: {},
      children: [
        { path: 'userManagement', component: 'setting/userManagement', meta: {} },
        { path: 'personalCenter', component: 'setting/personalCenter', meta: {} },
      ],
    };
    const kept = withoutViews([setting, { path: '/other', component: 'setting/userManagement', meta: {} }], ['setting/userManagement']);
    expect(kept).toEqual([{ ...setting, redirect: '/setting/personalCenter', children: [setting.children![1]] }]);
    expect(withoutViews([setting], [])).toEqual([setting]);
  });
});
