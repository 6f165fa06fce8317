import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The names the Chinese faces are registered under in every document. */
export const FONT = { regular: 'cn', bold: 'cn-bold' } as const;

const FILES = {
  regular: 'node_modules/@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf',
  bold: 'node_modules/@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf',
} as const;

let cache: { regular: Buffer; bold: Buffer } | undefined;

/**
 * The Noto Serif SC TrueType files, read once by path at run time: a 15 MB font must not go through the server
 * bundle. pdfkit embeds only the glyphs a document uses (a subset), so a page stays at tens of KB.
 */
export function chineseFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(path.join(process.cwd(), FILES.regular)),
    bold: readFileSync(path.join(process.cwd(), FILES.bold)),
  };
  return cache;
}
