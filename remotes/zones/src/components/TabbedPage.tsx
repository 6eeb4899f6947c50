import type { ReactNode } from 'react';
import { Page, type TabItem } from '@naturverse/ui';
import { UrlTabs } from './UrlTabs';

export interface TabbedPageProps {
  /** The page's heading, also the accessible name of its tab list. */
  title: string;
  intro: string;
  tabs: TabItem[];
  /** What the last tab, "Coming Soon", promises (spec §2: every tabbed zone page ends with one). */
  comingSoon: ReactNode;
}

/** A zone page made of tabs whose selection lives in the address (UrlTabs), ending with "Coming Soon". */
export function TabbedPage({ title, intro, tabs, comingSoon }: TabbedPageProps) {
  return (
    <Page title={title} intro={intro}>
      <UrlTabs label={title} tabs={[...tabs, { id: 'coming-soon', label: 'Coming Soon', content: comingSoon }]} />
    </Page>
  );
}
