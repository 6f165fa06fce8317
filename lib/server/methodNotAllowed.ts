import 'server-only';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
type RouteHandler = (req: Request) => Promise<Response>;

/**
 * The handlers of the methods a route does not serve. Next answers those with an empty 405 and gives no way
 * to change it, so every route file ends with one line such as
 * `export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');`
 * (app/api/wrongMethod.test.ts fails for a route that forgets it). A GET route leaves HEAD to Next, which runs GET.
 */
export function otherMethods(...served: Method[]): Record<Method, RouteHandler> {
  const allow = [...new Set<Method>([...served, ...(served.includes('GET') ? ['HEAD' as const] : []), 'OPTIONS'])].sort().join(', ');
  const accepted = served.join(', ');
  const refuse: RouteHandler = async (req) => {
    const en = /^en\b/i.test(req.headers.get('accept-language') ?? '');
    const msg = en
      ? `Method ${req.method} is not allowed here; this endpoint accepts ${accepted}`
      : `不支持 ${req.method} 请求方法，该接口只接受 ${accepted}`;
    return Response.json({ code: 405, msg, data: null }, { status: 405, headers: { Allow: allow, 'cache-control': 'no-store' } });
  };
  const options: RouteHandler = async () => new Response(null, { status: 204, headers: { Allow: allow } });
  return { GET: refuse, HEAD: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}
