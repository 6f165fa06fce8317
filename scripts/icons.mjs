#!/usr/bin/env node
// `node scripts/icons.mjs`: writes components/shell/iconPaths.generated.ts, the paths of the icons the code and the
// menu data name (scripts/iconPaths.mjs), so that the pages draw them without the icon font or a request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED, generatedModule } from './iconPaths.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const text = generatedModule(root);
fs.writeFileSync(path.join(root, GENERATED), text);
const icons = (text.match(/^ {2}\['/gm) ?? []).length;
console.log(`${GENERATED}: ${icons} icons, ${Buffer.byteLength(text)} bytes`);
