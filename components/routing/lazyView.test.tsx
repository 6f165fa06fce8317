/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { CHUNK_TIMEOUT_KEY } from '@/lib/client/chunkLoad';
import { messages } from '@/components/testing/messages';
import { progress } from '@/lib/client/progress';
import { lazyView, reloadFailedViews, ViewLoadingContext } from './lazyView';
import ViewErrorBoundary from './ViewErrorBoundary';

jest.mock('@/lib/client/recordError', () => ({ recordError: jest.fn() }));

function Hello() {
  return <p data-testid="hello">hello</p>;
}

function show(View: React.ComponentType) {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <Suspense fallback={<p data-testid="suspended" />}>
        <ViewLoadingContext value={<p data-testid="loading" />}>
          <ViewErrorBoundary><View /></ViewErrorBoundary>
        </ViewLoadingContext>
      </Suspense>
    </NextIntlClientProvider>,
  );
}

describe('lazyView', () => {
  // The shortest chunk timeout the browser may set (the 120 s boundary itself: chunkLoad.test.ts, with fake timers).
  beforeEach(() => {
    localStorage.setItem(CHUNK_TIMEOUT_KEY, '1000');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    localStorage.removeItem(CHUNK_TIMEOUT_KEY);
    jest.restoreAllMocks();
  });

  it('shows the chunk timeout error once the timeout has passed, and loads the chunk anew on retry', async () => {
    const load = jest.fn()
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockImplementation(() => Promise.resolve({ default: Hello }));
    show(lazyView(load));
    expect(screen.getByTestId('loading')).toBeTruthy();
    const error = await screen.findByTestId('view-error', undefined, { timeout: 3000 });
    expect(error.dataset.chunkFailure).toBe('timeout');
    expect(error.dataset.error).toBe('ChunkLoadError');
    expect(error.textContent).toContain('页面资源加载超时');
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('view-error-retry'));
    expect(await screen.findByTestId('hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports a failed stylesheet chunk as CSS_CHUNK_LOAD_FAILED, in English too', async () => {
    const failed = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.css from module 1'), { name: 'ChunkLoadError' });
    const View = lazyView<object>(() => Promise.reject(failed));
    render(
      <NextIntlClientProvider locale="en" messages={messages.en} timeZone="Asia/Shanghai">
        <Suspense fallback={null}><ViewErrorBoundary><View /></ViewErrorBoundary></Suspense>
      </NextIntlClientProvider>,
    );
    const error = await screen.findByTestId('view-error');
    expect(error.dataset.error).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error.textContent).toContain("The page's styles failed to load");
  });

  it('shows its loading state without suspending, runs the progress bar until the view shows, then shows the view', async () => {
    const start = jest.spyOn(progress, 'start');
    const done = jest.spyOn(progress, 'done');
    let arrive: (module: { default: typeof Hello }) => void = () => undefined;
    show(lazyView(() => new Promise((resolve) => { arrive = resolve; })));
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(screen.queryByTestId('suspended')).toBeNull();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(done).not.toHaveBeenCalled();

    arrive({ default: Hello });
    expect(await screen.findByTestId('hello')).toBeTruthy();
    expect(screen.queryByTestId('loading')).toBeNull();
    expect(screen.queryByTestId('suspended')).toBeNull();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('asks for what the view shows first once as it mounts, before its chunk has arrived', async () => {
    const prefetch = jest.fn();
    let arrive: (module: { default: typeof Hello }) => void = () => undefined;
    const View = lazyView<object>(() => new Promise((resolve) => { arrive = resolve; }), { prefetch });
    show(View);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('loading')).toBeTruthy();
    arrive({ default: Hello });
    expect(await screen.findByTestId('hello')).toBeTruthy();
    expect(prefetch).toHaveBeenCalledTimes(1);
    show(View);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('shows a view loaded ahead (preload) at its first render, without its loading state, and loads it once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Hello }));
    const View = lazyView(load);
    await View.preload();
    show(View);
    expect(screen.getByTestId('hello')).toBeTruthy();
    expect(screen.queryByTestId('loading')).toBeNull();
    await View.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a loaded view: a second render shows it at once and does not load it again', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Hello }));
    const View = lazyView(load);
    show(View);
    expect(await screen.findByTestId('hello')).toBeTruthy();
    show(View);
    expect(screen.getAllByTestId('hello')).toHaveLength(2);
    expect(screen.queryByTestId('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('reloadFailedViews', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets a failed view load again at its next render (a tab refresh), and leaves a loaded one alone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = Object.assign(new Error('Failed to load chunk /_next/static/chunks/b.js from module 2'), { name: 'ChunkLoadError' });
    const load = jest.fn().mockRejectedValueOnce(failed).mockResolvedValue({ default: Hello });
    const loaded = jest.fn(() => Promise.resolve({ default: Hello }));
    const View = lazyView(load);
    const Loaded = lazyView(loaded);
    const tree = (key: number) => (
      <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
        <Suspense fallback={null}><ViewErrorBoundary key={key}><View /><Loaded /></ViewErrorBoundary></Suspense>
      </NextIntlClientProvider>
    );
    const { rerender } = render(tree(0));
    expect((await screen.findByTestId('view-error')).dataset.chunkFailure).toBe('missing');

    rerender(tree(1));
    expect(await screen.findByTestId('view-error')).toBeTruthy();
    reloadFailedViews();
    rerender(tree(2));
    await waitFor(() => expect(screen.getAllByTestId('hello')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
