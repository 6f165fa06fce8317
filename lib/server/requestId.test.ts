import { z } from 'zod';
import { endpoint } from '@/lib/contracts/endpoint';
import { GET as live } from '@/app/api/health/live/route';
import { ApiError } from './errors';
import { defineHandler, notFound, requestId } from './http';
import { captureLogs } from './observability/capture';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const refusing = defineHandler(
  endpoint({ method: 'GET', path: '/test/refuse', summary: 'refuse', tag: 'test', access: 'public', response: z.null() }),
  async () => {
    throw new ApiError(422, '该单位在编人数已达核定编制数 120', null, 'Quota of 120 reached');
  },
  { database: false },
);

const failing = defineHandler(
  endpoint({ method: 'GET', path: '/test/fail', summary: 'fail', tag: 'test', access: 'public', response: z.null() }),
  async () => {
    throw new Error('internal detail');
  },
  { database: false },
);

const download = defineHandler(
  endpoint({ method: 'GET', path: '/test/file', summary: 'file', tag: 'test', access: 'public', response: z.custom<Response>() }),
  async () => new Response('a,b\n', { headers: { 'content-type': 'text/csv' } }),
  { database: false },
);

const get = (handler: (req: Request) => Promise<Response>, id?: string) =>
  handler(new Request('http://localhost/api/test', { headers: id === undefined ? {} : { 'x-request-id': id } }));

describe('X-Request-Id', () => {
  it('is a fresh UUID on an answer, a refusal, a failure, a file and a path no endpoint serves', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [await get(live), await get(refusing), await get(failing), await get(download), notFound()];
    expect(answers.map((r) => r.status)).toEqual([200, 422, 500, 200, 404]);
    const ids = answers.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    jest.restoreAllMocks();
  });

  it('writes the id with a failure in the server log', async () => {
    const logs = captureLogs();
    const res = await get(failing, 'trace-42');
    expect(res.status).toBe(500);
    expect(logs.lines()).toEqual([expect.objectContaining({
      level: 'error', requestId: 'trace-42', method: 'GET', route: '/api/test/fail', status: 500, err: expect.objectContaining({ type: 'Error' }),
    })]);
    logs.restore();
  });

  it.each(['3f2a9c1e-77b0-4d7e-9a51-0c8e2b6f4d10', 'nginx.req_42-A', 'x', 'a'.repeat(64)])('echoes an acceptable incoming id %s', async (id) => {
    expect((await get(live, id)).headers.get('x-request-id')).toBe(id);
    expect((await get(refusing, id)).headers.get('x-request-id')).toBe(id);
    expect(notFound(new Request('http://localhost/api/nothing', { headers: { 'x-request-id': id } })).headers.get('x-request-id')).toBe(id);
  });

  it.each([
    ['one character too long', 'a'.repeat(65)],
    ['200 characters', 'b'.repeat(200)],
    ['a header injection', 'a Set-Cookie: x'],
    ['a slash', 'a/b'],
    ['a letter outside ASCII', 'caf\u00e9'],
  ])('replaces an incoming id with %s by a fresh one', async (_what, id) => {
    for (const res of [await get(live, id), await get(refusing, id)]) {
      const sent = res.headers.get('x-request-id');
      expect(sent).toMatch(UUID);
      expect(sent).not.toBe(id);
    }
  });

  it('never keeps line breaks, which no Request can carry, or an empty id', () => {
    expect(() => new Request('http://localhost/api/test', { headers: { 'x-request-id': 'a\r\nSet-Cookie: x' } })).toThrow();
    expect(requestId('a\r\nSet-Cookie: x')).toMatch(UUID);
    expect(requestId(`a\r\nSet-Cookie: ${'x'.repeat(200)}`)).toMatch(UUID);
    expect(requestId('')).toMatch(UUID);
    expect(requestId(null)).toMatch(UUID);
    expect(requestId('ok-1')).toBe('ok-1');
  });
});
