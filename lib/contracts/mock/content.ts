import { z } from 'zod';
import { pageResult } from '../endpoint';
import { mockEndpoint } from './shared';

export const descriptionGet = mockEndpoint({
  method: 'GET', path: '/description/getList', summary: 'The release note shown on the home page, as one HTML string.',
  response: z.object({ description: z.string() }),
});

export const mockNotice = z.object({ image: z.string(), notice: z.string(), email: z.string() });
export type MockNotice = z.infer<typeof mockNotice>;

export const mockNoticeList = mockEndpoint({
  method: 'GET', path: '/notice/getList', summary: 'The demo notices of the header popover (notice HTML and e-mail).',
  response: pageResult(mockNotice),
});
