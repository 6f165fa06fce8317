/**
 * Retrieval for the policy assistant: help texts cut into passages, ranked against a question by BM25 over
 * character bigrams (Chinese has no spaces) and Latin words.
 */
export interface Passage {
  docId: number;
  title: string;
  text: string;
}
export interface RankedPassage extends Passage {
  score: number;
}

/** Question words that say nothing about the subject. */
const STOP = new Set(['什么', '怎么', '如何', '可以', '是否', '需要', '请问', '哪些', '为什', '么时', '时候', '这个', '一个', '我们', '单位', '的是', '了吗', '吗？']);
const MAX_PASSAGE = 280;

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const run of text.toLowerCase().match(/[\u3400-\u9fff]+|[a-z0-9]+/g) ?? []) {
    if (/^[a-z0-9]/.test(run)) {
      if (run.length > 1 || /\d/.test(run)) out.push(run);
    } else if (run.length === 1) {
      out.push(run);
    } else {
      for (let i = 0; i < run.length - 1; i += 1) {
        const gram = run.slice(i, i + 2);
        if (!STOP.has(gram)) out.push(gram);
      }
    }
  }
  return out;
}

/** A document's text as passages of at most a few hundred characters, never splitting a line unless it is longer. */
export function splitPassages(doc: { docId: number; title: string; text: string }): Passage[] {
  const passages: Passage[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) passages.push({ docId: doc.docId, title: doc.title, text: current.trim() });
    current = '';
  };
  for (const line of doc.text.split(/\n+/).map((l) => l.trim()).filter(Boolean)) {
    if (current && current.length + line.length + 1 > MAX_PASSAGE) push();
    for (let i = 0; i < line.length; i += MAX_PASSAGE) {
      current += (current ? '\n' : '') + line.slice(i, i + MAX_PASSAGE);
      if (line.length > MAX_PASSAGE) push();
    }
  }
  push();
  return passages;
}

/** The passages that share words with the question, best first (BM25, the title counted with its passage). */
export function rankPassages(question: string, passages: Passage[], limit = 4): RankedPassage[] {
  const terms = [...new Set(tokenize(question))];
  if (!terms.length || !passages.length) return [];
  const docs = passages.map((p) => tokenize(`${p.title}\n${p.text}`));
  const avg = docs.reduce((s, d) => s + d.length, 0) / docs.length;
  const df = new Map(terms.map((t) => [t, docs.filter((d) => d.includes(t)).length]));
  const k1 = 1.2;
  const b = 0.75;
  return passages
    .map((p, i) => {
      const tokens = docs[i];
      let score = 0;
      for (const t of terms) {
        const tf = tokens.filter((x) => x === t).length;
        if (!tf) continue;
        const n = df.get(t)!;
        const idf = Math.log(1 + (passages.length - n + 0.5) / (n + 0.5));
        score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * tokens.length) / avg));
      }
      return { ...p, score: Math.round(score * 1000) / 1000, index: i };
    })
    .filter((p) => p.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, limit)
    .map(({ index: _index, ...p }) => p);
}
