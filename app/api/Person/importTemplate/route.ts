import { personImportTemplate as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { importTemplate } from '@/lib/server/services/persons/excel/template';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, async ({ db, lang }) => importTemplate(db, lang));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
