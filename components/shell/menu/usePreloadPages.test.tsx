/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import { preloadViews } from '@/components/routing/preload';
import type { MenuItem } from '@/lib/client/menu';
import MenuPopup from './MenuPopup';
import { pageViews } from './usePreloadPages';

jest.mock('@/components/routing/preload', () => ({ preloadViews: jest.fn() }));

const page = (path: string, component?: string, extra: Partial<MenuItem> = {}): MenuItem =>
  ({ key: path, path, title: path, external: false, children: [], ...(component ? { component } : {}), ...extra });
const group = (path: string, children: MenuItem[]): MenuItem => ({ key: path, path, title: path, external: false, children });

const company = group('/company', [
  page('/company/companyview', 'company/companyview'),
  page('/company/person', 'company/person'),
  group('/company/more', [page('/company/more/files', 'company/uploadCommonFile')]),
  page('https://example.org', undefined, { external: true }),
]);

describe('pageViews', () => {
  it('names the views of the pages among the entries, of their subgroups only when asked', () => {
    expect(pageViews(company.children)).toEqual(['company/companyview', 'company/person']);
    expect(pageViews(company.children, true)).toEqual(['company/companyview', 'company/person', 'company/uploadCommonFile']);
    expect(pageViews([company])).toEqual([]);
  });
});

describe('a menu dropdown', () => {
  const popup = (open: boolean) => (
    <NextIntlClientProvider locale="zh" messages={messages}>
      <MenuPopup group={open ? company : undefined} anchor={open ? document.body : null} onClose={() => undefined} active={new Set()} onPick={() => undefined} />
    </NextIntlClientProvider>
  );

  it('loads the views of the pages it shows ahead, once opened and not before', () => {
    const { rerender } = render(popup(false));
    expect(preloadViews).not.toHaveBeenCalled();
    rerender(popup(true));
    expect(preloadViews).toHaveBeenCalledTimes(1);
    expect(preloadViews).toHaveBeenCalledWith(['company/companyview', 'company/person', 'company/uploadCommonFile']);
  });
});
