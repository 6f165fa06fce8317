import { clientAddress, parseAddress } from './clientAddress';
import { captureLogs } from './observability/capture';

const request = (peer: string | undefined, forwarded?: string) => {
  const headers: Record<string, string> = {};
  if (peer !== undefined) headers['x-renshi-peer'] = peer;
  if (forwarded !== undefined) headers['x-forwarded-for'] = forwarded;
  return new Request('http://localhost/api/login/login', { headers });
};

const withTrust = (setting: string | undefined, run: () => void) => {
  const saved = process.env.TRUST_PROXY;
  if (setting === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = setting;
  try {
    run();
  } finally {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  }
};

describe('parseAddress', () => {
  it('gives the canonical text of IPv4 and IPv6, mapped IPv6 as IPv4, without port, brackets or zone', () => {
    expect(parseAddress('203.0.113.7')).toEqual({ text: '203.0.113.7', family: 'ipv4' });
    expect(parseAddress(' 203.0.113.7:5123 ')?.text).toBe('203.0.113.7');
    expect(parseAddress('2001:DB8:0:0:0:0:0:1')).toEqual({ text: '2001:db8::1', family: 'ipv6' });
    expect(parseAddress('[2001:db8::1]:443')?.text).toBe('2001:db8::1');
    expect(parseAddress('fe80::1%eth0')?.text).toBe('fe80::1');
    expect(parseAddress('::ffff:198.51.100.4')).toEqual({ text: '198.51.100.4', family: 'ipv4' });
    expect(parseAddress('::FFFF:c633:6404')?.text).toBe('198.51.100.4');
  });

  it('refuses what is not an address', () => {
    for (const bad of ['', 'unknown', '1.2.3', '01.2.3.4', '256.1.1.1', '1.2.3.4.5', '<script>', 'a'.repeat(100), '::ffff:1.2.3.4/8', '[1.2.3.4]x']) {
      expect(parseAddress(bad)).toBeNull();
    }
  });
});

describe('clientAddress', () => {
  it('is the peer without TRUST_PROXY, whatever X-Forwarded-For says; 127.0.0.1 without a peer', () => {
    withTrust(undefined, () => {
      expect(clientAddress(request('198.51.100.4', '1.1.1.1, 2.2.2.2'))).toBe('198.51.100.4');
      expect(clientAddress(request(undefined, '1.1.1.1'))).toBe('127.0.0.1');
      expect(clientAddress(request('not-an-address'))).toBe('127.0.0.1');
      expect(clientAddress(request('::ffff:10.0.0.9'))).toBe('10.0.0.9');
    });
    withTrust('', () => expect(clientAddress(request('198.51.100.4', '1.1.1.1'))).toBe('198.51.100.4'));
    withTrust('0', () => expect(clientAddress(request('198.51.100.4', '1.1.1.1'))).toBe('198.51.100.4'));
  });

  it('with a hop count N takes the entry N positions from the right, counting the peer', () => {
    withTrust('1', () => {
      expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
      expect(clientAddress(request('10.0.0.2'))).toBe('10.0.0.2');
    });
    withTrust('2', () => {
      expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7');
      expect(clientAddress(request('10.0.0.2', '203.0.113.7'))).toBe('203.0.113.7');
    });
  });

  it('with a list walks from the right while the hop is a trusted proxy (IPv4, IPv6, CIDR, mapped)', () => {
    withTrust('10.0.0.0/8, 2001:db8::/32', () => {
      expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.1.2.3'))).toBe('203.0.113.7');
      expect(clientAddress(request('::ffff:10.0.0.2', '203.0.113.7'))).toBe('203.0.113.7');
      expect(clientAddress(request('2001:db8::5', '2001:db8:1::9, 2a00:1450::1'))).toBe('2a00:1450::1');
      // the peer is not a trusted proxy: its header is ignored
      expect(clientAddress(request('11.0.0.2', '203.0.113.7'))).toBe('11.0.0.2');
      // every hop trusted: the leftmost
      expect(clientAddress(request('10.0.0.2', '10.9.9.9'))).toBe('10.9.9.9');
    });
    withTrust('::ffff:192.168.0.0/112, 203.0.113.9', () => {
      expect(clientAddress(request('192.168.4.4', '198.51.100.1'))).toBe('198.51.100.1');
      expect(clientAddress(request('203.0.113.9', '198.51.100.1'))).toBe('198.51.100.1');
      expect(clientAddress(request('203.0.113.10', '198.51.100.1'))).toBe('203.0.113.10');
    });
    withTrust('loopback', () => expect(clientAddress(request('::1', '198.51.100.1'))).toBe('198.51.100.1'));
  });

  it('a spoofed leftmost entry changes nothing', () => {
    withTrust('1', () => {
      const counted = clientAddress(request('10.0.0.2', '203.0.113.7'));
      expect(clientAddress(request('10.0.0.2', '1.2.3.4, 203.0.113.7'))).toBe(counted);
    });
    withTrust('10.0.0.2', () => {
      expect(clientAddress(request('10.0.0.2', '1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    });
  });

  it('stops at the proxy that passed on something that is not an address, and bounds the text', () => {
    withTrust('2', () => {
      expect(clientAddress(request('10.0.0.2', '<script>, 10.0.0.1'))).toBe('10.0.0.1');
      expect(clientAddress(request('10.0.0.2', `${'9'.repeat(5000)}`))).toBe('10.0.0.2');
      expect(clientAddress(request('10.0.0.2', ' , '))).toBe('10.0.0.2');
    });
    const longest = clientAddress(request('ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'));
    expect(longest.length).toBeLessThanOrEqual(64);
  });

  it('ignores invalid TRUST_PROXY entries instead of trusting more', () => {
    const logs = captureLogs();
    withTrust('not-a-proxy, 10.0.0.0/99, 10.0.0.5', () => {
      expect(clientAddress(request('10.0.0.6', '203.0.113.7'))).toBe('10.0.0.6');
      expect(clientAddress(request('10.0.0.5', '203.0.113.7'))).toBe('203.0.113.7');
    });
    expect(logs.lines()).toEqual([expect.objectContaining({ level: 'error', invalid: ['not-a-proxy', '10.0.0.0/99'] })]);
    logs.restore();
  });
});
