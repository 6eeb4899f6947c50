import { Page } from './Page.js';

/**
 * A hub's page before it has pages of its own: its title and one plain line, nothing more.
 * @deprecated since 1.1.0, removed in the next major: no part uses it (a new hub starts from
 * `@naturverse/create-hub`'s template, which has a real landing page). Use `Page` with your own text.
 */
export function HubPlaceholder({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p>This hub is being built. Please visit again soon!</p>
    </Page>
  );
}
