import { asMap, describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { WISHLIST_SPEC } from './wishlist-store';

describeStoredValueFaults({ marketplaceWishlist: WISHLIST_SPEC });

describeOneBadEntry({
  wishlist: { spec: WISHLIST_SPEC, good: [{ 'seed-kit': true }, { map: true }], bad: { stickers: 'yes' }, wrap: asMap },
});
