import { profileGet as contract } from '@/lib/contracts/profile';
import { defineHandler } from '@/lib/server/http';
import { ownProfile } from '@/lib/server/services/users/profile';

export const POST = defineHandler(contract, async ({ db, user }) => ownProfile(db, user!));
