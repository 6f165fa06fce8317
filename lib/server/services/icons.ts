import 'server-only';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { remixIconSvg as RemixIconSvgEndpoint } from '@/lib/contracts/icon';
import { fileDownload } from '../download';
import { ApiError } from '../errors';
import type { HandlerContext } from '../http';

/** The package's SVGs, one folder per category (Arrows, System…): the source of every icon the pages show. */
const ICONS_DIR = path.join(process.cwd(), 'node_modules/remixicon/icons');

/** A served icon's URL carries the set's version, so its answer never changes. */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

let files: ReadonlyMap<string, string> | undefined;

/** Each icon's file by its name, read from the package once per process. */
function iconFiles(): ReadonlyMap<string, string> {
  files ??= new Map(readdirSync(ICONS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) =>
    readdirSync(path.join(ICONS_DIR, d.name)).filter((f) => f.endsWith('.svg'))
      .map((f) => [f.slice(0, -'.svg'.length), path.join(ICONS_DIR, d.name, f)] as const)));
  return files;
}

/** One icon's SVG by its name; a name the set does not have is not found. */
export async function remixIconSvg({ query }: HandlerContext<typeof RemixIconSvgEndpoint>): Promise<Response> {
  const file = iconFiles().get(query.name);
  if (!file) throw new ApiError(404, `图标 ${query.name} 不存在`, null, `No icon is named ${query.name}`);
  return fileDownload(await readFile(file), `${query.name}.svg`, 'image/svg+xml', { cacheControl: CACHE_FOR_A_YEAR });
}
