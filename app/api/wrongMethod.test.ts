import fs from 'node:fs';
import path from 'node:path';

type Handler = (req: Request) => Promise<Response>;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(file);
    return e.name === 'route.ts' ? [file] : [];
  });
}

const apiDir = path.join(process.cwd(), 'app/api');
const routes = routeFiles(apiDir).filter((f) => !f.includes('[...path]'));

/** The URL path of a route file, for the request (the handlers read the method and language only). */
const urlOf = (file: string) => `/api/${path.relative(apiDir, path.dirname(file)).split(path.sep).join('/')}`;

/** The methods a route serves: those its file defines itself (`export const POST = defineHandler(...)`). */
const served = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^export (?:const|async function|function) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/gm)].map((m) => m[1]);

describe('a method a route does not serve', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes.map((f) => [urlOf(f), f]))('%s answers every other method with the 405 envelope and Allow', async (url, file) => {
    const own = served(file);
    expect(own.length).toBeGreaterThan(0);
    const route = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const allow = [...new Set([...own, ...(own.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])].sort().join(', ');
    for (const method of METHODS) {
      if (own.includes(method) || (method === 'HEAD' && own.includes('GET'))) continue;
      const handler = route[method];
      expect(handler).toBeDefined();
      const res = await handler!(new Request(`http://localhost${url}`, { method }));
      expect(res.headers.get('allow')).toBe(allow);
      if (method === 'OPTIONS') {
        expect(res.status).toBe(204);
        continue;
      }
      expect(res.status).toBe(405);
      if (method === 'HEAD') continue;
      const body = await res.json();
      expect(body).toEqual({ code: 405, msg: expect.stringContaining(method), data: null });
    }
  });
});

describe('an /api path no endpoint serves', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('answers %s with the 404 envelope', async (method) => {
    const route = (await import('./[...path]/route')) as Record<string, Handler>;
    const res = await route[method](new Request('http://localhost/api/nothing/here', { method }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: expect.any(String), data: null });
  });
});
