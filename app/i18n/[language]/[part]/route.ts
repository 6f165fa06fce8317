import { isLanguage, isMessagePart, servedPart } from '@/lib/server/messageParts';

/**
 * A part of one language's messages as JSON, for the page's preload links (lib/i18n/messagesAhead.ts). Asked for at
 * its current version it is cached for good; any other version (a page older than the server) is revalidated.
 */
export async function GET(request: Request, { params }: { params: Promise<{ language: string; part: string }> }) {
  const { language, part } = await params;
  if (!isLanguage(language) || !isMessagePart(part)) return new Response(null, { status: 404 });
  const { body, version } = await servedPart(language, part);
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: `"${version}"`,
    },
  });
}
