import { postList as contract } from '@/lib/contracts/jobManage';
import { defineHandler } from '@/lib/server/http';
import { listPosts } from '@/lib/server/services/jobManage';

export const POST = defineHandler(contract, async ({ db, user }) => listPosts(db, user!));
