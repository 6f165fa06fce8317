import { notFound } from '@/lib/server/http';

/** An /api path no endpoint serves: the envelope's 404, whatever the method. */
const answer = async () => notFound();
export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE, answer as OPTIONS };
