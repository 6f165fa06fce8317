import { unitImportTemplate as contract } from '@/lib/contracts/unitImport';
import { defineHandler } from '@/lib/server/http';
import { unitTemplate } from '@/lib/server/services/unitImport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, async ({ db, lang }) => unitTemplate(db, lang));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
