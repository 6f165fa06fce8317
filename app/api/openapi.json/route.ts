import { openApiDocument } from '@/lib/server/openapi';

export const GET = async () => Response.json(openApiDocument());
