import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Render the fallback; `reset` clears the error and renders children again. */
  fallback: (reset: () => void, error: unknown) => ReactNode;
  /** When this value changes (e.g. the path), a caught error is cleared. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  key: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.key) return { key: props.resetKey, hasError: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ hasError: false, error: null });
  };

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback(this.reset, this.state.error);
    return this.props.children;
  }
}
