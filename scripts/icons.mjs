#!/usr/bin/env node
// `node scripts/icons.mjs`: writes components/shell/iconPaths.generated.ts, the paths of the icons the code and the
// menu data name (scripts/iconPaths.mjs), so that the pages draw them without the icon font or a request, and
// components/shell/signInIconPaths.generated.ts, the sign-in pages' own few.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED, generatedModule, SIGN_IN_GENERATED, signInModule } from './iconPaths.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const [file, text] of [[GENERATED, generatedModule(root)], [SIGN_IN_GENERATED, signInModule(root)]]) {
  fs.writeFileSync(path.join(root, file), text);
  const icons = (text.match(/^ {2}\[?'/gm) ?? []).length;
  console.log(`${file}: ${icons} icons, ${Buffer.byteLength(text)} bytes`);
}
