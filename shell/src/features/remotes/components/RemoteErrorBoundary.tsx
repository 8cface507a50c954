import { Component, type ReactNode } from 'react';
import { reportFieldError } from '@nism/platform';

interface Props {
  /** The remote whose code renders inside, named in the field-data report of an error. */
  remote?: string;
  /** Rendered instead of the children after an error; `retry` clears it. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Layer three: one boundary per remote route, so a remote that throws never takes the layout down. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('A remote page failed:', error);
    // Field data; an error the federation runtime already reported as a failed load is not reported twice.
    reportFieldError('boundary', error, { remote: this.props.remote });
  }

  retry = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
