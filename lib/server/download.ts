import 'server-only';

/** RFC 5987 attr-char: what a `filename*` value may hold unescaped. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** The UTF-8 bytes of the name, percent-encoded outside attr-char (a lone surrogate becomes U+FFFD instead of throwing). */
const extendedValue = (name: string) =>
  Array.from(new TextEncoder().encode(name), (b) => (b < 0x80 && ATTR_CHAR.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** The name for clients that ignore `filename*`: printable ASCII, without the quote, backslash and percent they would misread. */
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'download';

/** Types a browser may show in place (the help documents' PDF preview); anything else is always an attachment. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

export interface DownloadOptions {
  /** Show a PDF or an image in the browser instead of saving it; ignored for other types. */
  inline?: boolean;
  cacheControl?: string;
}

/**
 * A file answer (outside the JSON envelope): its real media type, saved under `fileName` (RFC 5987 with an ASCII
 * fallback), never sniffed as another type, and sandboxed so that it can never run as a page of this origin.
 */
export function fileDownload(bytes: Uint8Array, fileName: string, mediaType: string, options: DownloadOptions = {}): Response {
  const disposition = options.inline && INLINE_TYPES.has(mediaType) ? 'inline' : 'attachment';
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': mediaType,
      'content-length': String(bytes.length),
      'content-disposition': `${disposition}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${extendedValue(fileName)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': options.cacheControl ?? 'no-store',
    },
  });
}
