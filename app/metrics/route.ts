import { metricsResponse } from '@/lib/server/observability/metrics';

// Read on every scrape, never prerendered at build time.
export const dynamic = 'force-dynamic';

/** Every method answers alike (404 while unconfigured), so the path gives nothing away to a stranger. */
const answer = (req: Request) => metricsResponse(req);
export { answer as GET, answer as HEAD, answer as POST, answer as PUT, answer as PATCH, answer as DELETE, answer as OPTIONS };
