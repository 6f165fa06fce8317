/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useLocale, useTranslations } from 'next-intl';
import { MemoryRouter, type RouteObject } from 'react-router';
import { messages } from '@/components/testing/messages';
import { useTabsStore } from '@/lib/client/stores/tabs';
import Breadcrumbs from '@/components/shell/Breadcrumbs';
import TabsBar from '@/components/shell/tabs/TabsBar';
import { usePageTitles, useRetitlePage } from '@/components/routing/pageTitles';
import { RouteTreeContext } from '@/components/routing/routeHandle';
import { filingPageTitle } from './FilingDetailView';
import { useFilingStatusName } from './filingStatus';

const meta = { title: '业务详情', hidden: true };
const routes: RouteObject[] = [{
  path: '/view', handle: { meta, fullPath: '/view', redirect: '/view/checkDetail', shell: true },
  children: [{ path: 'checkDetail', handle: { meta: { ...meta, noKeepAlive: true }, fullPath: '/view/checkDetail', name: 'CheckDetail' } }],
}];

type Shown = { filingType: string; status: string } | undefined;

/** What the filing's page does with its title (FilingDetailView with titlesPage), for the filing as loaded. */
function Page({ filing }: { filing: Shown }) {
  const t = useTranslations('filing');
  const locale = useLocale();
  useRetitlePage(filingPageTitle(t, filing, locale, useFilingStatusName()));
  return null;
}

function show(locale: 'zh' | 'en', filing: Shown) {
  const tree = (f: Shown) => (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <MemoryRouter initialEntries={['/view/checkDetail?id=7']}>
        <RouteTreeContext value={routes}>
          <TabsBar />
          <Breadcrumbs />
          <Page filing={f} />
        </RouteTreeContext>
      </MemoryRouter>
    </NextIntlClientProvider>
  );
  const view = render(tree(filing));
  return { rerender: (f: Shown) => view.rerender(tree(f)) };
}

const crumbs = () => [...screen.getByRole('navigation').querySelectorAll('li:not([aria-hidden])')].map((li) => li.textContent).filter((c) => c !== '>');
const tab = () => screen.getByRole('tab').textContent;

beforeAll(() => {
  // jsdom lays nothing out; the tab bar scrolls its active tab into view.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  usePageTitles.setState({ titles: {} });
  useTabsStore.getState().reset();
  act(() => useTabsStore.getState().addTab({ key: '/view/checkDetail', location: '/view/checkDetail?id=7', name: 'CheckDetail', meta: { title: '业务详情' } }));
});

describe('the title of a filing\'s page', () => {
  it('names the filing\'s type and status in the tab and the breadcrumb, never 待审核详情', () => {
    show('zh', { filingType: 'POST_SETTING', status: 'APPROVED' });
    expect(tab()).toBe('岗位设置审批备案（已核准）');
    expect(crumbs()).toEqual(['业务详情', '岗位设置审批备案（已核准）']);
    expect(document.body.textContent).not.toContain('待审核');
  });

  it('follows the status as it changes, with the words the status chip uses', () => {
    const { rerender } = show('zh', { filingType: 'PERSON_INFO', status: 'PENDING_RSJ' });
    expect(tab()).toBe('人员信息上报（待人社局审核）');
    rerender({ filingType: 'PERSON_INFO', status: 'APPROVED' });
    expect(tab()).toBe('人员信息上报（已备案）');
    expect(crumbs().at(-1)).toBe('人员信息上报（已备案）');
  });

  it('reads the route\'s neutral title while the filing loads', () => {
    show('zh', undefined);
    expect(tab()).toBe('业务详情');
    expect(crumbs()).toEqual(['业务详情']);
  });

  it('says the same in English', () => {
    show('en', { filingType: 'RECRUIT_PLAN', status: 'RETURNED_ZG' });
    expect(tab()).toBe('Recruitment plan (Returned by competent authority)');
    expect(crumbs()).toEqual(['Filing detail', 'Recruitment plan (Returned by competent authority)']);
  });
});
