import { isLanguage } from '@/lib/config/settings';
import { askedParts, servedParts } from '@/lib/server/messageParts';

/**
 * Parts of one language's messages as JSON, `{ part: messages }`, for the page's preload link
 * (lib/i18n/messagesAhead.ts). Asked for at its current version it is cached for good; at any other (a page older than
 * the server) it is revalidated.
 */
export async function GET(request: Request, { params }: { params: Promise<{ language: string }> }) {
  const { language } = await params;
  const query = new URL(request.url).searchParams;
  const parts = askedParts(query.get('parts'));
  if (!isLanguage(language) || !parts) return new Response(null, { status: 404 });
  const { body, version } = await servedParts(language, parts);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': query.get('v') === version ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: `"${version}"`,
    },
  });
}
