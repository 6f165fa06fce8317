import { descriptionGet as contract } from '@/lib/contracts/mock/content';
import { mockHandler } from '@/lib/server/mock/handler';
import { releaseNote } from '@/lib/server/mock/description';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = mockHandler(contract, () => ({ description: releaseNote() }));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
