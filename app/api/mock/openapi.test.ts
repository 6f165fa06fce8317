import { mockEndpoints } from '@/lib/contracts/mock';
import { GET } from '../openapi.json/route';

describe('the mock endpoints in the OpenAPI document', () => {
  it('documents all 32 under /api/mock, public and tagged mock', async () => {
    const doc = await (await GET()).json();
    expect(mockEndpoints).toHaveLength(32);
    for (const e of mockEndpoints) {
      const op = doc.paths[`/api${e.path}`][e.method.toLowerCase()];
      expect(e.path.startsWith('/mock/')).toBe(true);
      expect(op.tags).toEqual(['mock']);
      expect(op.security).toEqual([]);
    }
    const params = doc.paths['/api/mock/table/getList'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(['pageNo', 'pageSize', 'title']);
    expect(doc.paths['/api/mock/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
  });
});
