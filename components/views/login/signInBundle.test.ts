import { chainsTo } from '@/scripts/importGraph.mjs';

/** What the browser loads before the sign-in form shows: the page's client root, the app, and the login view. */
const SIGN_IN_PAGE = ['app/[[...slug]]/ClientApp.tsx', 'components/AdminApp.tsx', 'components/views/login/LoginPage.tsx'];
const root = process.cwd();
const chains = (part: string) => chainsTo(root, SIGN_IN_PAGE, part).map((chain) => chain.join(' → '));

describe('what the sign-in page loads before its form shows', () => {
  it.each([
    ['zod', 'zod'],
    ['React Query', '@tanstack/'],
    ['the data grid and the date pickers', '@mui/x-'],
    ['every icon of the app', 'components/shell/iconPaths.generated'],
    ['a message catalogue', 'data/i18n/zh'],
    ['a message catalogue', 'data/i18n/en'],
  ])('is not %s (%s)', (_what, part) => {
    expect(chains(part)).toEqual([]);
  });

  it('is found by following the imports: the login view does reach its own icons', () => {
    expect(chains('components/shell/signInIconPaths.generated')).toEqual([
      expect.stringMatching(/^components\/views\/login\/LoginPage\.tsx → .*components\/shell\/signInIconPaths\.generated\.ts$/),
    ]);
    expect(chains('@mui/material/OutlinedInput')).toHaveLength(1);
  });
});
