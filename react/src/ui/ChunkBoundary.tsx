import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered when a lazy chunk failed; `retry` clears the error (and lets the caller reload). */
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Catches a failed lazy chunk (offline, a deploy replaced the files) so the host page keeps
 * working; React would otherwise unmount the dapp's whole root.
 */
export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
