import { historyImportTemplate as contract } from '@/lib/contracts/historyImport';
import { defineHandler } from '@/lib/server/http';
import { historyTemplate } from '@/lib/server/services/historyImport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, async ({ db, lang }) => historyTemplate(db, lang));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
