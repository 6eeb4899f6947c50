import { describe, expect, it } from 'vitest';
import { decodePersisted, encodePersisted } from '../storage/persisted.js';
import { CART_SPEC } from './cart-schema.js';

/** Exactly what the v1 cart store wrote (naturverse.cart.v1 before envelopes). */
const V1_PAYLOAD =
  '{"version":1,"lines":[{"id":"turian-plush","name":"Turian Plush","price":24,"image":"/static/svg/turian-plush.7f3a.svg","href":"/marketplace/turian-plush","blurb":"Turian the Durian, soft and huggable, spikes that never prick.","qty":2},{"id":"stickers","name":"Sticker Pack","price":6,"image":"/static/svg/stickers.11aa.svg","href":"/marketplace/stickers","blurb":"Suns, leaves, hearts and stars for notebooks and water bottles.","qty":1}]}';

describe('cart schema and migration', () => {
  it('a v1 cart migrates to v2 keeping every line, quantity and price', () => {
    const { state, status } = decodePersisted(CART_SPEC, V1_PAYLOAD);
    expect(status).toBe('migrated');
    expect(state.lines.map((l) => [l.id, l.name, l.price, l.qty])).toEqual([
      ['turian-plush', 'Turian Plush', 24, 2],
      ['stickers', 'Sticker Pack', 6, 1],
    ]);
  });

  it('v2 is stored as the envelope { version: 2, state: { lines } } and reads back the same', () => {
    const { state } = decodePersisted(CART_SPEC, V1_PAYLOAD);
    const stored = encodePersisted(CART_SPEC, state);
    expect(JSON.parse(stored)).toEqual({ version: 2, state: { lines: state.lines } });
    expect(decodePersisted(CART_SPEC, stored)).toEqual({ state, status: 'current' });
  });

  it('never takes a link or picture from storage: href is rebuilt from the id, image dropped', () => {
    const tampered = JSON.stringify({
      version: 2,
      state: {
        lines: [{ id: 'stickers', name: 'Sticker Pack', price: 6, qty: 1, href: 'https://evil.example/', image: 'https://evil.example/x.png', blurb: '' }],
      },
    });
    const [line] = decodePersisted(CART_SPEC, tampered).state.lines;
    expect(line?.href).toBe('/marketplace/stickers');
    expect(line?.image).toBe('');
    const odd = decodePersisted(CART_SPEC, JSON.stringify({ version: 2, state: { lines: [{ id: '../x?y', name: 'X', price: 1, qty: 1 }] } }));
    expect(odd.state.lines[0]?.href).toBe('/marketplace/..%2Fx%3Fy');
  });

  it('a stored quantity above the limit reads as 99; bad lines are dropped, good ones kept', () => {
    const stored = JSON.stringify({
      version: 2,
      state: {
        lines: [
          { id: 'a', name: 'A', price: 1, qty: 999999999 },
          { id: 'b', name: 'B', price: 1, qty: 0 },
          { id: 'c', name: 'C', price: 1, qty: 1.5 },
          { id: 'd', name: 'D', price: 'cheap', qty: 1 },
          { name: 'no id', price: 1, qty: 1 },
          { id: 'e', name: 'E', price: -1, qty: 1 },
          null,
          { id: 'f', name: 'F', price: 2, qty: 3 },
        ],
      },
    });
    expect(decodePersisted(CART_SPEC, stored).state.lines.map((l) => [l.id, l.qty])).toEqual([
      ['a', 99],
      ['f', 3],
    ]);
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a scalar', '"a string"'],
    ['a list', '[]'],
    ['v1 with lines not a list', '{"version":1,"lines":{"x":1}}'],
    ['a v1-looking value of another version', '{"version":2,"lines":[]}'],
    ['an envelope of unknown version', '{"version":"two","state":{"lines":[]}}'],
    ['an envelope with the wrong state', '{"version":2,"state":[1,2]}'],
  ])('%s reads as an empty cart', (_label, raw) => {
    expect(decodePersisted(CART_SPEC, raw).state).toEqual({ lines: [] });
  });

  it('a newer version reads as an empty cart (status newer), so the caller leaves it alone', () => {
    const newer = JSON.stringify({ version: 3, state: { items: [{ sku: 'stickers' }] } });
    expect(decodePersisted(CART_SPEC, newer)).toEqual({ state: { lines: [] }, status: 'newer' });
  });
});
