import 'server-only';
import type { AssistantSource } from '@/lib/contracts/assistant';
import { htmlToText } from '@/lib/domain/htmlSanitizer';
import { rankPassages, splitPassages, type RankedPassage } from '@/lib/domain/retrieval';
import type { Db } from '../../db/client';
import { allHelpDocs } from '../helpDocs';
import { logger } from '../../observability/logger';
import { complete, modelConfig, type ChatMessage } from './model';

type Lang = 'zh' | 'en';
type Turn = { role: 'user' | 'assistant'; content: string };

const SYSTEM = [
  '你是“人事管理系统”的政策与操作助手，为事业单位、主管部门和人社局的经办人员解答系统操作和编制备案业务规则方面的问题。',
  '只依据下面提供的帮助文档片段作答；片段中没有的内容，请明确说明帮助文档中没有相关说明，并建议联系主管部门或人社局，不要编造规定、数字或日期。',
  '回答简洁、分点，引用片段时注明编号，如 [1]。',
].join('\n');

const TEXT = {
  zh: {
    unconfigured: '未配置问答模型，以下是帮助文档中与问题最相关的内容：',
    failed: '问答模型暂时不可用，以下是帮助文档中与问题最相关的内容：',
    nothing: '帮助文档和常见问题中没有找到与该问题相关的内容。请换个说法，或联系主管部门、人社局咨询。',
    language: '请用中文回答。',
  },
  en: {
    unconfigured: 'No answering model is configured; these are the passages of the help documents closest to your question:',
    failed: 'The answering model is unavailable right now; these are the passages of the help documents closest to your question:',
    nothing: 'Nothing in the help documents or the FAQ matches this question. Try other words, or ask your competent authority or the personnel bureau.',
    language: 'Answer in English.',
  },
};

async function retrieve(db: Db, question: string): Promise<{ passages: RankedPassage[]; kinds: Map<number, 'manual' | 'faq'> }> {
  const docs = await allHelpDocs(db);
  const kinds = new Map(docs.map((d) => [d.id, d.kind]));
  const passages = docs.flatMap((d) => splitPassages({ docId: d.id, title: d.title, text: htmlToText(d.body) }));
  return { passages: rankPassages(question, passages, 4), kinds };
}

function retrievalAnswer(passages: RankedPassage[], lead: string): string {
  return [lead, ...passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`)].join('\n\n');
}

function prompt(question: string, history: Turn[], passages: RankedPassage[], lang: Lang): ChatMessage[] {
  const context = passages.map((p, i) => `[${i + 1}]《${p.title}》\n${p.text}`).join('\n\n') || '（无相关片段）';
  return [
    { role: 'system', content: `${SYSTEM}\n${TEXT[lang].language}\n\n帮助文档片段：\n${context}` },
    ...history.slice(-6),
    { role: 'user', content: question },
  ];
}

/**
 * Answers from the help documents: the best passages always go back as sources; with a model configured they are
 * its context, without one (or when it fails) they are the answer.
 */
export async function ask(db: Db, input: { question: string; history: Turn[] }, lang: Lang) {
  const { passages, kinds } = await retrieve(db, input.question);
  const sources: AssistantSource[] = passages.map((p) => ({
    docId: p.docId, title: p.title, kind: kinds.get(p.docId)!, excerpt: p.text.slice(0, 200), score: p.score,
  }));
  const config = modelConfig();
  if (config) {
    try {
      const answer = await complete(config, prompt(input.question, input.history, passages, lang));
      return { answer, mode: 'model' as const, fallback: null, sources };
    } catch (e) {
      logger().error({ err: e }, '[assistant] chat model failed');
      return { answer: passages.length ? retrievalAnswer(passages, TEXT[lang].failed) : TEXT[lang].nothing, mode: 'retrieval' as const, fallback: 'failed' as const, sources };
    }
  }
  return { answer: passages.length ? retrievalAnswer(passages, TEXT[lang].unconfigured) : TEXT[lang].nothing, mode: 'retrieval' as const, fallback: 'unconfigured' as const, sources };
}
