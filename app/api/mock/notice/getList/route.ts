import { mockNoticeList as contract } from '@/lib/contracts/mock/content';
import { mockHandler } from '@/lib/server/mock/handler';
import { mockNotices } from '@/lib/server/mock/notices';

export const GET = mockHandler(contract, mockNotices);
