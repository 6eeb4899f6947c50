import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { MAX_LINE_QTY, MAX_QTY_MESSAGE, formatPrice, normaliseQty } from '@naturverse/platform';
import { Page, TextField } from '@naturverse/ui';
import { findProduct, type Product } from '../../lib/catalog';
import { ProductActions } from './ProductActions';

/** /marketplace/{slug}. Spec §8: an unknown slug renders nothing at all. */
export function ProductPage() {
  const { slug } = useParams();
  const product = findProduct(slug);
  if (!product) return null;
  // keyed so the quantity starts at 1 again when moving to another product
  return <ProductDetails key={product.id} product={product} />;
}

function ProductDetails({ product }: { product: Product }) {
  const [qtyText, setQtyText] = useState('1');
  const qty = normaliseQty(Number(qtyText));

  return (
    <Page title={product.name}>
      <div className="nv-mk-detail">
        <img src={product.image} alt={product.imageAlt} width={320} height={256} loading="lazy" className="nv-mk-image" />
        <div className="nv-stack">
          <p className="nv-mk-price">{formatPrice(product.price)}</p>
          <p>{product.blurb}</p>
          <div className="nv-mk-qty">
            <TextField
              label="Quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QTY}
              step={1}
              error={Number(qtyText) > MAX_LINE_QTY ? MAX_QTY_MESSAGE : undefined}
              value={qtyText}
              onChange={(e) => setQtyText(e.target.value)}
              onBlur={() => setQtyText(String(qty))}
            />
          </div>
          <ProductActions product={product} qty={qty} />
          <p>
            <Link to="/cart">Go to your cart</Link> · <Link to="/marketplace">Back to the Marketplace</Link>
          </p>
        </div>
      </div>
    </Page>
  );
}
