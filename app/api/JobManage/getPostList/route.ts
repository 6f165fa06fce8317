import { postList as contract } from '@/lib/contracts/jobManage';
import { defineHandler } from '@/lib/server/http';
import { listPosts } from '@/lib/server/services/jobManage';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user }) => listPosts(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
