import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './load-chunk';

interface Props {
  /** What to show for a failure: a chunk that did not load offers `retry`. */
  fallback: (error: Error, chunkFailed: boolean, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a lazy screen that failed to load (or to render) so the rest of the page stays usable. */
export class ChunkErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback(error, isChunkLoadError(error), this.retry);
    return this.props.children;
  }
}
