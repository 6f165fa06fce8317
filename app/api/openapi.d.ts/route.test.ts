import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { GET } from './route';

/** The compiler's diagnostics of a file beside the served types that uses them, with strict options. */
function diagnosticsOf(types: string, use: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-api-types-'));
  try {
    fs.writeFileSync(path.join(dir, 'renshi-api.d.ts'), types);
    fs.writeFileSync(path.join(dir, 'use.ts'), use);
    const program = ts.createProgram([path.join(dir, 'use.ts')], {
      strict: true, noEmit: true, skipLibCheck: false, target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A client's code: a sign-in body and a list query typed by the paths, and answers read (402's is its 200's). */
const use = (username: string) => `
import type { paths } from './renshi-api';

type Body<P extends keyof paths> = paths[P]['post'] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Answer<P extends keyof paths> = paths[P]['post'] extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

export const login: Body<'/api/login/login'> = { username: ${username}, password: 'demo123' };
export const query: paths['/api/Person/getList']['post']['requestBody'] = { content: { 'application/json': { pageNo: 1, pageSize: 20 } } };
export const token = (answer: Answer<'/api/login/login'>): string => answer.data.token;
export const summary = (answer: paths['/api/Workbench/summary']['post']['responses'][200]['content']['application/json']): number => answer.code;
export const refreshed = (answer: paths['/api/Person/getList']['post']['responses'][402]['content']['application/json']): number => answer.data.total;
`;

describe('GET /api/openapi.d.ts', () => {
  let res: Response;
  let types: string;
  beforeAll(async () => {
    res = await GET();
    types = await res.text();
  });

  it('answers the types as a text file named renshi-api.d.ts', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="renshi-api.d.ts"');
  });

  it('declares the paths of the document with their operations', () => {
    expect(types).toContain('export interface paths');
    expect(types).toContain('export interface components');
    for (const p of ['/api/login/login', '/api/Person/getList', '/api/Workbench/summary', '/api/Filing/create']) expect(types).toContain(`"${p}": {`);
  });

  it('compiles, strictly, with a client that uses them as the document says', () => {
    expect(diagnosticsOf(types, use("'jc'"))).toEqual([]);
  });

  it('refuses a body of the wrong type', () => {
    expect(diagnosticsOf(types, use('42'))).toEqual([expect.stringMatching(/Type 'number' is not assignable to type 'string'/)]);
  });

  it('generates them once per process', async () => {
    expect(await (await GET()).text()).toBe(types);
  });
});
