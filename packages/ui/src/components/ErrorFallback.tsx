import { Button } from './Button';

export interface ErrorFallbackProps {
  onRetry: () => void;
  /** Extra context, e.g. which hub could not load. */
  detail?: string;
}

/**
 * Spec §2 render-error fallback. "Go home" is a plain link so it still works when
 * the router itself is what broke.
 */
export function ErrorFallback({ onRetry, detail }: ErrorFallbackProps) {
  return (
    <div className="nv-fallback" role="alert">
      <div className="nv-fallback__emoji" aria-hidden="true">🌧️</div>
      <h2>Something went wrong.</h2>
      <p>You can try again, or head back to the home page.</p>
      {detail && <p className="nv-muted">{detail}</p>}
      <div className="nv-row">
        <a className="nv-button nv-button--secondary" href="/">Go home</a>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}
