import { Link } from 'react-router';
import { Page } from '@naturverse/ui';
import { welcome } from './welcome';

/** The __title__ hub's first page: replace it with the real thing. */
export function __Component__Page() {
  return (
    <Page title="__title__" intro={welcome('__title__')}>
      <p>This hub is new. Its team builds it here.</p>
      <p>
        <Link to="/__name__/about">About __title__</Link>
      </p>
    </Page>
  );
}
