import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import type { NextConfig } from 'next';

type Rule = { source: string; has?: { key: string; value: string }[]; headers: { key: string; value: string }[] };

/** The headers next.config.mjs gives a path (and a request's x-forwarded-proto), as Next matches its rules. */
async function headersFor(path: string, forwardedProto = 'http'): Promise<Record<string, string>> {
  // next.config.mjs is plain JavaScript without types: imported by a computed name, typed here.
  const { default: nextConfig } = (await import('../../next.config.mjs' as string)) as { default: NextConfig };
  const rules = (await nextConfig.headers!()) as Rule[];
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path)) continue;
    if (rule.has && !rule.has.every((h) => new RegExp(`^${h.value}$`).test(forwardedProto))) continue;
    for (const h of rule.headers) out[h.key.toLowerCase()] = h.value;
  }
  return out;
}

describe('next.config.mjs security headers', () => {
  it.each(['/', '/api-docs', '/api/publicKey', '/api/Filing/create', '/_next/static/chunks/app.js', '/logo.svg', '/manuals/manual-general.pdf'])(
    '%s: nosniff, never framed, referrer trimmed, powerful features off',
    async (path) => {
      const h = await headersFor(path);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(h['strict-transport-security']).toBeUndefined();
    },
  );

  it('gives API answers a policy that runs and frames nothing', async () => {
    expect((await headersFor('/api/SystemLog/export'))['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('gives files a policy that runs nothing, and leaves pages to proxy.ts', async () => {
    expect((await headersFor('/logo.svg'))['content-security-policy']).toMatch(/^default-src 'none';/);
    expect((await headersFor('/index.html'))['content-security-policy']).toMatch(/^default-src 'none';/);
    for (const page of ['/', '/api-docs', '/company/person']) expect((await headersFor(page))['content-security-policy']).toBeUndefined();
  });

  it('sends HSTS when the first hop was HTTPS, not over http', async () => {
    expect((await headersFor('/', 'https'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await headersFor('/api/publicKey', 'https, http'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await headersFor('/', 'http'))['strict-transport-security']).toBeUndefined();
    expect((await headersFor('/', 'http, https'))['strict-transport-security']).toBeUndefined();
  });
});
