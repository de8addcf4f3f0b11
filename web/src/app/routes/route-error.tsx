// Shown when a screen fails to load or render (for example a stale chunk after a deploy): a
// readable error with a way home; the details go to the console. Moving to another address (the
// way home, or the browser's Back) shows that screen afresh.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Notice } from '../../components/ui/notice/notice';

type CatcherProps = { readonly pathname: string; readonly children: ReactNode };
type CatcherState = { readonly pathname: string; readonly failed: boolean };

/** React's error boundary (a class, as React requires), cleared when the address changes. */
class ScreenErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** What a player reads instead of the screen that failed. */
function RouteError() {
  return (
    <Notice title="Something went wrong">
      <p>This screen could not be shown. Reloading the page usually fixes it.</p>
    </Notice>
  );
}

/** Shows RouteError instead of any screen inside it that fails to load or render. */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  return <ScreenErrorCatcher pathname={useLocation().pathname}>{children}</ScreenErrorCatcher>;
}
