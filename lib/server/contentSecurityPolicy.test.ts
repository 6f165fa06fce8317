import { newNonce, pageContentSecurityPolicy, servedOverHttps } from './contentSecurityPolicy';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => { const [name, ...sources] = d.split(' '); return [name, sources]; }));

describe('the pages\' Content-Security-Policy', () => {
  const production = directives(pageContentSecurityPolicy({ nonce: 'abc123', dev: false, https: false }));

  it('runs only scripts that carry the nonce, and what they load, with no inline script or eval', () => {
    expect(production['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(production['script-src']).not.toContain("'unsafe-inline'");
    expect(production['script-src']).not.toContain("'unsafe-eval'");
    expect(production['object-src']).toEqual(["'none'"]);
    expect(production['base-uri']).toEqual(["'none'"]);
  });

  it('takes style elements only with the nonce, style attributes from anyone', () => {
    expect(production['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(production['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('is never framed and talks only to its own server', () => {
    expect(production['frame-ancestors']).toEqual(["'none'"]);
    expect(production['connect-src']).toEqual(["'self'"]);
    expect(production['form-action']).toEqual(["'self'"]);
    expect(production['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('upgrades stray http addresses only on a page served over HTTPS', () => {
    expect(production['upgrade-insecure-requests']).toBeUndefined();
    expect(pageContentSecurityPolicy({ nonce: 'n', dev: false, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it('allows eval and inline styles in next dev only, where the nonce would cancel \'unsafe-inline\'', () => {
    const dev = directives(pageContentSecurityPolicy({ nonce: 'n', dev: true, https: false }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, different each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('servedOverHttps', () => {
  it('reads the first hop of x-forwarded-proto', () => {
    expect(servedOverHttps(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(servedOverHttps(new Headers({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(servedOverHttps(new Headers({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(servedOverHttps(new Headers({ 'x-forwarded-proto': 'http, https' }))).toBe(false);
    expect(servedOverHttps(new Headers())).toBe(false);
  });
});
