import { describe, expect, it } from 'vitest';
import {
  LIBRARY_LIMIT,
  addToLibrary,
  isInLibrary,
  parseStoredLibrary,
  productLibraryItem,
  removeFromLibrary,
  toggleLibrary,
  type LibraryItem,
} from './library';

const item = (n: number): LibraryItem => ({ id: `product:p${n}`, kind: 'product', title: `P${n}`, href: `/marketplace/p${n}` });

describe('productLibraryItem', () => {
  it("builds id 'product:{id}', kind 'product', title and href", () => {
    expect(productLibraryItem({ id: 'stickers', name: 'Sticker Pack', href: '/marketplace/stickers' })).toEqual({
      id: 'product:stickers',
      kind: 'product',
      title: 'Sticker Pack',
      href: '/marketplace/stickers',
    });
  });
});

describe('addToLibrary', () => {
  it('adds at the front', () => {
    expect(addToLibrary([item(1), item(2)], item(3)).map((i) => i.id)).toEqual(['product:p3', 'product:p1', 'product:p2']);
  });
  it('keeps one entry per id, moving a re-added one to the front', () => {
    expect(addToLibrary([item(1), item(2)], item(2)).map((i) => i.id)).toEqual(['product:p2', 'product:p1']);
  });
  it(`keeps at most ${LIBRARY_LIMIT} items, dropping the oldest (the back)`, () => {
    const full = Array.from({ length: LIBRARY_LIMIT }, (_, n) => item(n));
    const next = addToLibrary(full, item(999));
    expect(next).toHaveLength(200);
    expect(next[0]?.id).toBe('product:p999');
    expect(next.at(-1)?.id).toBe('product:p198');
    expect(isInLibrary(next, 'product:p199')).toBe(false);
  });
});

describe('toggleLibrary', () => {
  it('saves an item that is absent', () => {
    expect(toggleLibrary([item(1)], item(2))).toEqual({ items: [item(2), item(1)], saved: true });
  });
  it('removes an item that is present', () => {
    expect(toggleLibrary([item(1), item(2)], item(2))).toEqual({ items: [item(1)], saved: false });
  });
  it('removeFromLibrary of an unknown id changes nothing', () => {
    expect(removeFromLibrary([item(1)], 'product:nope')).toEqual([item(1)]);
  });
});

describe('parseStoredLibrary (corrupt storage)', () => {
  it('reads a valid list', () => {
    expect(parseStoredLibrary([item(1), item(2)])).toEqual([item(1), item(2)]);
  });
  it.each([null, {}, 'x', 3, { items: [] }])('gives null (→ empty Library) for %j', (value) => {
    expect(parseStoredLibrary(value)).toBeNull();
  });
  it('drops malformed entries and duplicate ids, and strips extra fields', () => {
    const stored = [item(1), { id: 'x' }, null, 'str', { ...item(1), title: 'dup' }, { ...item(2), extra: 1 }, { ...item(3), id: '' }];
    expect(parseStoredLibrary(stored)).toEqual([item(1), item(2)]);
  });
  it(`caps an over-long stored list at ${LIBRARY_LIMIT}`, () => {
    expect(parseStoredLibrary(Array.from({ length: 250 }, (_, n) => item(n)))).toHaveLength(200);
  });
});

describe('a stored Library item cannot choose its own link', () => {
  it('the href is rebuilt from the product id; an id the site does not know gets no link', () => {
    const stored = [
      { id: 'product:stickers', kind: 'product', title: 'Sticker Pack', href: 'https://evil.example/phish' },
      { id: 'mystery', kind: 'note', title: 'Mystery', href: 'javascript:alert(1)' },
      { id: 'product:a/b?c', kind: 'product', title: 'Odd', href: '/marketplace/a' },
    ];
    expect(parseStoredLibrary(stored)?.map((i) => i.href)).toEqual(['/marketplace/stickers', '', '/marketplace/a%2Fb%3Fc']);
  });
});
