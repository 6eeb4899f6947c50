import type { ReactNode } from 'react';
import { Button } from '@naturverse/ui';

export interface SoonCard {
  id: string;
  name: string;
}

export interface SoonCardListProps<T extends SoonCard> {
  /** The list's accessible name ('Partners'). */
  label: string;
  /** Each card's heading id is `<idPrefix>-<id>` ('partner-green-sprout-gardens'). */
  idPrefix: string;
  items: readonly T[];
  /** What a card says under its name. */
  body: (item: T) => ReactNode;
  /** The card's one action, not there yet ('Visit (soon)'), described by the card's name. */
  action: string;
}

/** The Naturversity's people and groups: a grid of cards, each with a disabled "coming soon" action. */
export function SoonCardList<T extends SoonCard>({ label, idPrefix, items, body, action }: SoonCardListProps<T>) {
  const idOf = (item: T) => `${idPrefix}-${item.id}`;
  return (
    <ul className="nv-grid nv-nu-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <article className="nv-card nv-nu-card" aria-labelledby={idOf(item)}>
            <h2 id={idOf(item)} className="nv-card__title">
              {item.name}
            </h2>
            {body(item)}
            <div className="nv-row nv-nu-actions">
              <Button variant="secondary" disabled aria-describedby={idOf(item)}>
                {action}
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
