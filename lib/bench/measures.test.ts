import { percentile, routePathOf, summarize } from './measures.mjs';

describe('percentile', () => {
  it('takes the nearest rank: the 9th of 10 samples is their p90, the 10th of 11', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 90)).toBe(9);
    expect(percentile([...ten, 11], 90)).toBe(10);
    expect(percentile(ten, 100)).toBe(10);
    expect(percentile(ten, 0)).toBe(1);
    expect(percentile([], 90)).toBeUndefined();
  });
});

describe('summarize', () => {
  it('gives the median of an odd count as its middle sample and of an even count as the mean of the two middle ones', () => {
    expect(summarize([30, 10, 20])).toEqual({ median: 20, p90: 30, samples: 3, missing: 0 });
    expect(summarize([40, 10, 30, 20])).toMatchObject({ median: 25, p90: 40 });
  });

  it('counts a sample where the step never showed as missing, not as a time', () => {
    expect(summarize([100, undefined, 300, null])).toEqual({ median: 200, p90: 300, samples: 2, missing: 2 });
    expect(summarize([undefined])).toEqual({ median: undefined, p90: undefined, samples: 0, missing: 1 });
  });
});

describe('routePathOf', () => {
  const tree = [
    { path: '/', component: 'Layout', children: [{ path: 'index', component: 'index/index' }] },
    { path: '/company', component: 'Layout', children: [
      { path: 'companyview', component: 'company/companyview' },
      { path: 'person', component: 'company/person' },
    ] },
    { path: '/other', component: 'Layout', children: [{ path: '/absolute/person', component: 'demo/person' }] },
  ];

  it('joins the paths from the top of the tree down to the page that shows the component', () => {
    expect(routePathOf(tree, 'company/person')).toBe('/company/person');
    expect(routePathOf(tree, 'index/index')).toBe('/index');
  });

  it('keeps a child path that starts with a slash as it is', () => {
    expect(routePathOf(tree, 'demo/person')).toBe('/absolute/person');
  });

  it('answers undefined when no page shows the component', () => {
    expect(routePathOf(tree, 'nowhere')).toBeUndefined();
    expect(routePathOf(undefined, 'company/person')).toBeUndefined();
  });
});
