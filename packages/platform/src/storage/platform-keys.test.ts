import { describeStoredValueFaults } from '../testing/stored-value-faults.js';
import { asMap, describeOneBadEntry } from '../testing/one-bad-entry.js';
import { CART_SPEC } from '../cart/cart-schema.js';
import { STAMP_COUNTS_SPEC, STAMP_LAST_GRANT_SPEC } from '../stamps/stamps.js';

describeStoredValueFaults({ cart: CART_SPEC, stampCounts: STAMP_COUNTS_SPEC, stampLastGrant: STAMP_LAST_GRANT_SPEC });

const line = (id: string) => ({ id, name: `Item ${id}`, price: 6, blurb: '', qty: 1 });

describeOneBadEntry({
  'cart lines': { spec: CART_SPEC, good: [line('stickers'), line('map')], bad: { ...line('bad'), qty: 0 }, wrap: (lines) => ({ lines }) },
  'stamp counts': { spec: STAMP_COUNTS_SPEC, good: [{ thailandia: 2 }, { amerilandia: 1 }], bad: { brazilandia: -3 }, wrap: asMap },
  'stamp last grants': {
    spec: STAMP_LAST_GRANT_SPEC,
    good: [{ thailandia: '2026-02-01' }, { amerilandia: '2026-02-02' }],
    bad: { brazilandia: 'yesterday' },
    wrap: asMap,
  },
});
