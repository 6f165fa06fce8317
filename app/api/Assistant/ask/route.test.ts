import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as ask } from './route';
import type { AssistantSource } from '@/lib/contracts/assistant';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

type Answer = { answer: string; mode: 'model' | 'retrieval'; fallback: string | null; sources: AssistantSource[] };
type Received = { auth?: string; body: { model: string; messages: { role: string; content: string }[] } };

/** A fake OpenAI-compatible chat endpoint on loopback: records each request and answers with `reply`. */
let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete process.env.DEEPSEEK_API_URL;
  delete process.env.DEEPSEEK_API_KEY;
  delete process.env.DEEPSEEK_MODEL;
});

const useModel = () => {
  process.env.DEEPSEEK_API_URL = baseUrl;
  process.env.DEEPSEEK_API_KEY = 'sk-test-secret';
  process.env.DEEPSEEK_MODEL = 'deepseek-chat';
};
const question = async (q: string, extra: object = {}, headers?: Record<string, string>) =>
  call<Answer>(ask, '/Assistant/ask', { body: { question: q, ...extra }, token: await loginAs('jc'), headers });

describe('the policy assistant', () => {
  it('without a model answers from the best passages and says so', async () => {
    const { status, json } = await question('空编数是怎么计算的？');
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ mode: 'retrieval', fallback: 'unconfigured' });
    expect(json.data.answer).toMatch(/^未配置问答模型/);
    expect(json.data.answer).toContain('核定编制数');
    expect(json.data.sources[0]).toMatchObject({ title: '空编数是怎么计算的？', kind: 'faq' });
    expect(received).toHaveLength(0);
  });

  it('says when nothing matches, in the asked language', async () => {
    const { json } = await question('weather forecast tomorrow', {}, { 'accept-language': 'en' });
    expect(json.data.sources).toEqual([]);
    expect(json.data.answer).toMatch(/^Nothing in the help documents/);
  });

  it('with a model sends the retrieved passages as context with the key, and returns its answer with the sources', async () => {
    useModel();
    reply = { status: 200, body: { choices: [{ message: { role: 'assistant', content: '需附超编消化计划后方可提交 [1]。' } }] } };
    const history = [{ role: 'user', content: '你好' }, { role: 'assistant', content: '您好，请问有什么可以帮您？' }];
    const { json } = await question('核定编制低于实有人数，单位信息还能上报吗？', { history });
    expect(json.data).toMatchObject({ mode: 'model', fallback: null, answer: '需附超编消化计划后方可提交 [1]。' });
    expect(json.data.sources.map((s) => s.title)).toContain('核定编制数低于实有人数时能上报单位信息吗？');
    const [sent] = received.slice(-1);
    expect(sent.auth).toBe('Bearer sk-test-secret');
    expect(sent.body.model).toBe('deepseek-chat');
    const [system, ...rest] = sent.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('超编消化计划');
    expect(rest).toEqual([...history, { role: 'user', content: '核定编制低于实有人数，单位信息还能上报吗？' }]);
    expect(JSON.stringify(json)).not.toContain('sk-test-secret');
    expect(JSON.stringify(json)).not.toContain(baseUrl);
  });

  it('falls back to retrieval when the model fails', async () => {
    useModel();
    reply = { status: 500, body: { error: 'overloaded' } };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { json } = await question('附件有什么要求？');
    errors.mockRestore();
    expect(json.data).toMatchObject({ mode: 'retrieval', fallback: 'failed' });
    expect(json.data.answer).toMatch(/^问答模型暂时不可用/);
    expect(json.data.answer).toContain('20 MB');
  });

  it('refuses an empty or too long question (400) and anonymous callers (401)', async () => {
    expect((await question(' ')).json).toMatchObject({ code: 400, data: { field: 'question' } });
    expect((await question('问'.repeat(501))).status).toBe(400);
    expect((await call(ask, '/Assistant/ask', { body: { question: '空编' } })).status).toBe(401);
  });
});
