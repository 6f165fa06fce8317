import { addTab, affixTabs, canClose, changeTabsMeta, closeTabs, tabKey, type VisitedTab } from './tabs';

const tab = (key: string, meta: Partial<VisitedTab['meta']> = {}, location = key): VisitedTab => ({
  key, location, name: key.slice(1), meta: { title: key, ...meta },
});
const keys = (tabs: VisitedTab[]) => tabs.map((t) => t.key);
const home = tab('/index', { noClosable: true });
const tabs = [home, tab('/a'), tab('/b'), tab('/c'), tab('/d')];

describe('tabKey', () => {
  it('is the route pattern, or the address for a dynamic-new-tab route', () => {
    expect(tabKey('/report/:mode', '/report/1?x=2')).toBe('/report/:mode');
    expect(tabKey('/report/:mode', '/report/1?x=2', true)).toBe('/report/1?x=2');
  });
});

describe('addTab', () => {
  it('appends a new page', () => {
    expect(keys(addTab([home], tab('/a')))).toEqual(['/index', '/a']);
  });

  it('updates the tab of a page already open in place', () => {
    const next = addTab(tabs, tab('/b', { title: 'B2' }, '/b?page=2'));
    expect(keys(next)).toEqual(keys(tabs));
    expect(next[2]).toMatchObject({ location: '/b?page=2', meta: { title: 'B2' } });
  });

  it('leaves a dynamic-new-tab page as it was opened', () => {
    const open = [home, tab('/r/1', { dynamicNewTab: true, title: 'first' })];
    expect(addTab(open, tab('/r/1', { dynamicNewTab: true, title: 'again' }))[1].meta.title).toBe('first');
  });
});

describe('closeTabs', () => {
  it('closes one tab and keeps the active one', () => {
    expect(closeTabs(tabs, 'this', '/b', '/c')).toEqual({ tabs: [home, tabs[1], tabs[3], tabs[4]] });
  });

  it('goes to the last tab when the active tab is closed', () => {
    expect(closeTabs(tabs, 'this', '/d', '/d').navigateTo).toBe('/c');
    expect(closeTabs(tabs, 'this', '/b', '/b').navigateTo).toBe('/d');
  });

  it("goes to '/' when no tab is left", () => {
    expect(closeTabs([tab('/a')], 'this', '/a', '/a')).toEqual({ tabs: [], navigateTo: '/' });
  });

  it('never closes a not-closable tab', () => {
    expect(closeTabs(tabs, 'this', '/index', '/index')).toEqual({ tabs });
    expect(keys(closeTabs(tabs, 'all', '/b', '/b').tabs)).toEqual(['/index']);
  });

  it('closes the others, keeping the target and the not-closable tabs', () => {
    const result = closeTabs(tabs, 'others', '/c', '/a');
    expect(keys(result.tabs)).toEqual(['/index', '/c']);
    expect(result.navigateTo).toBe('/c');
  });

  it('closes the tabs left of the target', () => {
    expect(keys(closeTabs(tabs, 'left', '/c', '/c').tabs)).toEqual(['/index', '/c', '/d']);
    expect(closeTabs(tabs, 'left', '/c', '/a').navigateTo).toBe('/c');
  });

  it('closes the tabs right of the target', () => {
    expect(keys(closeTabs(tabs, 'right', '/b', '/b').tabs)).toEqual(['/index', '/a', '/b']);
    expect(closeTabs(tabs, 'right', '/b', '/d').navigateTo).toBe('/b');
    expect(closeTabs(tabs, 'right', '/b', '/a').navigateTo).toBeUndefined();
  });

  it('closes all and goes to the tab that stays', () => {
    expect(closeTabs(tabs, 'all', '/c', '/c')).toEqual({ tabs: [home], navigateTo: '/index' });
  });

  it('goes to the recorded address of the next tab', () => {
    const open = [tab('/a', {}, '/a?q=1'), tab('/b')];
    expect(closeTabs(open, 'this', '/b', '/b').navigateTo).toBe('/a?q=1');
  });
});

describe('changeTabsMeta', () => {
  it('changes the tabs found by route name or by title', () => {
    expect(changeTabsMeta(tabs, { name: 'b' }, { title: 'renamed' })[2].meta.title).toBe('renamed');
    const byTitle = changeTabsMeta(tabs, { title: '/c' }, { icon: 'star-line' });
    expect(byTitle[3].meta).toEqual({ title: '/c', icon: 'star-line' });
    expect(byTitle[4]).toBe(tabs[4]);
  });
});

describe('canClose', () => {
  it('tells whether an action would close anything', () => {
    expect(canClose(tabs, 'left', '/a')).toBe(false);
    expect(canClose(tabs, 'left', '/b')).toBe(true);
    expect(canClose(tabs, 'right', '/d')).toBe(false);
    expect(canClose(tabs, 'this', '/index')).toBe(false);
    expect(canClose([home], 'all', '/index')).toBe(false);
    expect(canClose([home, tab('/a')], 'others', '/a')).toBe(false);
  });
});

describe('affixTabs', () => {
  it('opens a tab for each not-closable page, at any depth', () => {
    const routes = [
      {
        path: '/', name: 'Root', meta: { title: '首页', icon: 'home-2-line' },
        children: [
          { path: 'index', name: 'Index', meta: { title: '首页', icon: 'home-line', noClosable: true } },
          { path: 'workbench', name: 'Workbench', meta: { title: '工作台' } },
        ],
      },
      { path: '/r/:id', meta: { title: '动态', noClosable: true } },
    ];
    expect(affixTabs(routes)).toEqual([
      { key: '/index', location: '/index', name: 'Index', parentIcon: 'home-2-line', meta: { title: '首页', icon: 'home-line', noClosable: true, noKeepAlive: undefined } },
    ]);
  });
});
