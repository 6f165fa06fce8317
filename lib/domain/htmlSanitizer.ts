/**
 * A strict allow-list HTML sanitiser for notices and help documents. The output is rebuilt from scratch: only the
 * tags below, only their listed attributes, every text and attribute value escaped, every tag closed — so whatever
 * the input, a browser parses the output the same way we meant it. No package: none is installed.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'span', 'div', 'h3', 'h4', 'h5', 'ul', 'ol', 'li',
  'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr',
]);
const VOID_TAGS = new Set(['br', 'hr']);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
};
/** Elements dropped with everything inside them (their content is code or hidden, never text to show). */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'head', 'xmp', 'noembed', 'noframes',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (s: string) => s.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Decodes character references the way a browser would before it reads a URL. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
}

/** http(s), mailto and links within the site; anything else (javascript:, data:, vbscript:…) is refused. */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (!scheme) return !url.startsWith('//') && !url.startsWith('\\');
  return ['http', 'https', 'mailto'].includes(scheme[1].toLowerCase());
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return '';
  let out = '';
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (!allowed.has(name)) continue;
    if (name === 'href' && !isSafeUrl(value)) continue;
    if ((name === 'colspan' || name === 'rowspan') && !/^\d{1,2}$/.test(value)) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && out.includes(' href=')) out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

/** The input with only allowed markup left: safe to render as HTML in the browser. */
export function sanitizeHtml(input: string): string {
  const open: string[] = [];
  let out = '';
  let text = '';
  let i = 0;
  const flushText = () => {
    out += escapeText(text);
    text = '';
  };
  while (i < input.length) {
    if (input[i] !== '<') {
      text += input[i++];
      continue;
    }
    COMMENT.lastIndex = i;
    if (COMMENT.test(input)) {
      i = COMMENT.lastIndex;
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(input);
    if (!m) {
      text += input[i++];
      continue;
    }
    flushText();
    i = TAG.lastIndex;
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (closing) continue;
      const end = new RegExp(`</${tag}\\s*>`, 'ig');
      end.lastIndex = i;
      i = end.exec(input) ? end.lastIndex : input.length;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (!closing) out += `<${tag}>`;
    } else if (!closing) {
      out += `<${tag}${cleanAttributes(tag, m[3])}>`;
      open.push(tag);
    } else if (open.includes(tag)) {
      while (open.length) {
        const last = open.pop()!;
        out += `</${last}>`;
        if (last === tag) break;
      }
    }
  }
  flushText();
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The readable text of sanitised HTML: block ends become line breaks. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html.replace(/<br>|<\/(?:p|div|li|h3|h4|h5|tr|blockquote)>/gi, '\n').replace(/<[^>]*>/g, ''),
  ).replace(/[ \t\u00a0]+/g, ' ').replace(/\n\s*\n+/g, '\n').trim();
}
