import { describe, expect, it } from 'vitest';
import { PRODUCTS, findProduct, toCartProduct } from './catalog';

describe('catalog', () => {
  it('has the three spec products with their prices', () => {
    expect(PRODUCTS.map((p) => [p.id, p.name, p.price])).toEqual([
      ['turian-plush', 'Turian Plush', 24],
      ['navatar-tee', 'Navatar Tee', 18],
      ['stickers', 'Sticker Pack', 6],
    ]);
  });
  it('links each product to /marketplace/{slug}', () => {
    for (const p of PRODUCTS) expect(p.href).toBe(`/marketplace/${p.id}`);
  });
  it('finds a product by slug and nothing for an unknown one', () => {
    expect(findProduct('stickers')?.name).toBe('Sticker Pack');
    expect(findProduct('nope')).toBeUndefined();
    expect(findProduct(undefined)).toBeUndefined();
  });
  it('cart product carries the spec fields and not the alt text', () => {
    expect(Object.keys(toCartProduct(PRODUCTS[0]!)).sort()).toEqual(['blurb', 'href', 'id', 'image', 'name', 'price']);
  });
});
