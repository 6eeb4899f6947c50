import { describe, expect, it } from 'vitest';
import { isWishlisted, parseStoredWishlist, removeFromWishlist, toggleWishlist, wishlistIds } from './wishlist';

describe('wishlist toggle', () => {
  it('adds an id that is not saved, as id → true', () => {
    expect(toggleWishlist({}, 'stickers')).toEqual({ stickers: true });
  });
  it('removes an id that is saved', () => {
    expect(toggleWishlist({ stickers: true, 'navatar-tee': true }, 'stickers')).toEqual({ 'navatar-tee': true });
  });
  it('two toggles give back the original', () => {
    const start = { 'turian-plush': true } as const;
    expect(toggleWishlist(toggleWishlist(start, 'stickers'), 'stickers')).toEqual(start);
  });
  it('does not mutate its input', () => {
    const start = { stickers: true } as const;
    toggleWishlist(start, 'stickers');
    expect(start).toEqual({ stickers: true });
  });
  it('isWishlisted ignores inherited keys', () => {
    expect(isWishlisted({}, 'toString')).toBe(false);
    expect(isWishlisted({ stickers: true }, 'stickers')).toBe(true);
  });
});

describe('wishlist remove and order', () => {
  it('remove drops the id and leaves the rest', () => {
    expect(removeFromWishlist({ a: true, b: true }, 'a')).toEqual({ b: true });
    expect(removeFromWishlist({ a: true }, 'zzz')).toEqual({ a: true });
  });
  it('lists ids in the order they were saved', () => {
    let list = toggleWishlist({}, 'stickers');
    list = toggleWishlist(list, 'turian-plush');
    expect(wishlistIds(list)).toEqual(['stickers', 'turian-plush']);
  });
});

describe('parseStoredWishlist (corrupt storage)', () => {
  it('reads a valid map', () => {
    expect(parseStoredWishlist({ stickers: true })).toEqual({ stickers: true });
  });
  it.each([null, undefined, 7, 'stickers', true, ['stickers']])('gives null (→ empty wishlist) for %j', (value) => {
    expect(parseStoredWishlist(value)).toBeNull();
  });
  it('drops entries that are not exactly true', () => {
    expect(parseStoredWishlist({ a: true, b: 'yes', c: 1, d: false, e: null, '': true })).toEqual({ a: true });
  });
});
