import { Page } from './Page.js';

/** Shown by a hub until its own issue lands: its title and one plain line, nothing more. */
export function HubPlaceholder({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p>This hub is being built. Please visit again soon!</p>
    </Page>
  );
}
