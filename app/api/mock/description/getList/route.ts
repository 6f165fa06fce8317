import { descriptionGet as contract } from '@/lib/contracts/mock/content';
import { mockHandler } from '@/lib/server/mock/handler';
import { releaseNote } from '@/lib/server/mock/description';

export const GET = mockHandler(contract, () => ({ description: releaseNote() }));
