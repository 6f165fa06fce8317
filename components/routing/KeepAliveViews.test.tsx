/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, useNavigate, type RouteObject } from 'react-router';
import { messages } from '@/components/testing/messages';
import { settings } from '@/lib/config/settings';
import { useErrorLogStore } from '@/lib/client/stores/errorLog';
import { useTabsStore } from '@/lib/client/stores/tabs';
import type { TabMeta } from '@/lib/client/tabs';
import KeepAliveViews from './KeepAliveViews';
import { RouteTreeContext, type RouteHandle } from './routeHandle';

const page = (path: string, title: string, meta: Partial<TabMeta> = {}): RouteObject => ({
  path, element: <input aria-label={title} />, handle: { meta: { title, ...meta }, fullPath: path } satisfies RouteHandle,
});
function Broken(): never {
  throw new Error('view failed');
}
const routes = [
  page('/a', 'A'), page('/b', 'B'), page('/n', 'N', { noKeepAlive: true }),
  { path: '/broken', element: <Broken />, handle: { meta: { title: 'Broken' }, fullPath: '/broken' } satisfies RouteHandle },
];

const navigator: { navigate?: (to: string) => void } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.navigate = (to) => void navigate(to);
  }, [navigate]);
  return null;
}
const go = (to: string) => act(() => navigator.navigate?.(to));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  useTabsStore.setState({
    visited: ['/a', '/b', '/n'].map((key) => ({ key, location: key, meta: { title: key } })),
    reloads: {},
  });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <MemoryRouter initialEntries={['/a']}>
        <RouteTreeContext value={routes}>
          <Navigator />
          <KeepAliveViews />
        </RouteTreeContext>
      </MemoryRouter>
    </NextIntlClientProvider>,
  );
});

describe('KeepAliveViews', () => {
  it('keeps what was typed in a view while another tab is shown', () => {
    type('A', 'half filled');
    go('/b');
    type('B', 'other');
    expect(getComputedStyle(screen.getByLabelText('A')).display).toBe('none');
    go('/a');
    expect(valueOf('A')).toBe('half filled');
    go('/b');
    expect(valueOf('B')).toBe('other');
  });

  it('does not keep a noKeepAlive view', () => {
    go('/n');
    type('N', 'gone');
    go('/a');
    expect(screen.queryByLabelText('N')).toBeNull();
    go('/n');
    expect(valueOf('N')).toBe('');
  });

  it('drops the view of a closed tab', () => {
    type('A', 'typed');
    go('/b');
    act(() => void useTabsStore.getState().close('this', '/a', '/b'));
    go('/a');
    expect(valueOf('A')).toBe('');
  });

  it('renders the view afresh on refresh', () => {
    type('A', 'typed');
    act(() => useTabsStore.getState().reload('/a'));
    expect(valueOf('A')).toBe('');
  });
});

describe('a view that fails', () => {
  it('shows the error in its place, records it in the error log, and keeps the other views', () => {
    const environments = settings.errorLog;
    settings.errorLog = ['test'];
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    type('A', 'kept');
    go('/broken');
    expect(screen.getByTestId('view-error').textContent).toContain('页面出错：view failed');
    expect(useErrorLogStore.getState().errors.at(-1)?.message).toBe('view failed');
    go('/a');
    expect(valueOf('A')).toBe('kept');
    quiet.mockRestore();
    settings.errorLog = environments;
  });
});
