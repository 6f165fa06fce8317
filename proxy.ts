import { NextResponse, type NextRequest } from 'next/server';
import { newNonce, pageContentSecurityPolicy, servedOverHttps } from '@/lib/server/contentSecurityPolicy';

/**
 * Every HTML page gets a Content-Security-Policy with a nonce of its own. Next reads the nonce from the
 * request's policy and puts it on its scripts; the pages hand it to their style elements through `x-nonce`.
 * The other security headers, for pages, API answers and files alike, come from next.config.mjs.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy({
    nonce, dev: process.env.NODE_ENV === 'development', https: servedOverHttps(request.headers),
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: Next buffers the body of every request a proxy sees, which would defeat the API's streaming
  // body limit, and files need no nonce. A path with an extension is a file (next.config.mjs locks it down).
  matcher: ['/((?!api/|api$|_next/|i18n/|.*\\.\\w+$).*)'],
};
