import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** Where the visitor is: a new address clears the error, as the data router did, without remounting the pages below. */
  at: string;
  fullPage?: boolean;
  children: ReactNode;
}
interface State {
  at: string;
  error: unknown;
  failed: boolean;
}

/**
 * The routes' error boundary: a page whose code fails to load or that throws while drawing shows
 * the friendly error page in its place (decision 0034's fourth pass: the app routes without the data
 * router, whose `errorElement` this replaces).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { at: this.props.at, error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.at === state.at ? null : { at: props.at, error: undefined, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} fullPage={this.props.fullPage} /> : this.props.children;
  }
}
