import { zhMessages } from '@/data/i18n';
import { messageParts } from '@/data/i18n/parts';
import { GET } from './route';

const get = (language: string, part: string, version?: string) =>
  GET(new Request(`http://localhost/i18n/${language}/${part}${version ? `?v=${version}` : ''}`), { params: Promise.resolve({ language, part }) });

describe('GET /i18n/{language}/{part}', () => {
  it('answers the part as JSON, the same messages its chunk holds', async () => {
    const res = await get('zh', 'shell');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body).toEqual(await messageParts.shell.zh());
    expect(body.login.submit).toBe((zhMessages as { login: { submit: string } }).login.submit);
    expect(await (await get('en', 'registration')).json()).toEqual(await messageParts.registration.en());
  });

  it('is cached for good at its current version (its ETag), revalidated at any other', async () => {
    const first = await get('en', 'modules');
    const version = first.headers.get('etag')!.replaceAll('"', '');
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await get('en', 'modules', version)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('en', 'modules', `${version.slice(1)}0`)).headers.get('cache-control')).toBe('no-cache');
  });

  it.each([['fr', 'shell'], ['zh', 'nothing'], ['zh', 'constructor'], ['', 'shell']])('answers 404 to %s/%s', async (language, part) => {
    const res = await get(language, part);
    expect(res.status).toBe(404);
  });
});
