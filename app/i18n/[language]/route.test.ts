import { zhMessages } from '@/data/i18n';
import { messageParts } from '@/data/i18n/parts';
import { GET } from './route';

const get = (language: string, query: string) =>
  GET(new Request(`http://localhost/i18n/${language}?${query}`), { params: Promise.resolve({ language }) });

describe('GET /i18n/{language}?parts=…', () => {
  it('answers the parts as JSON, each the messages its chunk holds', async () => {
    const res = await get('zh', 'parts=shell,registration');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['shell', 'registration']);
    expect(body.shell).toEqual(await messageParts.shell.zh());
    expect(body.registration).toEqual(await messageParts.registration.zh());
    expect(body.shell.login.submit).toBe((zhMessages as { login: { submit: string } }).login.submit);
    expect(await (await get('en', 'parts=modules')).json()).toEqual({ modules: await messageParts.modules.en() });
  });

  it('is cached for good at its current version (its ETag), revalidated at any other', async () => {
    const first = await get('en', 'parts=shell,modules');
    const version = first.headers.get('etag')!.replaceAll('"', '');
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await get('en', `parts=shell,modules&v=${version}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('en', `parts=shell,modules&v=${version.slice(1)}0`)).headers.get('cache-control')).toBe('no-cache');
    expect((await get('en', `parts=modules,shell&v=${version}`)).headers.get('etag')).not.toBe(`"${version}"`);
  });

  it.each([
    ['fr', 'parts=shell'], ['', 'parts=shell'], ['ZH', 'parts=shell'], ['toString', 'parts=shell'], ['zh', 'parts=nothing'], ['zh', 'parts=constructor'], ['zh', 'parts=shell,shell'],
    ['zh', 'parts='], ['zh', ''], ['zh', 'parts=shell,'],
  ])('answers 404 to %s?%s', async (language, query) => {
    expect((await get(language, query)).status).toBe(404);
  });
});
