import { Link } from 'react-router';
import { Page } from '@naturverse/ui';

/** A second page, loaded on demand (routes.tsx): replace it with the real thing. */
export function __Component__AboutPage() {
  return (
    <Page title="About __title__">
      <p>Who made this hub, and what it is for.</p>
      <p>
        <Link to="/__name__">Back to __title__</Link>
      </p>
    </Page>
  );
}
