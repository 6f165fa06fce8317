import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { endpoint } from '@/lib/contracts/endpoint';
import { checkAnswer, documentValidator, testEndpoint } from './contractCheck';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const answer = (status: number, body: unknown) => Response.json(body, { status });
const check = (method: string, path: string, status: number, body: unknown, opts = {}) => () => checkAnswer(method, path, answer(status, body), body, opts);

describe('checkAnswer', () => {
  it('takes an answer whose data has the operation\'s schema, and refuses one that has not, naming the operation, status, path and value', () => {
    expect(check('GET', '/health/live', 200, { code: 200, msg: 'success', data: { status: 'ok', version: '1.0.0' } })).not.toThrow();
    expect(check('GET', '/health/live', 200, { code: 200, msg: 'success', data: { status: 'ok', version: 7 } }))
      .toThrow(/healthLive \(GET \/api\/health\/live\) with status 200 [\s\S]*\/data\/version must be string.*: 7/);
    expect(check('GET', '/health/live', 200, { code: 200, msg: 'success', data: { status: 'ok', version: '1', extra: true } }))
      .toThrow(/\/data must NOT have additional properties .*additionalProperty":"extra"/);
  });

  it('refuses an envelope whose code is not the HTTP status', () => {
    expect(check('GET', '/health/live', 200, { code: 201, msg: 'success', data: { status: 'ok', version: '1' } })).toThrow(/code is 201, not the HTTP status/);
  });

  it('refuses a status the operation does not list, and checks a listed refusal against its error envelope', () => {
    expect(check('GET', '/health/live', 404, { code: 404, msg: '不存在', data: null })).toThrow(/does not list status 404 \(it lists 200, 500\)/);
    expect(check('GET', '/health/live', 500, { code: 500, msg: '服务器发生错误', data: null })).not.toThrow();
    expect(check('GET', '/health/live', 500, { code: 500, msg: '服务器发生错误', data: { stack: 'x' } })).toThrow(/InternalServerError\n  \/data must be equal to one of the allowed values .*: \{"stack":"x"\}/);
    expect(check('POST', '/Person/getList', 400, { code: 400, msg: '页码应为正整数', data: { field: 'pageNo', issues: [{ field: 'pageNo', message: '页码应为正整数' }] } })).not.toThrow();
    expect(check('POST', '/Person/getList', 400, { code: 400, msg: '页码应为正整数', data: { field: 3 } })).toThrow(/\/data\/field must be string.*: 3/);
  });

  it('lets a deliberately malformed call answer an unlisted refusal, still held to the error envelope', () => {
    expect(check('GET', '/health/live', 400, { code: 400, msg: '请求体不是有效的 JSON', data: null }, { malformed: true })).not.toThrow();
    expect(check('GET', '/health/live', 400, { code: 400, msg: 'x', data: { field: 1 } }, { malformed: true })).toThrow(/\/data\/field must be string/);
    expect(check('GET', '/health/live', 200, { code: 200, msg: 'success', data: {} }, { malformed: true })).toThrow(/\/data must have required property 'status'/);
  });

  it('holds a path outside the document to the 404 envelope of the catch-all route', () => {
    expect(check('POST', '/no/such/thing', 404, { code: 404, msg: '接口不存在', data: null })).not.toThrow();
    expect(check('POST', '/no/such/thing', 200, { code: 200, msg: 'success', data: null })).toThrow(/POST \/api\/no\/such\/thing with status 200 .*holds no such operation/);
  });

  it("holds the mock's refusal over HTTP 200 (spec §8) to the document's MockRefusal", () => {
    expect(check('POST', '/mock/login', 200, { code: 500, msg: '帐户或密码不正确', data: null })).not.toThrow();
    expect(check('POST', '/mock/login', 200, { code: 200, msg: 'success', data: { token: 't' } })).not.toThrow();
    expect(check('POST', '/mock/login', 200, { code: 500, msg: '帐户或密码不正确', data: { token: 't' } })).toThrow(/mockLogin/);
    expect(check('POST', '/mock/login', 200, { code: 500, data: null })).toThrow(/mockLogin/);
    // Only the mock answers a mistake that way.
    expect(check('GET', '/health/live', 200, { code: 500, msg: '服务器发生错误', data: null })).toThrow(/code is 500, not the HTTP status/);
  });

  it('checks a download for a declared media type only', () => {
    const file = (type: string) => new Response('PK', { status: 200, headers: { 'content-type': type } });
    expect(() => checkAnswer('POST', '/Person/export', file(XLSX), undefined)).not.toThrow();
    expect(() => checkAnswer('POST', '/Person/export', file('application/pdf'), undefined)).toThrow(/the file is application\/pdf; the document declares application\/vnd/);
    expect(check('POST', '/Person/export', 200, { code: 200, msg: 'success', data: null })).toThrow(/application\/json/);
  });

  it('checks the answers of a handler a test defines against the contract it declares', () => {
    testEndpoint(endpoint({ method: 'POST', path: '/test/contract', summary: 's', tag: 'test', access: 'public', errors: [422], response: z.object({ n: z.number().int() }) }));
    expect(check('POST', '/test/contract', 200, { code: 200, msg: 'success', data: { n: 1 } })).not.toThrow();
    expect(check('POST', '/test/contract', 200, { code: 200, msg: 'success', data: { n: 1.5 } })).toThrow(/testContract [\s\S]* \/data\/n must be integer.*: 1\.5/);
    expect(check('POST', '/test/contract', 422, { code: 422, msg: '不符合', data: null })).not.toThrow();
    expect(check('POST', '/test/contract', 409, { code: 409, msg: '冲突', data: null })).toThrow(/does not list status 409/);
  });
});

describe('documentValidator', () => {
  it("reads OpenAPI 3.0's boolean exclusive bounds as the bounds they are", () => {
    const doc = {
      openapi: '3.0.3', paths: {},
      components: { schemas: { Positive: { type: 'number', minimum: 0, exclusiveMinimum: true }, Below: { type: 'number', maximum: 10, exclusiveMaximum: true }, AtLeast: { type: 'number', minimum: 0, exclusiveMinimum: false } } },
    };
    const check = documentValidator(doc);
    expect(check('#/components/schemas/Positive', 0)).toMatch(/must be > 0/);
    expect(check('#/components/schemas/Positive', 0.5)).toBeNull();
    expect(check('#/components/schemas/Below', 10)).toMatch(/must be < 10/);
    expect(check('#/components/schemas/Below', 9.5)).toBeNull();
    expect(check('#/components/schemas/AtLeast', 0)).toBeNull();
    expect(check('#/components/schemas/AtLeast', -1)).toMatch(/must be >= 0/);
  });
});

describe('the validators shared by the test files of a run', () => {
  const live = { code: 200, msg: 'success', data: { status: 'ok', version: '1.0.0' } };
  /** The checker as a new test file has it: a module registry of its own. */
  function freshChecker(): typeof checkAnswer {
    let fresh: typeof checkAnswer | undefined;
    jest.isolateModules(() => {
      fresh = (jest.requireActual('./contractCheck') as typeof import('./contractCheck')).checkAnswer;
    });
    return fresh!;
  }
  const saved = process.env.RENSHI_TEST_SNAPSHOT;
  afterEach(() => {
    process.env.RENSHI_TEST_SNAPSHOT = saved;
  });

  it('are compiled by the first file that needs one and loaded, not compiled again, by the others', () => {
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-run-'));
    // The run is named by its database snapshot's directory (jest.globalSetup).
    process.env.RENSHI_TEST_SNAPSHOT = path.join(runDir, 'seeded.tar');
    try {
      const first = freshChecker();
      expect(() => first('GET', '/health/live', answer(200, live), live)).not.toThrow();
      const written = fs.readdirSync(path.join(runDir, 'validators'));
      expect(written).toHaveLength(1);
      expect(fs.existsSync(path.join(runDir, 'openapi.json'))).toBe(true);

      const second = freshChecker();
      expect(() => second('GET', '/health/live', answer(200, live), live)).not.toThrow();
      const bad = { ...live, data: { status: 'ok', version: 7 } };
      expect(() => second('GET', '/health/live', answer(200, bad), bad)).toThrow(/\/data\/version must be string/);

      // The next file takes the written validator as it is: one that refuses everything shows it is not compiled anew.
      fs.writeFileSync(path.join(runDir, 'validators', written[0]), 'module.exports = Object.assign(function v() { v.errors = [{ instancePath: "", keyword: "false", params: {}, message: "refused by the written validator" }]; return false; }, {});');
      const third = freshChecker();
      expect(() => third('GET', '/health/live', answer(200, live), live)).toThrow(/refused by the written validator/);
    } finally {
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  });
});
