import { Page } from '@naturverse/ui';

// FIRST CUT: filled in by the sign-in and shell pages issue.
export default function AuthCallbackPage() {
  return <Page title="Signing you in…" />;
}
