import { notFound } from '@/lib/server/http';

const answer = async () => notFound();
export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE };
