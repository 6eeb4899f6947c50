import { Link } from 'react-router';
import { formatPrice } from '@naturverse/platform';
import { Page } from '@naturverse/ui';
import { PRODUCTS } from '../../lib/catalog';
import { ProductActions } from './ProductActions';

/** /marketplace: every product with its picture, price, blurb, page link and actions. */
export function ProductListPage() {
  return (
    <Page title="Marketplace" intro="Cuddly, wearable and stickable treasures from the Naturverse.">
      <ul className="nv-grid nv-grid--fit nv-mk-list">
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <article className="nv-card nv-mk-card" aria-labelledby={`product-${product.id}`}>
              <img src={product.image} alt={product.imageAlt} width={200} height={160} loading="lazy" className="nv-mk-image" />
              <h2 id={`product-${product.id}`} className="nv-card__title">
                <Link to={product.href}>{product.name}</Link>
              </h2>
              <p className="nv-mk-price">{formatPrice(product.price)}</p>
              <p>{product.blurb}</p>
              <ProductActions product={product} />
            </article>
          </li>
        ))}
      </ul>
    </Page>
  );
}
