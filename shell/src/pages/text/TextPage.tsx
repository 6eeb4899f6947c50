import { useLocation } from 'react-router';
import { NotFound, Page } from '@naturverse/ui';
import { TEXT_PAGES, textPageKind } from './text-content';

/** /terms, /privacy, /contact, /accessibility and /about: one component, chosen by path. */
export default function TextPage() {
  const kind = textPageKind(useLocation().pathname);
  if (!kind) return <NotFound />;
  const page = TEXT_PAGES[kind];
  return (
    <Page title={page.title} intro={page.intro}>
      <div className="nv-prose">{page.body}</div>
    </Page>
  );
}
