import { registrationList as contract } from '@/lib/contracts/register';
import { defineHandler } from '@/lib/server/http';
import { listRegistrations } from '@/lib/server/services/registration';

export const POST = defineHandler(contract, async ({ db, user, body }) => listRegistrations(db, user!, body));
