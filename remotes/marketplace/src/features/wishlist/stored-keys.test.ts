import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { WISHLIST_SPEC } from './wishlist-store';

describeStoredValueFaults({ marketplaceWishlist: WISHLIST_SPEC });
