import { openApiDocument } from '@/lib/server/openapi';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = async () => Response.json(openApiDocument());
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
