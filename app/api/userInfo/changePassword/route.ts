import { passwordChange as contract } from '@/lib/contracts/profile';
import { defineHandler } from '@/lib/server/http';
import { changePassword } from '@/lib/server/services/users/profile';

export const POST = defineHandler(contract, async ({ db, user, body }) => changePassword(db, user!, body));
