/** One entry of a code list (domain.md §6); stored in `code_item`. */
export interface CodeEntry {
  code: string;
  zh: string;
  en: string;
  /** The summary code or category the entry belongs to (education x0, degree level, post category). */
  groupCode?: string;
  /** False for summary codes: shown, never chosen. Defaults to true. */
  selectable?: boolean;
  /** Display order; defaults to the entry's position in its list. */
  sort?: number;
}
