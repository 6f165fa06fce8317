import { unboundedFields } from './bounds';
import type { Endpoint } from './endpoint';
import { endpoints } from './registry';

const inputs = (e: Endpoint) => [['query', e.query], ['body', e.body]] as const;

describe('every contract bounds its inputs (primitives.ts)', () => {
  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, e) => {
    const problems = inputs(e).flatMap(([where, s]) => (s ? unboundedFields(s).map((p) => `${where}.${p}`) : []));
    expect(problems).toEqual([]);
  });
});
