import { Link } from 'react-router';
import { GrownUpLink } from '@naturverse/ui';

export const SOCIAL_URL = 'https://www.youtube.com/@naturverse';

export function Footer() {
  return (
    <footer className="nv-footer">
      {/* the year the page was built, until the browser's own render after hydration says this year */}
      <p suppressHydrationWarning>© {new Date().getFullYear()} Naturverse</p>
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
          <li>
            <Link to="/terms">Terms</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
          <li>
            <Link to="/accessibility">Accessibility</Link>
          </li>
          {/* for grown-ups and QA: hub builds, health, overrides */}
          <li>
            <Link to="/status">Platform status</Link>
          </li>
          {/* off-site: opens only after a grown-up check */}
          <li>
            <GrownUpLink href={SOCIAL_URL}>Naturverse on YouTube</GrownUpLink>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
