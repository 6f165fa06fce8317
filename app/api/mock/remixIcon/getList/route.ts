import { remixIconList as contract } from '@/lib/contracts/mock/icon';
import { mockHandler } from '@/lib/server/mock/handler';
import { remixIconList } from '@/lib/server/mock/icons';

export const GET = mockHandler(contract, remixIconList);
