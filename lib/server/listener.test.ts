import net from 'node:net';
import { cachesFor, listenPostgres, type Listener } from './sessionCache';

/**
 * The PostgreSQL listener behind a connection that goes silent (a proxy or firewall dropping it without a word): the
 * heartbeat notices, the caches stop serving from memory, and the listener comes back once a connection works again.
 * The embedded database has no connection to lose.
 */
const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** A TCP proxy to the database whose open connections can be frozen: nothing passes either way, nothing is closed. */
function freezableProxy(target: URL) {
  const open: { client: net.Socket; server: net.Socket }[] = [];
  const frozen: typeof open = [];
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(server);
    server.pipe(client);
    const close = () => {
      client.destroy();
      server.destroy();
    };
    client.on('error', close);
    server.on('error', close);
    open.push({ client, server });
  });
  return {
    listen: () => new Promise<number>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve((proxy.address() as net.AddressInfo).port))),
    freeze: () => {
      for (const pair of open.splice(0)) {
        const { client, server } = pair;
        frozen.push(pair);
        client.unpipe(server);
        server.unpipe(client);
        client.pause();
        server.pause();
      }
    },
    close: () => new Promise<void>((resolve) => {
      for (const { client, server } of [...open.splice(0), ...frozen.splice(0)]) {
        client.destroy();
        server.destroy();
      }
      proxy.close(() => resolve());
    }),
  };
}

async function until(condition: () => boolean, withinMs = 10_000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

onPostgres('the PostgreSQL listener behind a connection that goes silent', () => {
  const key = {};
  const caches = cachesFor(key);
  const proxy = freezableProxy(new URL(url ?? 'postgres://localhost'));
  let listener: Listener | undefined;

  afterAll(async () => {
    await listener?.stop();
    await proxy.close();
  });

  it('listens through a working connection', async () => {
    const port = await proxy.listen();
    const through = new URL(url!);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    listener = await listenPostgres(String(through), key, { everyMs: 100, withinMs: 400 });
    expect(caches.sessions.isListening).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(caches.sessions.isListening).toBe(true);
  });

  it('stops serving from memory once the heartbeat goes unanswered, and listens again on a new connection', async () => {
    await caches.sessions.read('1 s1', async () => ({ uid: 1, sid: 's1', row: null }));
    expect(caches.sessions.size).toBe(1);
    proxy.freeze();
    await until(() => !caches.sessions.isListening);
    expect(caches.routes.isListening).toBe(false);
    expect(caches.sessions.size).toBe(0);
    // The proxy passes new connections: the reconnect goes through.
    await until(() => caches.sessions.isListening);
  });
});
