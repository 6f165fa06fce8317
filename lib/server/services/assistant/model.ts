import 'server-only';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ModelConfig {
  url: string;
  key: string;
  model: string;
}

const TIMEOUT_MS = 60_000;

/** The OpenAI-compatible chat endpoint from the environment (DeepSeek's shape), or null when none is configured. */
export function modelConfig(env: NodeJS.ProcessEnv = process.env): ModelConfig | null {
  const base = env.DEEPSEEK_API_URL?.trim();
  const key = env.DEEPSEEK_API_KEY?.trim();
  if (!base || !key) return null;
  const url = /\/chat\/completions\/?$/.test(base) ? base : `${base.replace(/\/+$/, '')}/chat/completions`;
  return { url, key, model: env.DEEPSEEK_MODEL?.trim() || 'deepseek-chat' };
}

/** One chat completion; throws on a network error, a non-2xx answer or an answer without text. */
export async function complete(config: ModelConfig, messages: ChatMessage[]): Promise<string> {
  const res = await fetch(config.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.2, stream: false }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`chat model answered ${res.status}`);
  const json = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = json.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new Error('chat model answered without text');
  return text.trim();
}
