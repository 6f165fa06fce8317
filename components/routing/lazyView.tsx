import { createContext, use, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { loadChunk } from '@/lib/client/chunkLoad';
import { progress } from '@/lib/client/progress';
import PageLoading from './PageLoading';

/** The failed loads, each with what makes its view load afresh. */
const reloaders = new WeakMap<object, () => void>();

/**
 * Lets a view whose chunk failed (the error it rendered with) load again at its next render: the failed load stays
 * in place until then, so the error boundary calls this on retry; any other error is ignored.
 */
export function reloadFailedView(error: unknown): void {
  if (typeof error === 'object' && error) reloaders.get(error)?.();
}

/** The views whose last load failed, each with its reloader. */
const failedViews = new Set<() => void>();

/** Lets every view whose chunk failed load again at its next render (the tab's refresh). */
export function reloadFailedViews(): void {
  for (const reload of [...failedViews]) reload();
}

/** What a lazy view shows while its chunk loads; a full-page spinner unless a parent says otherwise. */
export const ViewLoadingContext = createContext<ReactNode>(undefined);

/** The loading state of a view whose chunk is on its way; the navigation progress bar runs until it goes. */
function ViewLoading() {
  const shown = use(ViewLoadingContext);
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return shown === undefined ? <PageLoading /> : shown;
}

/** A lazily loaded view that can also be loaded ahead of its first render, which then shows it at once. */
export type LazyView<P extends object> = ComponentType<P> & { preload(): Promise<void> };

type Chunk<P> =
  | { status: 'loading'; settled: Promise<void> }
  | { status: 'loaded'; View: ComponentType<P> }
  | { status: 'failed'; error: unknown };

/**
 * A lazily loaded view (one chunk), bounded by the chunk load timeout (spec §9) and able to load again after a
 * failure (reloadFailedView).
 *
 * Unlike React.lazy it does not suspend: while the chunk loads it shows its loading state and renders the view with
 * an ordinary update once the chunk is there. React holds back the content of a Suspense boundary until 300 ms after
 * its fallback showed, so a view that suspended on a chunk arriving in 50 ms still appeared 300 ms later.
 *
 * `prefetch` asks for what the view shows first as it is opened, before its chunk has arrived and rendered (its queries
 * then find their answers on the way or there).
 */
export function lazyView<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { prefetch }: { prefetch?: () => void } = {},
): LazyView<P> {
  let chunk: Chunk<P> | undefined;

  const start = (): Chunk<P> => {
    const loading: Chunk<P> = {
      status: 'loading',
      settled: loadChunk(load).then(
        (module) => {
          chunk = { status: 'loaded', View: module.default };
        },
        (error: unknown) => {
          const failed: Chunk<P> = { status: 'failed', error };
          chunk = failed;
          const reload = () => {
            failedViews.delete(reload);
            if (chunk === failed) chunk = undefined;
          };
          failedViews.add(reload);
          if (typeof error === 'object' && error) reloaders.set(error, reload);
        },
      ),
    };
    return loading;
  };

  function LazyView(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    // Once as the view mounts, during its first render: an effect would wait for the chunk's render to commit.
    useState(prefetch);
    chunk ??= start();
    const current = chunk;
    useEffect(() => {
      if (current.status !== 'loading') return;
      let mounted = true;
      void current.settled.then(() => mounted && rerender());
      return () => {
        mounted = false;
      };
    }, [current]);

    if (current.status === 'loaded') return <current.View {...props} />;
    if (current.status === 'failed') throw current.error;
    return <ViewLoading />;
  }
  LazyView.preload = (): Promise<void> => {
    chunk ??= start();
    return chunk.status === 'loading' ? chunk.settled : Promise.resolve();
  };
  return LazyView;
}
