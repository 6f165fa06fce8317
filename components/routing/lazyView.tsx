import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '@/lib/client/chunkLoad';

/** The failed loads, each with what makes its view load afresh. */
const reloaders = new WeakMap<object, () => void>();

/**
 * Lets a view whose chunk failed (the error it rendered with) load again at its next render: React.lazy keeps a failed
 * load for ever, so its view gets a fresh loader. The error boundary calls it on retry; any other error is ignored.
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

/**
 * A lazily loaded view (one chunk), like React.lazy, but bounded by the chunk load timeout (spec §9) and able to load
 * again after a failure (reloadFailedView). The failed loader stays in place until then, so React's own re-render
 * after an error shows the error instead of starting another load.
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const fresh = (): LazyExoticComponent<ComponentType<P>> => {
    const attempt: LazyExoticComponent<ComponentType<P>> = lazy(() =>
      loadChunk(load).catch((error: unknown) => {
        const reload = () => {
          failedViews.delete(reload);
          if (current === attempt) current = fresh();
        };
        failedViews.add(reload);
        if (typeof error === 'object' && error) reloaders.set(error, reload);
        throw error;
      }),
    );
    return attempt;
  };
  let current = fresh();

  function LazyView(props: P) {
    const View = current;
    return <View {...props} />;
  }
  return LazyView;
}
