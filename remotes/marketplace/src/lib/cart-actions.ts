/**
 * Marketplace writes to the shared cart (the one the shell header reads), each
 * followed by the family-facing error toast if storage refused the write.
 */
import {
  MAX_QTY_MESSAGE,
  addToCart,
  cartStore,
  decreaseQty,
  increaseQty,
  removeLine,
  updateCart,
  wouldExceedMax,
  type CartProduct,
} from '@naturverse/platform';
import { reportWriteFailure, toast } from '@naturverse/ui';

/** At the most a line holds: say so instead of silently adding nothing. */
function refusedAtMax(id: string, qty = 1): boolean {
  if (!wouldExceedMax(cartStore.getState().lines, id, qty)) return false;
  toast('warn', MAX_QTY_MESSAGE);
  return true;
}

export function addProductToCart(product: CartProduct, qty = 1): void {
  if (refusedAtMax(product.id, qty)) return;
  reportWriteFailure(updateCart((lines) => addToCart(lines, product, qty)));
}

export function increaseLine(id: string): void {
  if (refusedAtMax(id)) return;
  reportWriteFailure(updateCart((lines) => increaseQty(lines, id)));
}

export function decreaseLine(id: string): void {
  reportWriteFailure(updateCart((lines) => decreaseQty(lines, id)));
}

export function removeCartLine(id: string): void {
  reportWriteFailure(updateCart((lines) => removeLine(lines, id)));
}
