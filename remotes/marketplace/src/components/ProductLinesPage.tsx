import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState, Page } from '@naturverse/ui';
import type { Product } from '../lib/catalog';
import { useFocusWhenEmptied } from '../lib/useFocusWhenEmptied';

export interface ProductLinesPageProps {
  title: string;
  /** Shown, with a link to browse the Marketplace, when there are no lines. */
  emptyText: string;
  isEmpty: boolean;
  /** The list's heading, for screen readers (it is where focus goes when a line is removed). */
  headingId: string;
  heading: string;
  sectionClassName?: string;
  /** The lines (`<li>`s); `focusHeading` is for a Remove, whose button leaves with its line. */
  lines: (focusHeading: () => void) => ReactNode;
  /** Below the list (the subtotal, checkout). */
  afterLines?: ReactNode;
  /** Below everything, empty or not. */
  footer?: ReactNode;
}

/**
 * A page listing products a family keeps (the cart, the wishlist): the lines under a
 * visually hidden heading, or an empty note with a link to browse; removing the last line
 * sends focus to that link, removing another to the heading.
 */
export function ProductLinesPage({ title, emptyText, isEmpty, headingId, heading, sectionClassName, lines, afterLines, footer }: ProductLinesPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const browseRef = useRef<HTMLAnchorElement>(null);
  useFocusWhenEmptied(isEmpty, browseRef);
  return (
    <Page title={title}>
      {isEmpty ? (
        <>
          <EmptyState>{emptyText}</EmptyState>
          <p>
            <Link to="/marketplace" ref={browseRef}>
              Browse the Marketplace
            </Link>
          </p>
        </>
      ) : (
        <section aria-labelledby={headingId} className={sectionClassName}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="nv-visually-hidden">
            {heading}
          </h2>
          <ul className="nv-mk-lines">{lines(() => headingRef.current?.focus())}</ul>
          {afterLines}
        </section>
      )}
      {footer}
    </Page>
  );
}

/**
 * A line's picture, name and price. Picture and link come from the catalogue (`product`, by
 * id), never from storage: a tampered stored line cannot link or load anything off-site, and
 * an unknown id gets neither.
 */
export function ProductLineInfo({ product, name, price }: { product: Product | undefined; name: string; price: string }) {
  return (
    <>
      {product && <img src={product.image} alt={product.imageAlt} width={80} height={64} loading="lazy" className="nv-mk-image" />}
      <div className="nv-mk-line__info">
        <h3 className="nv-mk-line__name">{product ? <Link to={product.href}>{name}</Link> : name}</h3>
        <p className="nv-muted">{price}</p>
      </div>
    </>
  );
}

/**
 * A line's Remove. Focus goes first (`beforeRemove`: the page's heading), since the button
 * leaves with its line.
 */
export function RemoveLineButton({ name, beforeRemove, remove }: { name: string; beforeRemove: () => void; remove: () => void }) {
  return (
    <Button
      variant="ghost"
      small
      aria-label={`Remove ${name}`}
      onClick={() => {
        beforeRemove();
        remove();
      }}
    >
      Remove
    </Button>
  );
}
