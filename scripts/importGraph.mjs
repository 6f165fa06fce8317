#!/usr/bin/env node
// The static import graph of the app's sources: what a module brings into its chunk before any `import()`.
// `node scripts/importGraph.mjs <entry file>... -- <package or path part>` prints each chain from an entry to a module
// whose name contains the part (e.g. `-- zod`), or "none".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
/** `import … from '…'` and `export … from '…'` at a line's start, not `import type` nor `export type`; side-effect imports too. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
/** `import { type A, type B } from '…'` brings nothing at run time. */
const TYPES_ONLY = /^\s*import\s*\{\s*type\s[^}]*\}\s*from/;

/** A source file for an import of `spec` written in `from`; a package is `package:<name>` (its subpath kept). */
function resolve(root, from, spec) {
  if (!spec.startsWith('.') && !spec.startsWith('@/')) return `package:${spec}`;
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  const file = EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  return file ?? null;
}

function importsOf(root, file) {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT)]
    .filter((m) => !TYPES_ONLY.test(m[0]) || /,\s*(?!type\s)\w/.test(m[0].replace(/^[^{]*\{/, '')))
    .map((m) => resolve(root, file, m[1]))
    .filter(Boolean);
}

/** Every module the entries import statically, each with the module that first imported it (null for an entry). */
export function staticImports(root, entries) {
  const firstImporter = new Map(entries.map((e) => [path.join(root, e), null]));
  const queue = [...firstImporter.keys()];
  while (queue.length) {
    const file = queue.shift();
    if (file.startsWith('package:')) continue;
    for (const dep of importsOf(root, file)) {
      if (!firstImporter.has(dep)) {
        firstImporter.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return firstImporter;
}

/** The chains (entry → … → module) to each module whose name contains `part`, paths relative to the root. */
export function chainsTo(root, entries, part) {
  const graph = staticImports(root, entries);
  const name = (file) => (file.startsWith('package:') ? file.slice('package:'.length) : path.relative(root, file));
  return [...graph.keys()].filter((m) => name(m).includes(part)).map((m) => {
    const chain = [];
    for (let at = m; at; at = graph.get(at)) chain.unshift(name(at));
    return chain;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const [entries, part] = [args.slice(0, split), args[split + 1]];
  const chains = chainsTo(process.cwd(), entries, part);
  console.log(chains.length ? chains.map((c) => c.join('\n  → ')).join('\n\n') : 'none');
}
