import 'server-only';
import glyphs from 'remixicon/fonts/remixicon.glyph.json';
import type { remixIconList as RemixIconListEndpoint } from '@/lib/contracts/mock/icon';
import type { HandlerContext } from '../http';
import { contains, page } from './paging';

/** Every icon name of the installed Remix Icon set. */
export const ICON_NAMES: readonly string[] = Object.keys(glyphs);

export function remixIconList({ query }: HandlerContext<typeof RemixIconListEndpoint>) {
  return page(ICON_NAMES.filter((name) => contains(name, query.title)), query.pageNo, query.pageSize);
}
