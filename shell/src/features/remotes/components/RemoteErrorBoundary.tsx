import { Component, type ReactNode } from 'react';

interface Props {
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
  }

  retry = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
