import { MAX_LINE_QTY, MAX_QTY_MESSAGE, formatCents, formatPrice, subtotalCents, toCents, useCartLines, type CartLine } from '@naturverse/platform';
import { Button } from '@naturverse/ui';
import { ProductLineInfo, ProductLinesPage, RemoveLineButton } from '../../components/ProductLinesPage';
import { findProduct } from '../../lib/catalog';
import { decreaseLine, increaseLine, removeCartLine } from '../../lib/cart-actions';

/** /cart: lines with steppers and Remove, the subtotal, and the checkout stub (spec §2). */
export function CartPage() {
  const lines = useCartLines();
  return (
    <ProductLinesPage
      title="Cart"
      emptyText="Your cart is empty."
      isEmpty={lines.length === 0}
      headingId="cart-lines-heading"
      heading="Items in your cart"
      sectionClassName="nv-stack"
      lines={(focusHeading) => lines.map((line) => <CartLineRow key={line.id} line={line} onRemoved={focusHeading} />)}
      afterLines={
        <>
          <p className="nv-mk-subtotal">
            Subtotal: <strong data-testid="cart-subtotal">{formatCents(subtotalCents(lines))}</strong>
          </p>
          <div className="nv-row">
            {/* Spec §2: a stub that does nothing yet — no navigation, no error. */}
            <Button>Checkout (stub)</Button>
          </div>
        </>
      }
    />
  );
}

function CartLineRow({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const product = findProduct(line.id);
  const atMax = line.qty >= MAX_LINE_QTY;
  return (
    <li className="nv-card nv-mk-line">
      <ProductLineInfo product={product} name={line.name} price={`${formatPrice(line.price)} each`} />
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
      <RemoveLineButton name={line.name} beforeRemove={onRemoved} remove={() => removeCartLine(line.id)} />
    </li>
  );
}
