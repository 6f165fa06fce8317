import { postList } from '@/lib/contracts/jobManage';
import { call } from './call';

export const jobManageKeys = {
  all: ['jobManage'] as const,
  posts: () => [...jobManageKeys.all, 'posts'] as const,
};

export const getPostList = () => call(postList, {});
