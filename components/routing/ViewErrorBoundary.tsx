import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '@/lib/client/recordError';
import ViewError from './ViewError';

interface State {
  error: Error | null;
}

/** Keeps a failing view inside its tab: the error goes to the error log and the view offers to try again. */
export default class ViewErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    recordError(error, info.componentStack ?? undefined);
  }

  render() {
    if (this.state.error) return <ViewError message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
