import { z } from 'zod';
import { pageQuery, pageResult } from '../endpoint';
import { mockEndpoint } from './shared';
import { pageSize, singleLine } from '../primitives';

export const ICON_PAGE_SIZE = 72;

export const remixIconList = mockEndpoint({
  method: 'GET', path: '/remixIcon/getList', summary: 'The Remix Icon names, filtered by a title substring, 72 a page.',
  query: pageQuery.extend({ title: singleLine(100).optional(), pageSize: pageSize(ICON_PAGE_SIZE) }),
  response: pageResult(z.string()),
});
