/** The three products of spec §2/§9. Product fields follow spec §3 (price in dollars). */
import plushImage from '../assets/turian-plush.svg';
import teeImage from '../assets/navatar-tee.svg';
import stickersImage from '../assets/stickers.svg';

export interface Product {
  id: string;
  name: string;
  price: number;
  image: string;
  /** What the picture shows, for people who cannot see it. */
  imageAlt: string;
  href: string;
  blurb: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'turian-plush',
    name: 'Turian Plush',
    price: 24,
    image: plushImage,
    imageAlt: 'A round green durian plush toy with soft spikes, big eyes and a smile',
    href: '/marketplace/turian-plush',
    blurb: 'Turian the Durian, soft and huggable, spikes that never prick.',
  },
  {
    id: 'navatar-tee',
    name: 'Navatar Tee',
    price: 18,
    image: teeImage,
    imageAlt: 'A blue T-shirt with a yellow sun and a green leaf printed on the front',
    href: '/marketplace/navatar-tee',
    blurb: 'A comfy cotton tee with the Naturverse leaf and sun.',
  },
  {
    id: 'stickers',
    name: 'Sticker Pack',
    price: 6,
    image: stickersImage,
    imageAlt: 'A sheet of stickers: a sun, a heart, a leaf and a star',
    href: '/marketplace/stickers',
    blurb: 'Suns, leaves, hearts and stars for notebooks and water bottles.',
  },
];

/** The product for a URL slug (slug = id), or undefined for anything unknown. */
export function findProduct(slug: string | undefined): Product | undefined {
  return PRODUCTS.find((p) => p.id === slug);
}

/** The cart line fields of a product (spec §3: Cart line = product fields + qty). */
export function toCartProduct({ id, name, price, image, href, blurb }: Product) {
  return { id, name, price, image, href, blurb };
}
