import { useSearchParams } from 'react-router';
import { Tabs, type TabItem } from '@naturverse/ui';

export interface UrlTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Query parameter that holds the selected tab (default `tab`). */
  param?: string;
}

/**
 * Tabs whose selection lives in the address (`?tab=create`), so a reload or a shared link
 * opens the same tab. An unknown or missing value falls back to the first tab. The history
 * entry is replaced, not pushed: Back leaves the zone rather than walking through tabs.
 */
export function UrlTabs({ label, tabs, param = 'tab' }: UrlTabsProps) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(param);
  const active = tabs.some((t) => t.id === wanted) ? (wanted as string) : tabs[0]?.id;
  return (
    <Tabs
      label={label}
      tabs={tabs}
      selected={active}
      onChange={(id) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set(param, id);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
