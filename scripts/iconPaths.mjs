// The icons the pages draw inline, without a request (components/shell/iconPaths.generated.ts, written by
// scripts/icons.mjs): every string literal of the components, the menu trees of data/routes and the menu rows of the
// migrations that names a Remix Icon. Any other name (an icon an admin picks for a menu) is served by /api/remixIcon/svg.
import fs from 'node:fs';
import path from 'node:path';

export const GENERATED = 'components/shell/iconPaths.generated.ts';
/**
 * The sign-in pages' own few icons, so that the page a visitor waits for first does not carry every icon of the app
 * (components/shell/SignInIcon.tsx).
 */
export const SIGN_IN_GENERATED = 'components/shell/signInIconPaths.generated.ts';
/** Where icon names are written. */
const SOURCES = ['components', 'data/routes', 'lib/server/db'];
/** The sign-in pages and the shell's parts they show. */
const SIGN_IN_SOURCES = ['components/views/login', 'components/shell/LanguageSwitch.tsx'];
const SOURCE_FILE = /\.(tsx?|sql)$/;
const TEST_FILE = /\.test\.tsx?$/;
/** A quoted word of lowercase letters and digits joined by hyphens, as every icon name is. */
const QUOTED = /(['"`])([a-z0-9]+(?:-[a-z0-9]+)*)\1/g;
/** Every icon of the package is one path in a 24 × 24 box filled with the text's colour; the component draws it so. */
const ICON_SVG = /^<svg viewBox="0 0 24 24" fill="currentColor" xmlns="http:\/\/www\.w3\.org\/2000\/svg"><path d="([^"]+)"\/><\/svg>\s*$/;

/** The installed set: its version and each icon's SVG file by name. */
export function iconSet(root) {
  const dir = path.join(root, 'node_modules/remixicon');
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const files = new Map();
  for (const category of fs.readdirSync(path.join(dir, 'icons'), { withFileTypes: true })) {
    if (!category.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(dir, 'icons', category.name))) {
      if (file.endsWith('.svg')) files.set(file.slice(0, -'.svg'.length), path.join(dir, 'icons', category.name, file));
    }
  }
  return { version, files };
}

/** The path data of an icon's file, as the package draws it. */
export function packagePath(file) {
  const match = ICON_SVG.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} is not one path in a 24 × 24 box: the inline icons cannot draw it`);
  return match[1];
}

/** The icon names quoted in a text. */
export function namesIn(text, names) {
  return [...text.matchAll(QUOTED)].map((m) => m[2]).filter((name) => names.has(name));
}

function* sourceFiles(dir) {
  if (fs.statSync(dir).isFile()) {
    yield dir;
    return;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) yield file;
  }
}

/** Each icon name the sources write, with the files that write it. */
export function usedIconNames(root, names, sources = SOURCES) {
  const used = new Map();
  const generated = new Set([GENERATED, SIGN_IN_GENERATED].map((file) => path.join(root, file)));
  for (const source of sources) {
    for (const file of sourceFiles(path.join(root, source))) {
      if (generated.has(file)) continue;
      for (const name of namesIn(fs.readFileSync(file, 'utf8'), names)) {
        used.set(name, [...new Set([...(used.get(name) ?? []), path.relative(root, file)])]);
      }
    }
  }
  return used;
}

/**
 * A path with each coordinate rounded to 1/1000 of the 24-unit box. The package's paths use absolute commands only
 * (no arcs), so no point moves by more than 0.0005 of a unit, a few thousandths of a pixel at the largest icon shown.
 */
export function roundedPath(d) {
  if (/[^MCLVHZ0-9.\s,-]/.test(d)) throw new Error(`a path with other commands than M C L V H Z: ${d.slice(0, 40)}…`);
  let out = '';
  for (const token of d.match(/[MCLVHZ]|-?(?:\d*\.\d+|\d+)/g)) {
    if (/[A-Z]/.test(token)) out += token;
    else {
      const n = String(Number(Number(token).toFixed(3)));
      out += /[\d.]$/.test(out) && !n.startsWith('-') ? ` ${n}` : n;
    }
  }
  return out;
}

/** The path of each named icon, as the generated modules write them. */
function pathEntries(root, sources) {
  const { version, files } = iconSet(root);
  const names = [...usedIconNames(root, new Set(files.keys()), sources).keys()].sort();
  return { version, entries: names.map((name) => `  ['${name}', '${roundedPath(packagePath(files.get(name)))}'],`) };
}

/** The text of the generated module: the installed set's version and the path of every icon the sources name. */
export function generatedModule(root) {
  const { version, entries } = pathEntries(root, SOURCES);
  return [
    `// Written by \`node scripts/icons.mjs\` from remixicon ${version}: the icons the components and the menu data name.`,
    '// Run it again after naming a new icon in the code or upgrading the package (iconPaths.test.ts checks it).',
    '',
    '/** The version of the Remix Icon set these paths come from; the URL of an icon served by name carries it. */',
    `export const ICON_SET_VERSION = '${version}';`,
    '',
    '/** Each icon\'s path in a 24 × 24 box, filled with the text\'s colour (scripts/iconPaths.mjs). */',
    'export const ICON_PATHS: ReadonlyMap<string, string> = new Map([',
    ...entries,
    ']);',
    '',
  ].join('\n');
}

/** The text of the sign-in pages' module: the paths of the icons the sign-in pages and their shell parts name. */
export function signInModule(root) {
  const { version, entries } = pathEntries(root, SIGN_IN_SOURCES);
  return [
    `// Written by \`node scripts/icons.mjs\` from remixicon ${version}: the icons the sign-in pages name.`,
    '// Run it again after naming a new icon there (iconPaths.test.ts checks it).',
    '',
    '/** Each icon\'s path in a 24 × 24 box, filled with the text\'s colour (scripts/iconPaths.mjs). */',
    'export const SIGN_IN_ICON_PATHS = {',
    ...entries.map((e) => e.replace(/^ {2}\['([^']+)', (.*)\],$/, "  '$1': $2,")),
    '} as const;',
    '',
  ].join('\n');
}
