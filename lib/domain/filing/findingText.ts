/** The two texts of a rule's finding: each rule builds both from the same figures; the client gets the one it asked for. */
import type { Violation } from '@/lib/contracts/filing';
import { postLevelCategory, postLevelNo } from '../codes';

/** A finding as the rules produce it: the Chinese `message` and its English `messageEn`. */
export type Finding = Violation & { messageEn: string };

export type Lang = 'zh' | 'en';

/** The findings as the caller reads them: `message` in the caller's language, nothing else added. */
export function inLanguage(found: readonly Finding[], lang: Lang): Violation[] {
  return found.map(({ code, level, message, messageEn, field }) => ({
    code, level, message: lang === 'en' ? messageEn : message, ...(field === undefined ? {} : { field }),
  }));
}

/** Han characters and full-width punctuation: what an English text must not contain (names from the data aside). */
export const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

export const ESTAB_NAMES_EN: Readonly<Record<string, string>> = {
  ADMIN: 'administrative quota', INST: 'institution quota', REF_CIVIL: 'civil-service-managed institution quota', ORGAN_WORKER: 'organ support worker quota',
};

export const estabNameEn = (estabType: string) => ESTAB_NAMES_EN[estabType] ?? estabType;

/** The English name of a post level: M05 management grade 5, T07 professional-technical grade 7, W00 general worker. */
export function levelNameEn(level: string): string {
  const n = postLevelNo(level);
  if (n === null) return level;
  if (level === 'W00') return 'general worker';
  return { MANAGE: `management grade ${n}`, TECH: `professional-technical grade ${n}`, WORKER: `skilled worker grade ${n}` }[postLevelCategory(level)!];
}

/** "Line 3: …", the English of "第 3 行：…". */
export const onLineEn = (lineNo: number, text: string) => `Line ${lineNo}: ${text}`;
