import { openApiDocument } from '@/lib/server/openapi';
import type { OpenAPI3 } from 'openapi-typescript';
import { otherMethods } from '@/lib/server/methodNotAllowed';

type Json = Record<string, unknown>;

/**
 * The document with its references into paths inlined (402's answer is the 200 answer with its token): for those,
 * openapi-typescript would index the media type's type by `schema`, which that type does not have.
 */
function withPathReferencesInlined<T extends object>(doc: T): T {
  const at = (ref: string) => ref.slice(2).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json)[key], doc);
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const { $ref } = node as Json;
    if (typeof $ref === 'string' && $ref.startsWith('#/paths/')) return inline(at($ref));
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };
  return inline(doc) as T;
}

let types: Promise<string> | undefined;

/** The TypeScript types of the document /api/openapi.json serves (openapi-typescript), generated once per process. */
function typesOfDocument(): Promise<string> {
  types ??= (async () => {
    const { default: openapiTS, astToString, COMMENT_HEADER } = await import('openapi-typescript');
    const doc = openApiDocument();
    const ast = await openapiTS(withPathReferencesInlined(doc) as unknown as OpenAPI3, { silent: true });
    const about = `// ${doc.info.title} ${doc.info.version}: the types of GET /api/openapi.json (paths start with /api).\n\n`;
    return COMMENT_HEADER + about + astToString(ast);
  })();
  types.catch(() => { types = undefined; });
  return types;
}

/**
 * Generated at the first request and kept for the life of the process: openapi-typescript (and the TypeScript compiler
 * it runs on) are production dependencies for this route, loaded only when the types are first asked for.
 */
export const GET = async () => new Response(await typesOfDocument(), {
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': 'inline; filename="renshi-api.d.ts"' },
});
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
