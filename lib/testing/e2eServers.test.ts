import { e2eServers } from './e2eServers';

describe('e2eServers', () => {
  it('runs two servers from port 8031 on two cores or more, one on one core', () => {
    expect(e2eServers({}, 2)).toMatchObject({ firstPort: 8031, count: 2 });
    expect(e2eServers({}, 8).count).toBe(2);
    expect(e2eServers({}, 1).count).toBe(1);
  });

  it('takes the first port and the number of workers from E2E_PORT and E2E_WORKERS', () => {
    const servers = e2eServers({ E2E_PORT: '8131', E2E_WORKERS: '3' }, 2);
    expect(servers).toMatchObject({ firstPort: 8131, count: 3 });
    expect([0, 1, 2].map(servers.url)).toEqual(['http://127.0.0.1:8131', 'http://127.0.0.1:8132', 'http://127.0.0.1:8133']);
    expect(e2eServers({ E2E_WORKERS: '1' }, 2).count).toBe(1);
  });

  it('leaves a value that is not a whole number above zero for the default', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '']) {
      expect(e2eServers({ E2E_PORT: bad, E2E_WORKERS: bad }, 2)).toMatchObject({ firstPort: 8031, count: 2 });
    }
  });
});
