import { profileGet as contract } from '@/lib/contracts/profile';
import { defineHandler } from '@/lib/server/http';
import { ownProfile } from '@/lib/server/services/users/profile';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user }) => ownProfile(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
