import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';

/** Spec §2: /404 and any unknown path, in the shell and inside every hub (a drawn compass, as ErrorFallback). */
export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="nv-fallback">
      <img src="/icons/compass.svg" alt="" />
      <h1>Page not found</h1>
      <p>The page you’re looking for doesn’t exist (or moved).</p>
      <Link className="nv-button" to="/">
        Go home
      </Link>
    </div>
  );
}
