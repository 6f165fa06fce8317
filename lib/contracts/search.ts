import { z } from 'zod';
import { endpoint } from './endpoint';

export const searchSuggestion = z.object({ value: z.string(), url: z.string().optional() });
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

export const searchList = endpoint({
  method: 'GET',
  path: '/search/getList',
  summary: 'Suggestions for the header search dialog: the pages the signed-in user may open.',
  tag: 'user',
  access: 'user',
  response: z.object({ list: z.array(searchSuggestion) }),
});
