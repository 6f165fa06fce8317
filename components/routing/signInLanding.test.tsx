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
];
const routes = [...publicRoutes, ...buildRoutes(withCatchAll(zgRecords, NOT_FOUND_ROUTE))];

describe('signInLanding', () => {
  it("sends a user just signed in home when the recorded page is not one of theirs (the previous user's page)", () => {
    expect(signInLanding(routes, '/company/companyview', AFTER_SIGN_IN)).toBe('/');
    expect(signInLanding(routes, '/check/nowhere', AFTER_SIGN_IN)).toBe('/');
  });

  it('keeps the recorded page when it is one of theirs', () => {
    expect(signInLanding(routes, '/check/checklist', AFTER_SIGN_IN)).toBeNull();
    expect(signInLanding(routes, '/index', AFTER_SIGN_IN)).toBeNull();
  });

  it('leaves every other navigation alone: an unknown address typed later still ends on 404', () => {
    expect(signInLanding(routes, '/company/companyview', null)).toBeNull();
    expect(signInLanding(routes, '/company/companyview', { other: true })).toBeNull();
  });
});
