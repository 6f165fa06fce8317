/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import type { RouteRecord } from '@/lib/contracts/router';
import { withCatchAll } from '@/lib/domain/routes';
import { NOT_FOUND_ROUTE } from '@/lib/client/routeLoader';
import { buildRoutes, publicRoutes } from './buildRoutes';
import { AFTER_SIGN_IN, signInLanding } from './routeHandle';

/** A zg user's route tree: review pages, no unit pages of a base unit. */
const zgRecords: RouteRecord[] = [
  { path: '/', name: 'Root', component: 'Layout', redirect: '/index', meta: { title: '首页' }, children: [{ path: 'index', name: 'Index', component: 'index/index', meta: { title: '首页' } }] },
  { path: '/check', name: 'Check', component: 'Layout', meta: { title: '审核' }, children: [{ path: 'checklist', name: 'Checklist', component: 'check/checklist', meta: { title: '审核' } }] },
  { path: '/report', name: 'Report', component: 'Layout', redirect: '/report/search', meta: { title: '统计' }, children: [{ path: 'search', name: 'Search', component: 'report/search', meta: { title: '查询' } }] },
  { path: '/help', name: 'Help', component: 'Layout', redirect: 'docs', meta: { title: '帮助' }, children: [{ path: 'docs', name: 'Docs', component: 'help/docs', meta: { title: '文档' } }] },
];
const routes = [...publicRoutes, ...buildRoutes(withCatchAll(zgRecords, NOT_FOUND_ROUTE))];

describe('signInLanding', () => {
  it("sends a user just signed in to the home page when the recorded page is not one of theirs (the previous user's page)", () => {
    expect(signInLanding(routes, '/company/companyview', AFTER_SIGN_IN)).toBe('/index');
    expect(signInLanding(routes, '/check/nowhere', AFTER_SIGN_IN)).toBe('/index');
  });

  it("goes from a group's address straight on to the page its redirect names, before the shell renders", () => {
    expect(signInLanding(routes, '/', AFTER_SIGN_IN)).toBe('/index');
    expect(signInLanding(routes, '/report', AFTER_SIGN_IN)).toBe('/report/search');
  });

  it('leaves to the shell a group without a redirect, and a redirect that is not an absolute path', () => {
    expect(signInLanding(routes, '/check', AFTER_SIGN_IN)).toBeNull();
    expect(signInLanding(routes, '/help', AFTER_SIGN_IN)).toBeNull();
  });

  it('keeps the recorded page when it is one of theirs', () => {
    expect(signInLanding(routes, '/check/checklist', AFTER_SIGN_IN)).toBeNull();
    expect(signInLanding(routes, '/index', AFTER_SIGN_IN)).toBeNull();
  });

  it('leaves every other navigation alone: an unknown address typed later still ends on 404', () => {
    expect(signInLanding(routes, '/company/companyview', null)).toBeNull();
    expect(signInLanding(routes, '/company/companyview', { other: true })).toBeNull();
    expect(signInLanding(routes, '/', null)).toBeNull();
  });
});
