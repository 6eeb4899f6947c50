import { Page } from '@naturverse/ui';

// FIRST CUT: filled in by the sign-in and shell pages issue.
export default function CharacterPage() {
  return <Page title="Character" />;
}
