import { NotifiedCache } from './notifiedCache';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { newCaches, noticed, notified, type CachedSession, type SessionRow } from './sessionCache';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, pass: (ms: number) => void (t += ms) };
}

/** A cache of numbers whose loads are counted. */
function counted(max = 3, lifetimeMs = 60_000) {
  const time = clock();
  const cache = new NotifiedCache<string, number>({ max, lifetimeMs, now: time.now });
  const loads: string[] = [];
  const read = (key: string, value = key.length) => cache.read(key, async () => {
    loads.push(key);
    return value;
  });
  return { cache, loads, read, time };
}

describe('NotifiedCache', () => {
  it('goes to the database every time while not listening, and keeps nothing', async () => {
    const { cache, loads, read } = counted();
    await read('a');
    await read('a');
    expect(loads).toEqual(['a', 'a']);
    expect(cache.size).toBe(0);
    expect(cache.stats).toMatchObject({ hits: 0, bypassed: 2 });
    cache.setListening(true);
    await read('a');
    await read('a');
    expect(loads).toEqual(['a', 'a', 'a']);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('forgets everything when the listener is lost, and serves nothing until it listens again', async () => {
    const { cache, loads, read } = counted();
    cache.setListening(true);
    await read('a');
    cache.setListening(false);
    expect(cache.size).toBe(0);
    await read('a');
    expect(loads).toEqual(['a', 'a']);
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    const { cache, loads, read } = counted(3);
    cache.setListening(true);
    for (const k of ['a', 'b', 'c']) await read(k);
    await read('a');
    await read('d');
    expect(cache.size).toBe(3);
    await read('a');
    await read('c');
    await read('d');
    expect(loads).toEqual(['a', 'b', 'c', 'd']);
    await read('b');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(cache.size).toBe(3);
  });

  it('reads again once an entry has reached its lifetime, not before', async () => {
    const { cache, loads, read, time } = counted(3, 60_000);
    cache.setListening(true);
    await read('a');
    time.pass(59_999);
    await read('a');
    expect(loads).toEqual(['a']);
    time.pass(1);
    await read('a');
    expect(loads).toEqual(['a', 'a']);
  });

  it('drops only the entries an invalidation names', async () => {
    const { cache, loads, read } = counted();
    cache.setListening(true);
    await read('a');
    await read('bb');
    cache.invalidate((key) => key === 'a');
    await read('a');
    await read('bb');
    expect(loads).toEqual(['a', 'bb', 'a']);
  });

  it('does not keep an answer read while an invalidation came', async () => {
    const { cache, loads } = counted();
    cache.setListening(true);
    let release!: () => void;
    const pending = cache.read('a', () => new Promise<number>((resolve) => {
      release = () => resolve(1);
    }));
    cache.invalidate(() => true);
    release();
    expect(await pending).toBe(1);
    expect(cache.size).toBe(0);
    expect(loads).toEqual([]);
  });

  it('does not trust an entry a change is being written to until its commit is heard, or the lifetime passes', async () => {
    const { cache, loads, read, time } = counted();
    cache.setListening(true);
    await read('a');
    await read('bb');
    cache.hold('x@1', (key) => key === 'a');
    await read('a');
    await read('a');
    await read('bb');
    expect(loads).toEqual(['a', 'bb', 'a', 'a']);
    cache.release('x@1');
    await read('a');
    await read('a');
    expect(loads).toEqual(['a', 'bb', 'a', 'a', 'a']);
    cache.hold('y@2', (key) => key === 'a');
    time.pass(60_000);
    await read('a');
    await read('a');
    expect(loads).toEqual(['a', 'bb', 'a', 'a', 'a', 'a']);
  });

  it('holds nothing for a notice read after the notification of its commit, and drops what it names', async () => {
    const { cache, loads, read, time } = counted();
    cache.setListening(true);
    await read('a');
    cache.release('x@1');
    cache.hold('x@1', (key) => key === 'a');
    await read('a');
    await read('a');
    expect(loads).toEqual(['a', 'a']);
    cache.release('y@2');
    time.pass(60_000);
    cache.hold('y@2', (key) => key === 'a');
    await read('a');
    await read('a');
    expect(loads).toEqual(['a', 'a', 'a', 'a']);
  });
  // A transaction that changes several rows sends a notice per row with the same payload; PostgreSQL delivers one
  // notification of it (identical payloads in one transaction are sent once).
  it('holds nothing for the repeated notices of one committed change, read after its notification', async () => {
    const { cache, loads, read } = counted();
    cache.setListening(true);
    cache.release('x@1');
    cache.hold('x@1', (key) => key === 'a');
    cache.hold('x@1', (key) => key === 'a');
    await read('a');
    await read('a');
    expect(loads).toEqual(['a']);
  });

  it('holds nothing for a repeated notice of a change read after its notification, the first before it', async () => {
    const { cache, loads, read } = counted();
    cache.setListening(true);
    cache.hold('x@1', (key) => key === 'a');
    cache.release('x@1');
    cache.hold('x@1', (key) => key === 'a');
    await read('a');
    await read('a');
    expect(loads).toEqual(['a']);
  });
});

describe('the session and route caches', () => {
  const row = (over: Partial<SessionRow>): SessionRow => ({
    id: 1, username: 'u', enabled: true, deleted: false, unitId: 10, regionCode: null, roleId: 3, role: 'jc', abilities: [], revoked: null,
    unitStatus: 'NORMAL', unitDeleted: false, expireTime: null, mustChangePassword: false, isSubAccount: false, ...over,
  });
  const sessions: CachedSession[] = [
    { uid: 1, sid: 's1', row: row({ id: 1 }) },
    { uid: 1, sid: 's2', row: row({ id: 1 }) },
    { uid: 2, sid: 's3', row: row({ id: 2, unitId: 11, roleId: 4 }) },
    { uid: 3, sid: 's4', row: null },
  ];

  async function filled() {
    const caches = newCaches();
    caches.sessions.setListening(true);
    caches.routes.setListening(true);
    for (const s of sessions) await caches.sessions.read(`${s.uid} ${s.sid}`, async () => s);
    await caches.routes.read('tree', async () => []);
    return caches;
  }
  const kept = async (caches: Awaited<ReturnType<typeof filled>>) => {
    const left: string[] = [];
    for (const s of sessions) {
      let read = false;
      await caches.sessions.read(`${s.uid} ${s.sid}`, async () => {
        read = true;
        return s;
      });
      if (!read) left.push(s.sid);
    }
    return left;
  };

  it.each([
    ['user:1', ['s3', 's4']],
    ['user:3', ['s1', 's2', 's3']],
    ['session:s2', ['s1', 's3', 's4']],
    ['unit:11', ['s1', 's2', 's4']],
    ['role:3', ['s3', 's4']],
    ['*', []],
    ['something:new', []],
  ])('a notification of %s drops the entries it names', async (what, left) => {
    const caches = await filled();
    notified(caches, 'renshi_session', `${what}@700`);
    expect(await kept(caches)).toEqual(left);
    expect(caches.routes.size).toBe(1);
  });

  it('a menu notification drops the route tree and leaves the sessions', async () => {
    const caches = await filled();
    notified(caches, 'renshi_routes', 'menu@701');
    expect(caches.routes.size).toBe(0);
    expect(await kept(caches)).toEqual(['s1', 's2', 's3', 's4']);
  });

  it("a trigger's notice holds the entries it names until the notification of the same transaction", async () => {
    const caches = await filled();
    noticed(caches, 'renshi_session user:1@702');
    expect(await kept(caches)).toEqual(['s3', 's4']);
    expect(await kept(caches)).toEqual(['s3', 's4']);
    notified(caches, 'renshi_session', 'user:1@999');
    expect(await kept(caches)).toEqual(['s3', 's4']);
    notified(caches, 'renshi_session', 'user:1@702');
    expect(await kept(caches)).toEqual(['s3', 's4']);
    expect(await kept(caches)).toEqual(['s1', 's2', 's3', 's4']);
  });

  describe('the profiles', () => {
    async function profiled() {
      const caches = await filled();
      caches.profiles.setListening(true);
      for (const uid of [1, 2]) await caches.profiles.read(uid, async () => ({ username: `u${uid}` }) as UserInfo);
      return caches;
    }
    const profilesKept = async (caches: Awaited<ReturnType<typeof profiled>>) => {
      const left: number[] = [];
      for (const uid of [1, 2]) {
        let read = false;
        await caches.profiles.read(uid, async () => {
          read = true;
          return { username: `u${uid}` } as UserInfo;
        });
        if (!read) left.push(uid);
      }
      return left;
    };

    it.each([
      ['renshi_session', 'user:1', [2]],
      ['renshi_session', 'user:12', [1, 2]],
      ['renshi_session', 'session:s1', [1, 2]],
      ['renshi_session', 'unit:11', []],
      ['renshi_session', 'role:3', []],
      ['renshi_session', '*', []],
      ['renshi_profile', 'unit:11', []],
      ['renshi_profile', 'region', []],
      ['renshi_routes', 'menu', [1, 2]],
    ])('a notification on %s of %s keeps the profiles of %j', async (channel, what, left) => {
      const caches = await profiled();
      notified(caches, channel, `${what}@710`);
      expect(await profilesKept(caches)).toEqual(left);
    });

    it('a unit or region change of the profile channel leaves the sessions and the route tree', async () => {
      const caches = await profiled();
      notified(caches, 'renshi_profile', 'unit:10@711');
      expect(await kept(caches)).toEqual(['s1', 's2', 's3', 's4']);
      expect(caches.routes.size).toBe(1);
    });

    it("a profile channel's notice holds the profiles until its notification", async () => {
      const caches = await profiled();
      noticed(caches, 'renshi_profile region@712');
      expect(await profilesKept(caches)).toEqual([]);
      expect(await profilesKept(caches)).toEqual([]);
      notified(caches, 'renshi_profile', 'region@712');
      expect(await profilesKept(caches)).toEqual([]);
      expect(await profilesKept(caches)).toEqual([1, 2]);
    });
  });

  it('ignores notices that are not its own', async () => {
    const caches = await filled();
    noticed(caches, 'relation "x" does not exist, skipping');
    noticed(caches, 'renshi_other user:1@702');
    expect(await kept(caches)).toEqual(['s1', 's2', 's3', 's4']);
  });
});
