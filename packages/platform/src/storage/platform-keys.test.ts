import { describeStoredValueFaults } from '../testing/stored-value-faults';
import { CART_SPEC } from '../cart/cart-schema';
import { STAMP_COUNTS_SPEC, STAMP_LAST_GRANT_SPEC } from '../stamps/stamps';

describeStoredValueFaults({ cart: CART_SPEC, stampCounts: STAMP_COUNTS_SPEC, stampLastGrant: STAMP_LAST_GRANT_SPEC });
