import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Keeps a failing winners widget to itself (issue 17 point 6): a render error inside it leaves the page
 * around it (the casino lobby) as it was and shows nothing in its place.
 */
export class WinnersBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The winners widget crashed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
