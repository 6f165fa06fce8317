import { errorEntry, errorLogEnabled, SEARCH_ENGINES } from './errorLog';

describe('errorEntry', () => {
  it('keeps the route, message and stack of an Error', () => {
    const e = errorEntry(new TypeError('x is undefined'), '/company/person');
    expect(e).toMatchObject({ route: '/company/person', message: 'x is undefined' });
    expect(e.details).toContain('TypeError: x is undefined');
  });

  it('describes whatever else was thrown', () => {
    expect(errorEntry('plain text', '/').message).toBe('plain text');
    expect(errorEntry({ code: 500 }, '/').message).toBe('{"code":500}');
    expect(errorEntry(undefined, '/').message).toBe('undefined');
  });

  it('numbers the entries', () => {
    const first = errorEntry('a', '/');
    expect(errorEntry('b', '/').id).toBe(first.id + 1);
  });
});

describe('SEARCH_ENGINES', () => {
  it('search the message on three engines', () => {
    expect(SEARCH_ENGINES.map((s) => s.url('a b'))).toEqual([
      'https://www.baidu.com/s?wd=a%20b', 'https://www.bing.com/search?q=a%20b', 'https://www.google.com/search?q=a%20b',
    ]);
  });
});

describe('errorLogEnabled', () => {
  it('is on in the configured environments only', () => {
    expect(errorLogEnabled(['development'], 'development')).toBe(true);
    expect(errorLogEnabled(['development'], 'production')).toBe(false);
    expect(errorLogEnabled(['development', 'production'], 'production')).toBe(true);
  });
});
