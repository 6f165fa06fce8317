import { z } from 'zod';
import { endpoint, type Endpoint } from './endpoint';
import { MULTI_LINE, multiLine } from './primitives';

export const assistantSource = z.object({
  docId: z.number().int(),
  title: z.string(),
  kind: z.enum(['manual', 'faq']),
  excerpt: z.string(),
  score: z.number(),
});
export type AssistantSource = z.infer<typeof assistantSource>;

export const assistantTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000, '对话内容过长').regex(MULTI_LINE, '对话内容不能包含控制字符'),
});

export const assistantAsk = endpoint({
  method: 'POST', path: '/Assistant/ask', tag: 'help', access: 'user',
  summary: "Answers a clerk's question about the product and its rules from the help documents and FAQ: through the configured chat model with the retrieved passages as context, or by retrieval alone when no model is configured or it fails (mode says which).",
  body: z.object({
    question: multiLine(500, '问题').min(2, '请至少输入 2 个字的问题'),
    history: z.array(assistantTurn).max(10, '对话轮数过多，请开始新的对话').default([]),
  }),
  response: z.object({
    answer: z.string(),
    mode: z.enum(['model', 'retrieval']),
    /** Why the model was not used: none configured, or it failed. */
    fallback: z.enum(['unconfigured', 'failed']).nullable(),
    sources: z.array(assistantSource),
  }),
});

export const assistantEndpoints: Endpoint[] = [assistantAsk];
