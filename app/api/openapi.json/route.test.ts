import { GET } from './route';
import { endpoints } from '@/lib/contracts/registry';

describe('GET /api/openapi.json', () => {
  it('documents every endpoint of the contracts with its method', async () => {
    const doc = await (await GET()).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info.version).toBe('2.7.0');
    expect(doc.info.description).toContain('built 2025-5-28');
    for (const e of endpoints) expect(doc.paths[`/api${e.path}`][e.method.toLowerCase()]).toBeDefined();
    const login = doc.paths['/api/login/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    expect(doc.paths['/api/userInfo/userInfo'].post.security).toEqual([{ bearer: [] }]);
  });
});
