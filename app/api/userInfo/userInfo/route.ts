import { userInfo as contract } from '@/lib/contracts/userInfo';
import { defineHandler } from '@/lib/server/http';
import { userInfo } from '@/lib/server/services/userInfo';

export const POST = defineHandler(contract, async ({ db, user }) => userInfo(db, user!));
