import { matchRoutes as matchRouteTree, type RouteObject } from 'react-router';
import { matchRoutes } from './routeHandle';

const tree = (): RouteObject[] => [
  { path: '/', children: [{ index: true }, { path: 'index' }] },
  { path: '/company', children: [{ path: 'person' }, { path: 'person/:id' }] },
  { path: '*' },
];

describe('matchRoutes', () => {
  it("answers as React Router's does, the same answer again for the same tree and pathname", () => {
    const routes = tree();
    for (const pathname of ['/', '/index', '/company/person', '/company/person/7', '/nowhere']) {
      expect(matchRoutes(routes, pathname)).toEqual(matchRouteTree(routes, pathname));
      expect(matchRoutes(routes, pathname)).toBe(matchRoutes(routes, pathname));
    }
  });

  it('matches a new route tree afresh (the routes of the next user)', () => {
    const before = tree();
    const after: RouteObject[] = [{ path: '/company', children: [{ path: 'unit' }] }];
    expect(matchRoutes(before, '/company/person')?.map((m) => m.pathname)).toEqual(['/company', '/company/person']);
    expect(matchRoutes(after, '/company/person')).toBeNull();
  });

  it('keeps a bounded number of answers per tree', () => {
    const routes = tree();
    const first = matchRoutes(routes, '/company/person/0');
    for (let i = 1; i <= 64; i++) matchRoutes(routes, `/company/person/${i}`);
    expect(matchRoutes(routes, '/company/person/0')).not.toBe(first);
    expect(matchRoutes(routes, '/company/person/0')).toEqual(first);
  });
});
