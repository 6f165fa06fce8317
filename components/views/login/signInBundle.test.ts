import { chainsTo } from '@/scripts/importGraph.mjs';

/**
 * What the browser loads before the sign-in form shows: the page's client root, with the sign-in page it shows alone
 * (the app, components/AdminApp.tsx, is imported once a sign-in starts).
 */
const SIGN_IN_PAGE = ['app/[[...slug]]/ClientApp.tsx'];
const root = process.cwd();
const chains = (part: string) => chainsTo(root, SIGN_IN_PAGE, part).map((chain) => chain.join(' → '));

describe('what the sign-in page loads before its form shows', () => {
  it.each([
    ['MUI', '@mui/'],
    ['Emotion', '@emotion/'],
    ['the router', 'react-router'],
    ['next-intl and its ICU parser', 'next-intl'],
    ['the app', 'components/AdminApp'],
    ['zod', 'zod'],
    ['React Query', '@tanstack/'],
    ['the data grid and the date pickers', '@mui/x-'],
    ['every icon of the app', 'components/shell/iconPaths.generated'],
    ['a message catalogue', 'data/i18n/zh'],
    ['a message catalogue', 'data/i18n/en'],
  ])('is not %s (%s)', (_what, part) => {
    expect(chains(part)).toEqual([]);
  });

  it('is found by following the imports: the login view does reach its own icons and stylesheet', () => {
    expect(chains('components/shell/signInIconPaths.generated')).toEqual([
      expect.stringMatching(/^app\/\[\[\.\.\.slug\]\]\/ClientApp\.tsx → components\/views\/login\/SignInRoot\.tsx → .*components\/shell\/signInIconPaths\.generated\.ts$/),
    ]);
    expect(chains('components/views/login/signInStyle')).toHaveLength(1);
  });
});
