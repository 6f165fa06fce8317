import { sanitizeHtml } from '@/lib/domain/htmlSanitizer';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a clerk typed as the HTML of a notice or help document: text without markup becomes paragraphs, markup is
 * kept. Sanitised here for the preview only; the server sanitises again whatever arrives.
 */
export function bodyHtml(typed: string): string {
  const text = typed.trim();
  if (!text) return '';
  if (/<[a-zA-Z][^>]*>/.test(text)) return sanitizeHtml(text);
  return text.split(/\n+/).map((line) => line.trim()).filter(Boolean).map((line) => `<p>${escape(line)}</p>`).join('');
}
