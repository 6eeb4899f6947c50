import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  initialTab?: string;
  /** Controlled selection (for example from the address); `onChange` must then update it. */
  selected?: string;
  onChange?: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys / Home / End move between tabs, only the active one is in the tab order. */
export function Tabs({ label, tabs, initialTab, selected, onChange }: TabsProps) {
  const [own, setActive] = useState(initialTab ?? tabs[0]?.id ?? '');
  const active = selected ?? own;
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    onChange?.(tab.id);
    refs.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="nv-tabs">
      <div role="tablist" aria-label={label} className="nv-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={tab.id === active}
            tabIndex={tab.id === active ? 0 : -1}
            className="nv-tabs__tab"
            onClick={() => select(index)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        tab.id === active ? (
          <div key={tab.id} role="tabpanel" id={`${base}-panel-${tab.id}`} aria-labelledby={`${base}-tab-${tab.id}`} tabIndex={0}>
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
