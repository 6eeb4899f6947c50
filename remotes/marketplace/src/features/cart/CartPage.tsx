import { useRef } from 'react';
import { Link } from 'react-router';
import { MAX_LINE_QTY, MAX_QTY_MESSAGE, formatCents, formatPrice, subtotalCents, toCents, useCartLines, type CartLine } from '@naturverse/platform';
import { Button, EmptyState, Page } from '@naturverse/ui';
import { useFocusWhenEmptied } from '../../lib/useFocusWhenEmptied';
import { findProduct } from '../../lib/catalog';
import { decreaseLine, increaseLine, removeCartLine } from '../../lib/cart-actions';

/** /cart: lines with steppers and Remove, the subtotal, and the checkout stub (spec §2). */
export function CartPage() {
  const lines = useCartLines();
  // a removed line takes its focused button with it: send focus to the list's heading
  const headingRef = useRef<HTMLHeadingElement>(null);
  const afterRemoval = () => headingRef.current?.focus();

  const browseRef = useRef<HTMLAnchorElement>(null);
  useFocusWhenEmptied(lines.length === 0, browseRef);

  return (
    <Page title="Cart">
      {lines.length === 0 ? (
        <>
          <EmptyState>Your cart is empty.</EmptyState>
          <p>
            <Link to="/marketplace" ref={browseRef}>
              Browse the Marketplace
            </Link>
          </p>
        </>
      ) : (
        <section aria-labelledby="cart-lines-heading" className="nv-stack">
          <h2 id="cart-lines-heading" ref={headingRef} tabIndex={-1} className="nv-visually-hidden">
            Items in your cart
          </h2>
          <ul className="nv-mk-lines">
            {lines.map((line) => (
              <CartLineRow key={line.id} line={line} onRemoved={afterRemoval} />
            ))}
          </ul>
          <p className="nv-mk-subtotal">
            Subtotal: <strong data-testid="cart-subtotal">{formatCents(subtotalCents(lines))}</strong>
          </p>
          <div className="nv-row">
            {/* Spec §2: a stub that does nothing yet — no navigation, no error. */}
            <Button>Checkout (stub)</Button>
          </div>
        </section>
      )}
    </Page>
  );
}

function CartLineRow({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  // picture and link come from the catalogue by id, never from storage: a tampered
  // stored line cannot link or load anything off-site; an unknown id gets neither
  const product = findProduct(line.id);
  const atMax = line.qty >= MAX_LINE_QTY;
  return (
    <li className="nv-card nv-mk-line">
      {product && <img src={product.image} alt={product.imageAlt} width={80} height={64} loading="lazy" className="nv-mk-image" />}
      <div className="nv-mk-line__info">
        <h3 className="nv-mk-line__name">{product ? <Link to={product.href}>{line.name}</Link> : line.name}</h3>
        <p className="nv-muted">{formatPrice(line.price)} each</p>
      </div>
      <div className="nv-row" role="group" aria-label={`Quantity of ${line.name}`}>
        <Button
          variant="secondary"
          small
          aria-label={`Decrease quantity of ${line.name}`}
          onClick={() => {
            if (line.qty <= 1) onRemoved();
            decreaseLine(line.id);
          }}
        >
          −
        </Button>
        <span className="nv-mk-qty-value" data-testid={`qty-${line.id}`}>
          {line.qty}
        </span>
        <Button
          variant="secondary"
          small
          aria-label={`Increase quantity of ${line.name}`}
          aria-describedby={atMax ? `max-${line.id}` : undefined}
          onClick={() => increaseLine(line.id)}
        >
          +
        </Button>
      </div>
      {atMax && (
        <p className="nv-muted" id={`max-${line.id}`}>
          {MAX_QTY_MESSAGE}
        </p>
      )}
      <p className="nv-mk-line__total">{formatCents(line.qty * toCents(line.price))}</p>
      <Button
        variant="ghost"
        small
        aria-label={`Remove ${line.name}`}
        onClick={() => {
          onRemoved();
          removeCartLine(line.id);
        }}
      >
        Remove
      </Button>
    </li>
  );
}
