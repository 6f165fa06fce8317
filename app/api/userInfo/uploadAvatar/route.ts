import { avatarUpload as contract } from '@/lib/contracts/profile';
import { defineHandler } from '@/lib/server/http';
import { uploadAvatar } from '@/lib/server/services/users/profile';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => uploadAvatar(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
