import { Component, type ErrorInfo, type ReactNode } from 'react';
import { asChunkLoadError } from '@/lib/client/chunkLoad';
import { recordError } from '@/lib/client/recordError';
import { reloadFailedView } from './lazyView';
import ViewError from './ViewError';

interface State {
  error: Error | null;
}

/**
 * Keeps a failing view inside its tab: the error goes to the error log and the view offers to try again. A view whose
 * chunk failed gets a fresh loader on retry (lazyView), so the chunk is fetched anew.
 */
export default class ViewErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  retry = () => {
    reloadFailedView(this.state.error);
    this.setState({ error: null });
  };

  componentDidCatch(error: Error, info: ErrorInfo): void {
    recordError(error, info.componentStack ?? undefined);
  }

  render() {
    const { error } = this.state;
    if (error) return <ViewError message={error.message} chunk={asChunkLoadError(error)} onRetry={this.retry} />;
    return this.props.children;
  }
}
