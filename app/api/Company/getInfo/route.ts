import { companyGet as contract } from '@/lib/contracts/unit';
import { defineHandler } from '@/lib/server/http';
import { companyInfo } from '@/lib/server/services/company';

export const POST = defineHandler(contract, async ({ db, user, body }) => companyInfo(db, user!, body?.unitId));
