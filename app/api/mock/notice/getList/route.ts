import { mockNoticeList as contract } from '@/lib/contracts/mock/content';
import { mockHandler } from '@/lib/server/mock/handler';
import { mockNotices } from '@/lib/server/mock/notices';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, mockNotices);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
