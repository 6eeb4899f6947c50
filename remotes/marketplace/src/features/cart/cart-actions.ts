/**
 * Marketplace writes to the shared cart (the one the shell header reads), each
 * followed by the family-facing error toast if storage refused the write.
 */
import { addToCart, decreaseQty, increaseQty, removeLine, updateCart, type CartProduct } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';

export function addProductToCart(product: CartProduct, qty = 1): void {
  reportWriteFailure(updateCart((lines) => addToCart(lines, product, qty)));
}

export function increaseLine(id: string): void {
  reportWriteFailure(updateCart((lines) => increaseQty(lines, id)));
}

export function decreaseLine(id: string): void {
  reportWriteFailure(updateCart((lines) => decreaseQty(lines, id)));
}

export function removeCartLine(id: string): void {
  reportWriteFailure(updateCart((lines) => removeLine(lines, id)));
}
