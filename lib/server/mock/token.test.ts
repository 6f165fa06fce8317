import { makeMockToken, parseMockToken, remainingMs, TOKEN_TTL_MS } from './token';

describe('mock tokens', () => {
  it('are the username, the token marker, a unique id and the issue time', () => {
    const token = makeMockToken('admin', 1700000000000, '0b8e-4c1d');
    expect(token).toBe('admin-token-0b8e-4c1d-1700000000000');
    expect(parseMockToken(token)).toEqual({ username: 'admin', id: '0b8e-4c1d', issuedAt: 1700000000000 });
  });

  it('differ on every call and parse back to their user', () => {
    const before = Date.now();
    const a = makeMockToken('editor');
    const after = Date.now();
    const b = makeMockToken('editor');
    expect(a).not.toBe(b);
    expect(parseMockToken(a)?.username).toBe('editor');
    expect(parseMockToken(a)!.issuedAt).toBeGreaterThanOrEqual(before);
    expect(parseMockToken(a)!.issuedAt).toBeLessThanOrEqual(after);
  });

  it('rejects what is not a mock token', () => {
    for (const bad of ['', 'admin', 'admin-token-', 'admin-session-x-1', 'admin-token-x-notanumber', '-token-x-1']) {
      expect(parseMockToken(bad)).toBeNull();
    }
  });

  it('expires 5000 ms after it was issued', () => {
    const token = parseMockToken(makeMockToken('test', 10_000))!;
    expect(remainingMs(token, 10_000)).toBe(TOKEN_TTL_MS);
    expect(remainingMs(token, 15_000)).toBe(0);
    expect(remainingMs(token, 15_001)).toBeLessThan(0);
  });
});
