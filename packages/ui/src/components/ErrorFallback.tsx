import { Button } from './Button.js';

export interface ErrorFallbackProps {
  onRetry: () => void;
  /** Extra context, e.g. which hub could not load. */
  detail?: string;
  /** 1 when the fallback is all a route shows (a page needs its h1); 2 inside a page. */
  headingLevel?: 1 | 2;
}

/**
 * Spec §2 render-error fallback. "Go home" is a plain link so it still works when
 * the router itself is what broke. The picture is the shell's own drawn file, not emoji
 * (emoji are empty boxes without a colour-emoji font); decorative. Its size
 * is in the file (56 px), not here: this code is part of the shell's first load.
 */
export function ErrorFallback({ onRetry, detail, headingLevel = 2 }: ErrorFallbackProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="nv-fallback" role="alert">
      <img src="/icons/rain.svg" alt="" />
      <Heading>Something went wrong.</Heading>
      <p>You can try again, or head back to the home page.</p>
      {detail && <p className="nv-muted">{detail}</p>}
      <div className="nv-row">
        <a className="nv-button nv-button--secondary" href="/">
          Go home
        </a>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}
