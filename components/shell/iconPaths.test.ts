import fs from 'node:fs';
import path from 'node:path';
import {
  GENERATED, generatedModule, iconSet, namesIn, packagePath, roundedPath, SIGN_IN_GENERATED, signInModule, usedIconNames,
} from '@/scripts/iconPaths.mjs';
import { businessRoutes } from '@/data/routes/business';
import { ICON_PATHS, ICON_SET_VERSION } from './iconPaths.generated';
import { SIGN_IN_ICON_PATHS } from './signInIconPaths.generated';

const root = process.cwd();
const set = iconSet(root);
const names = new Set(set.files.keys());
const numbers = (d: string) => (d.match(/-?(?:\d*\.\d+|\d+)/g) ?? []).map(Number);

describe('the inline icons (iconPaths.generated.ts)', () => {
  it('hold every icon name the components and the menu data write', () => {
    const missing = [...usedIconNames(root, names)].filter(([name]) => !ICON_PATHS.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect({ missing, fix: 'node scripts/icons.mjs' }).toEqual({ missing: [], fix: 'node scripts/icons.mjs' });
  });

  it('are what scripts/icons.mjs writes from the installed set: none left over, none stale', () => {
    expect(ICON_SET_VERSION).toBe(set.version);
    expect(fs.readFileSync(path.join(root, GENERATED), 'utf8')).toBe(generatedModule(root));
  });

  it('draw each icon as the package does, no point moved by more than 0.0005 of the 24-unit box', () => {
    for (const [name, d] of ICON_PATHS) {
      const original = packagePath(set.files.get(name)!);
      expect([name, d.replace(/[^A-Z]/g, '')]).toEqual([name, original.replace(/[^A-Z]/g, '')]);
      const [drawn, exact] = [numbers(d), numbers(original)];
      expect([name, drawn.length]).toEqual([name, exact.length]);
      expect([name, drawn.every((n, i) => Math.abs(n - exact[i]) <= 0.0005 + 1e-9)]).toEqual([name, true]);
    }
  });

  it('give the sign-in pages their own few, as the whole set draws them (signInIconPaths.generated.ts)', () => {
    expect(fs.readFileSync(path.join(root, SIGN_IN_GENERATED), 'utf8')).toBe(signInModule(root));
    expect(Object.keys(SIGN_IN_ICON_PATHS)).toEqual(expect.arrayContaining(['lock-line', 'user-line', 'eye-line', 'eye-off-line', 'translate-2']));
    for (const [name, d] of Object.entries(SIGN_IN_ICON_PATHS)) expect([name, d]).toEqual([name, ICON_PATHS.get(name)]);
  });

  it('include the icons of the menu the database is seeded with', () => {
    const icons = (routes: typeof businessRoutes): string[] => routes.flatMap((r) => [r.meta.icon ?? '', ...icons(r.children ?? [])]).filter(Boolean);
    expect(icons(businessRoutes).filter((name) => !ICON_PATHS.has(name))).toEqual([]);
  });
});

describe('the scan for icon names', () => {
  it('takes quoted icon names wherever they are written: JSX, data, SQL', () => {
    const text = `<RemixIcon name="lock-line" />; ['link', 'links-line']; '{"title":"政策参数","icon":"equalizer-line"}'; \`home-2-line\``;
    expect(namesIn(text, names)).toEqual(['lock-line', 'link', 'links-line', 'equalizer-line', 'home-2-line']);
  });

  it('leaves words that name no icon, and names inside longer words or a class', () => {
    expect(namesIn(`'password'; "lock-line-x"; \`ri-lock-line\`; lock-line; 'Lock-line'`, names)).toEqual([]);
  });
});

describe('roundedPath', () => {
  it('keeps each number apart from the next, however it is written', () => {
    expect(roundedPath('M1.0001.5L-2.00049-3.5H.25V10Z')).toBe('M1 0.5L-2-3.5H0.25V10Z');
    expect(roundedPath('M12.0049 13.0028C13.6617 13.0028 15 14.346 15 16Z')).toBe('M12.005 13.003C13.662 13.003 15 14.346 15 16Z');
  });

  it('refuses a path with commands whose numbers are not all coordinates', () => {
    expect(() => roundedPath('M1 1A1 1 0 0 1 2 2Z')).toThrow(/other commands/);
  });
});
