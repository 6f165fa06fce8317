import type { BodyOf, ResponseOf } from '@/lib/contracts/endpoint';
import { assistantAsk } from '@/lib/contracts/assistant';
import { call } from './call';

export type AssistantQuestion = BodyOf<typeof assistantAsk>;
export type AssistantAnswer = ResponseOf<typeof assistantAsk>;

export const askAssistant = (q: AssistantQuestion) => call(assistantAsk, q);
