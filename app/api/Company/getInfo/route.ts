import { companyGet as contract } from '@/lib/contracts/unit';
import { defineHandler } from '@/lib/server/http';
import { companyInfo } from '@/lib/server/services/company';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => companyInfo(db, user!, body?.unitId));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
