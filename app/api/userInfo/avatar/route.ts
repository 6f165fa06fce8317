import { avatarFile as contract } from '@/lib/contracts/profile';
import { defineHandler } from '@/lib/server/http';
import { avatarFile } from '@/lib/server/services/users/profile';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, async ({ db, query }) => avatarFile(db, query.file));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
