import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { GET } from './route';
import { z } from 'zod';
import { FILING_TYPES } from '@/lib/contracts/filing';
import { endpoints } from '@/lib/contracts/registry';
import { filingDefinitions } from '@/lib/server/services/filings/registry';
import { call } from '@/lib/server/testing/api';
import { documentValidator } from '@/lib/server/testing/contractCheck';
import pkg from '@/package.json';
import { POST as mockLogin } from '../mock/login/route';
import { POST as mockRegister } from '../mock/register/route';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const document = async (): Promise<Json> => (await GET()).json();
const operations = (doc: Json) =>
  Object.entries(doc.paths as Json).flatMap(([path, methods]) => Object.entries(methods as Json).map(([method, op]) => ({ path, method, op: op as Json })));
/** swagger-parser's and Redocly's verdicts on the document (validate.mjs, in a plain Node process). */
function integratorsCheck(doc: Json): { swaggerParser: string; problems: { ruleId: string; severity: string; message: string; pointer?: string }[] } {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'validate.mjs')], { input: JSON.stringify(doc), encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out);
}
const op = (doc: Json, method: string, path: string) => doc.paths[`/api${path}`][method];

describe('GET /api/openapi.json', () => {
  let doc: Json;
  beforeAll(async () => {
    doc = await document();
  });

  it('documents every endpoint of the contracts with its method', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info.version).toBe(pkg.version);
    expect(doc.info.description).toContain('built 2025-5-28');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const e of endpoints) expect(op(doc, e.method.toLowerCase(), e.path)).toBeDefined();
    expect(op(doc, 'post', '/login/login').requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    expect(op(doc, 'post', '/userInfo/userInfo').security).toEqual([{ bearer: [] }]);
  });

  it('is a valid OpenAPI document for swagger-parser and passes Redocly\'s recommended rules without an error', () => {
    const { swaggerParser, problems } = integratorsCheck(doc);
    expect(swaggerParser).toBe('valid');
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    // Warnings left: the private project has no license, and a public GET without query cannot be refused with a 4xx.
    expect(new Set(problems.map((p) => p.ruleId))).toEqual(new Set(['info-license', 'operation-4xx-response']));
  });

  it('fails those checks on a reference left dangling, as the nested definitions were', () => {
    const broken = structuredClone(doc);
    broken.components.schemas.RoleGetListResponseNode.properties.children.items = { $ref: '#/definitions/__schema0' };
    const { swaggerParser, problems } = integratorsCheck(broken);
    expect(swaggerParser).toMatch(/definitions/);
    expect(problems).toContainEqual(expect.objectContaining({ ruleId: 'no-unresolved-refs', severity: 'error' }));
  });

  it('leaves no local definitions: the recursive trees are components the operations refer to', () => {
    expect(JSON.stringify(doc)).not.toMatch(/"(definitions|\$defs)"|"\$ref":"#\/(definitions|\$defs)\//);
    expect(op(doc, 'post', '/Role/getList').responses['200'].content['application/json'].schema.properties.data.properties.menus.items)
      .toEqual({ $ref: '#/components/schemas/RoleGetListResponseNode' });
    expect(doc.components.schemas.RoleGetListResponseNode.properties.children.items).toEqual({ $ref: '#/components/schemas/RoleGetListResponseNode' });
  });

  it('anchors at its start every pattern stacked with another, which validators merge into lookaheads read from the start', () => {
    const stacked: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const patterns = ((node as Json).allOf ?? []).map((s: Json) => s.pattern).filter(Boolean) as string[];
      if (patterns.length > 1) stacked.push(...patterns);
      Object.values(node).forEach(walk);
    };
    walk(doc);
    expect(stacked).toContain(`^.*\\.[xX][lL][sS][xX]$`);
    expect(stacked.filter((p) => !p.startsWith('^'))).toEqual([]);
  });

  it('names every operation by its path, uniquely', () => {
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(op(doc, 'post', '/Person/getList').operationId).toBe('personGetList');
    expect(op(doc, 'post', '/userInfo/saveUser_role').operationId).toBe('userInfoSaveUserRole');
    expect(op(doc, 'get', '/mock/table/getList').operationId).toBe('mockTableGetList');
  });

  it('asks a bearer token of every non-public operation, which lists 401 and 403, and none of a public one', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const e of endpoints) {
      const { security, responses } = op(doc, e.method.toLowerCase(), e.path);
      if (e.access === 'public') {
        expect(security).toEqual([]);
      } else {
        expect(security).toEqual([{ bearer: [] }]);
        expect(responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
        expect(responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
      }
    }
    expect(op(doc, 'get', '/publicKey').responses).not.toHaveProperty('401');
  });

  it('gives every tag a Chinese and an English description', () => {
    const tags = new Map((doc.tags as { name: string; description: string }[]).map((t) => [t.name, t.description]));
    for (const e of endpoints) expect(tags.get(e.tag)).toMatch(/[\u4e00-\u9fff].* \/ [A-Z]/);
  });

  it('marks a body required exactly where the server refuses a call without one', async () => {
    expect(op(doc, 'post', '/mock/login').requestBody.required).toBe(true);
    expect((await call(mockLogin, '/mock/login', { method: 'POST' })).status).toBe(400);
    expect(op(doc, 'post', '/mock/register').requestBody.required).toBe(false);
    expect((await call(mockRegister, '/mock/register', { method: 'POST' })).status).toBe(200);
  });

  it('describes the refusals of each operation with the one envelope and the data of their status', () => {
    const { schemas, responses } = doc.components;
    for (const name of ['BadRequest', 'UnprocessableEntity', 'TooManyRequests']) {
      const ref = responses[name].content['application/json'].schema.$ref.split('/').pop();
      expect(schemas[ref].allOf[0]).toEqual({ $ref: '#/components/schemas/Envelope' });
    }
    expect(schemas.Envelope.required).toEqual(['code', 'msg', 'data']);
    expect(schemas.UnprocessableEntityData.properties).toHaveProperty('field');
    expect(schemas.BadRequestData.properties.issues.items.required).toEqual(['field', 'message']);
    expect(schemas.TooManyRequestsData.properties).toHaveProperty('retryAfter');

    // From the wrapper: a body or a query can be refused with 400, a body with 413; a GET without either cannot.
    expect(Object.keys(op(doc, 'get', '/mock/table/getList').responses)).toEqual(['200', '400', '500']);
    expect(Object.keys(op(doc, 'get', '/publicKey').responses)).toEqual(['200', '500']);
    // From the service, as the contract's `errors` lists them.
    expect(Object.keys(op(doc, 'post', '/Person/update').responses)).toEqual(['200', '400', '401', '402', '403', '404', '409', '413', '422', '500']);
    expect(Object.keys(op(doc, 'post', '/Person/getList').responses)).toEqual(['200', '400', '401', '402', '403', '413', '500']);
    expect(op(doc, 'post', '/login/login').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(op(doc, 'post', '/login/login').responses).not.toHaveProperty('402');
  });

  it('describes 402 on a signed-in JSON operation as the answer with its refreshed token beside data', () => {
    const refreshed = op(doc, 'post', '/Person/getList').responses['402'].content['application/json'].schema;
    expect(refreshed.allOf).toEqual([
      { $ref: '#/paths/~1api~1Person~1getList/post/responses/200/content/application~1json/schema' },
      { required: ['token'] },
    ]);
    expect(op(doc, 'post', '/Person/getList').responses['200'].content['application/json'].schema.properties).toHaveProperty('token');
  });

  it('describes a download as the file with its media type and Content-Disposition, not the envelope', () => {
    const files = operations(doc).filter(({ op }) => !op.responses['200'].content['application/json']);
    expect(files.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/Person/export', '/api/Filing/printPdf', '/api/userInfo/avatar', '/api/Attachment/download']));
    for (const { op: file } of files) {
      const answer = file.responses['200'];
      expect(Object.keys(answer.content)).not.toContain('application/octet-stream');
      for (const media of Object.values(answer.content) as Json[]) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
      expect(answer.headers['Content-Disposition'].schema).toEqual({ type: 'string' });
      expect(file.responses).not.toHaveProperty('402');
    }
    expect(Object.keys(op(doc, 'post', '/Person/export').responses['200'].content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(Object.keys(op(doc, 'post', '/Report/jobChangeSheetPdf').responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(op(doc, 'get', '/userInfo/avatar').responses['200'].content)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(Object.keys(op(doc, 'get', '/remixIcon/svg').responses['200'].content)).toEqual(['image/svg+xml']);
    expect([op(doc, 'get', '/remixIcon/svg').security, Object.keys(op(doc, 'get', '/remixIcon/svg').responses)]).toEqual([[], ['200', '400', '404', '500']]);
    // Its JSON neighbour keeps the envelope.
    expect(op(doc, 'post', '/Report/jobChangeSheet').responses['200'].content).toHaveProperty('application/json');
  });

  const pointer = (path: string, part: string) => `#/paths/${`/api${path}`.replaceAll('/', '~1')}/post/${part}/content/application~1json/schema`;
  const body = (path: string) => pointer(path, 'requestBody');
  const answer = (path: string) => pointer(path, 'responses/200');

  describe('the filing types', () => {
    const draft = { filingType: 'STAFF_REDUCE', contactName: '王丽', contactPhone: '13800000000', header: {}, lines: [{ personId: 1, payload: { reduceType: 'RETIRE', reduceDate: '2025-06-01' } }] };

    it('chooses the header and line schemas of a draft by its filingType, one member for every registered type', () => {
      const create = op(doc, 'post', '/Filing/create').requestBody.content['application/json'].schema;
      const { oneOf, discriminator } = create.allOf[1];
      expect(discriminator.propertyName).toBe('filingType');
      expect(Object.keys(discriminator.mapping).sort()).toEqual(filingDefinitions.map((d) => d.type).sort());
      expect(oneOf).toEqual(Object.values(discriminator.mapping).map(($ref) => ({ $ref })));
      expect(doc.components.schemas.FilingDraftStaffReduce.properties.lines.items.properties.payload).toEqual({ $ref: '#/components/schemas/FilingStaffReduceLine' });
      for (const path of ['/Filing/getDetail', '/Filing/act', '/Filing/create', '/Filing/update']) {
        expect(op(doc, 'post', path).responses['200'].content['application/json'].schema.properties.data.allOf[1].discriminator.mapping.STAFF_REDUCE)
          .toBe('#/components/schemas/FilingDetailStaffReduce');
      }
      expect(FILING_TYPES.filter((t) => !(t in discriminator.mapping))).toEqual([]);
    });

    it('takes each type\'s schemas from the zod schemas the server checks a filing with', () => {
      for (const d of filingDefinitions) {
        const name = d.type.toLowerCase().replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());
        const { $schema, ...line } = z.toJSONSchema(d.line, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Json;
        const component = doc.components.schemas[`Filing${name}Line`];
        expect([d.type, Object.keys(component.properties), component.required]).toEqual([d.type, Object.keys(line.properties), line.required]);
      }
    });

    it('refuses a draft whose lines break its type\'s line schema, and takes its valid neighbour', () => {
      const check = documentValidator(doc);
      expect(check(body('/Filing/create'), draft)).toBeNull();
      const missing = { ...draft, lines: [{ personId: 1, payload: { reduceDate: '2025-06-01' } }] };
      expect(check(body('/Filing/create'), missing)).toMatch(/\/lines\/0\/payload must have required property 'reduceType'/);
      expect(check(body('/Filing/create'), { ...draft, filingType: 'NO_SUCH_TYPE' })).toMatch(/filingType/);
    });

    it('describes a filing as saved: its type\'s fields, none promised, and those the server derives', () => {
      const check = documentValidator(doc);
      const detail = (header: Json, payload: Json) => ({ code: 200, msg: 'success', data: { ...op(doc, 'post', '/Filing/getDetail').responses['200'].content['application/json'].example.data, header, lines: [{ lineNo: 1, personId: 1, payload }] } });
      expect(check(answer('/Filing/getDetail'), detail({ reason: '退休', planTotal: 3 }, { reduceType: 'RETIRE' }))).toBeNull();
      expect(check(answer('/Filing/getDetail'), detail({}, { reduceType: 'GONE' }))).toMatch(/\/data\/lines\/0\/payload\/reduceType must be equal to one of the allowed values/);
    });
  });

  describe('the examples', () => {
    /** The operations without the examples they owe: a request example where there is a JSON body, a 200 example for a JSON answer. */
    const lacking = (d: Json) => operations(d).flatMap(({ op: o }) => [
      ...(o.requestBody?.content['application/json'] && o.requestBody.content['application/json'].example === undefined ? [`${o.operationId} request`] : []),
      ...(o.responses['200'].content['application/json'] && o.responses['200'].content['application/json'].example === undefined ? [`${o.operationId} 200`] : []),
    ]);

    it('gives every operation a request example and a 200 example', () => {
      expect(lacking(doc)).toEqual([]);
      expect(op(doc, 'post', '/Person/export').requestBody.content['application/json'].example).toEqual({ estabStatus: 'IN', revealIds: false });
      expect(op(doc, 'get', '/health/live').responses['200'].content['application/json'].example).toEqual({ code: 200, msg: 'success', data: { status: 'ok', version: pkg.version } });
    });

    it('names the operation that lacks one', () => {
      const without = structuredClone(doc);
      delete without.paths['/api/Report/flowStats'].post.requestBody.content['application/json'].example;
      delete without.paths['/api/mock/area/getList'].get.responses['200'].content['application/json'].example;
      expect(lacking(without).sort()).toEqual(['mockAreaGetList 200', 'reportFlowStats request']);
    });

    it('takes them from the demo dataset: its units, persons and accounts', () => {
      const text = JSON.stringify(doc.paths);
      for (const name of ['湖州市第一中学', '湖州市教育局', '王凤丹', '李明华']) expect(text).toContain(name);
      expect(op(doc, 'post', '/login/login').requestBody.content['application/json'].example).toEqual({ username: 'jc', password: 'demo123' });
    });

    it('validates every example against the schema it illustrates', () => {
      const check = documentValidator(doc);
      let examples = 0;
      for (const { path, method, op: o } of operations(doc)) {
        const at = (part: string) => `#/paths/${path.replaceAll('/', '~1')}/${method}/${part}/content/application~1json`;
        for (const [part, media] of [['requestBody', o.requestBody?.content['application/json']], ['responses/200', o.responses['200'].content['application/json']]] as const) {
          if (media?.example === undefined) continue;
          examples++;
          expect([o.operationId, part, check(`${at(part)}/schema`, media.example)]).toEqual([o.operationId, part, null]);
        }
      }
      const owed = operations(doc).reduce((n, { op: o }) => n + (o.requestBody?.content['application/json'] ? 1 : 0) + (o.responses['200'].content['application/json'] ? 1 : 0), 0);
      expect(examples).toBe(owed);
    });

    it('refuses an example that breaks its schema, and takes its valid neighbour', () => {
      const check = documentValidator(doc);
      const { data } = op(doc, 'post', '/Person/getDetail').responses['200'].content['application/json'].example;
      expect(check(answer('/Person/getDetail'), { code: 200, msg: 'success', data })).toBeNull();
      const { idNumber, ...withoutId } = data;
      expect(check(answer('/Person/getDetail'), { code: 200, msg: 'success', data: withoutId })).toMatch(/must have required property 'idNumber'/);
      const request = op(doc, 'post', '/Report/flowStats').requestBody.content['application/json'].example;
      expect(check(body('/Report/flowStats'), request)).toBeNull();
      expect(check(body('/Report/flowStats'), { ...request, year: '2026' })).toMatch(/\/year must be integer/);
    });
  });
});
