/**
 * The Content-Security-Policy of the app's pages (proxy.ts sets it per request with a fresh nonce).
 * Scripts: only Next's own, which carry the nonce, and the chunks they load ('strict-dynamic').
 * Style elements: the nonce too (Emotion's cache is given it in app/layout.tsx), so injected markup cannot
 * add a stylesheet; style attributes stay allowed: React, MUI, echarts tooltips and the sanitised notice HTML
 * use them, and an attribute can neither run script nor select other elements to read them.
 */
export interface PolicyOptions {
  nonce: string;
  /** next dev: React's debugging needs eval and the dev overlay injects styles without the nonce. */
  dev: boolean;
  /** The page was served over HTTPS: the browser upgrades any stray http:// address of the page. */
  https: boolean;
}

export function pageContentSecurityPolicy({ nonce, dev, https }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // With a nonce in the list, browsers ignore 'unsafe-inline'; dev needs the latter, so it goes without the nonce.
    'style-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`])],
    'style-src-attr': ["'unsafe-inline'"],
    // data: for generated images (QR codes, avatars, charts saved as pictures), blob: for previews of picked files.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    // blob: shows a help document's PDF in the page; https: is the demo iframe screen, whose frame is sandboxed.
    'frame-src': ["'self'", 'blob:', 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** 128 random bits, base64: a fresh one for every page served. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Whether the request reached the app over HTTPS: the first hop's x-forwarded-proto (Next sets it from the socket
 * when no proxy did). A client that forges it harms only its own page: browsers ignore HSTS received over http.
 */
export function servedOverHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
