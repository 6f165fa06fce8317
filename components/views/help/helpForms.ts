import type { HelpDocItem } from '@/lib/contracts/helpDoc';
import { MAX_UPLOAD_BYTES } from '@/lib/client/api/fileUpload';
import { checkForm, failureKey, failureKeys } from '@/lib/domain/formRules';
import { bodyHtml } from './bodyHtml';

export interface HelpDocForm { kind: HelpDocItem['kind']; title: string; body: string; sort: string }

/** A help document's place in its list, as the server takes it. */
export const HELP_DOC_SORT = [0, 9999] as const;

/** 帮助文档: the title, an FAQ's answer and the order, every mistake at once, as message keys of `help.docs.errors`. */
export const helpDocErrors = (f: HelpDocForm) => failureKeys(checkForm(f, {
  title: { trim: true, required: true, message: 'titleRequired' },
  body: { custom: (typed, all) => all.kind === 'faq' && !bodyHtml(typed as string) && 'answerRequired' },
  sort: { trim: true, required: true, type: 'integer', range: HELP_DOC_SORT, message: 'sortRange' },
}));

export interface CommonFileForm { category: string; title: string; file?: { size: number } }

/**
 * 常用文件: the category, the title and the file (a new one needs it; a changed one keeps its own unless another is
 * chosen), as message keys of `help.commonFiles.errors`.
 */
export const commonFileErrors = (f: CommonFileForm, published: boolean) => failureKeys(checkForm(f, {
  category: { required: true, message: 'categoryRequired' },
  title: { trim: true, required: true, message: 'titleRequired' },
  file: { required: !published, message: 'fileRequired', custom: (chosen) => ((chosen as CommonFileForm['file'])?.size ?? 0) > MAX_UPLOAD_BYTES && 'fileTooLarge' },
}));

/** The shortest question the policy assistant answers. */
export const QUESTION_MIN = 2;

/** 政策问答: a question of at least two characters, as a message key of `help.assistant`, or null. */
export const questionError = (question: string) => failureKey(question, { trim: true, required: true, min: QUESTION_MIN, message: 'tooShort' });
