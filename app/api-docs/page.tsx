import type { Metadata } from 'next';
import { openApiDocument } from '@/lib/server/openapi';

export const metadata: Metadata = { title: 'API 文档 - 人事管理系统' };

type Operation = {
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; required: boolean; schema: unknown }[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: unknown } } }>;
};

const pre = { background: '#f6f8fa', padding: 12, borderRadius: 6, overflowX: 'auto', fontSize: 12 } as const;

/** The integrators' page: every endpoint of the OpenAPI document generated from lib/contracts. */
export default function ApiDocsPage() {
  const doc = openApiDocument();
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as Operation })),
  );
  return (
    <main style={{ maxWidth: 1000, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
      <h1>{doc.info.title}</h1>
      <p>
        Version {doc.info.version}. {doc.info.description} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      <p>
        Sign in with <code>POST /api/login/login</code>, then send <code>Authorization: Bearer &lt;token&gt;</code>. Access tokens
        last 2 hours; an expired token within its 7-day refresh window is served with code 402 and a new <code>token</code> at
        the top level of the envelope, which replaces the old one. Errors: 400 (the field is named in <code>msg</code>), 401, 403,
        404, 409, 413 (bodies over 1 MB), 422, 429 (login throttling, <code>data.retryAfter</code> in seconds), 500.
      </p>
      {operations.map(({ path, method, op }) => (
        <section key={`${method} ${path}`} id={`${method}-${path}`} style={{ borderTop: '1px solid #ddd', paddingTop: 12, marginTop: 16 }}>
          <h2 style={{ fontSize: 18 }}>
            <code style={{ color: method === 'GET' ? '#0a7' : '#06c' }}>{method}</code> <code>{path}</code>
          </h2>
          <p>{op.summary}</p>
          <p style={{ color: '#555' }}>{op.description}</p>
          {op.parameters && (
            <>
              <h3 style={{ fontSize: 15 }}>Query</h3>
              <pre style={pre}>{JSON.stringify(op.parameters, null, 2)}</pre>
            </>
          )}
          {op.requestBody && (
            <>
              <h3 style={{ fontSize: 15 }}>Body</h3>
              <pre style={pre}>{JSON.stringify(op.requestBody.content['application/json'].schema, null, 2)}</pre>
            </>
          )}
          <h3 style={{ fontSize: 15 }}>Answer</h3>
          <pre style={pre}>{JSON.stringify(op.responses['200'].content?.['application/json'].schema, null, 2)}</pre>
          <p style={{ color: '#555' }}>
            Other codes: {Object.entries(op.responses).filter(([c]) => c !== '200').map(([c, r]) => `${c} ${r.description}`).join('; ')}
          </p>
        </section>
      ))}
    </main>
  );
}
