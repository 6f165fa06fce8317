import { profileUpdate as contract } from '@/lib/contracts/profile';
import { defineHandler } from '@/lib/server/http';
import { updateProfile } from '@/lib/server/services/users/profile';

export const POST = defineHandler(contract, async ({ db, user, body }) => updateProfile(db, user!, body));
