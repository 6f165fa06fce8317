import { GET } from './route';
import pkg from '@/package.json';
import { call } from '@/lib/server/testing/api';
import { getDatabase, setDatabase } from '@/lib/server/db/client';

describe('GET /api/health/live', () => {
  afterEach(() => setDatabase(undefined));

  it('answers 200 with the status and the version only, to an anonymous caller', async () => {
    const { status, json } = await call(GET, '/health/live');
    expect(status).toBe(200);
    expect(json).toEqual({ code: 200, msg: 'success', data: { status: 'ok', version: pkg.version } });
  });

  it('answers while the database cannot be opened: the process is up', async () => {
    const broken = Promise.reject(new Error('connection refused'));
    broken.catch(() => undefined);
    setDatabase(broken);
    expect((await call(GET, '/health/live')).status).toBe(200);
    await expect(getDatabase()).rejects.toThrow('connection refused');
  });
});
