export type { RuntimeConfig } from './config/runtime-config';
export { getRuntimeConfig, isBackendConfigured, parseRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
export type { NaturverseEventName, NaturverseEvents, ToastKind } from './events/events';
export { emit, on } from './events/events';
export type { StorageArea, WriteResult } from './storage/safe-storage';
export { describeWriteFailure, isQuotaError, readJSON, readRaw, removeKey, writeJSON, writeRaw } from './storage/safe-storage';
export type { BackendBridge, BackendClient, BackendQuery, BackendResult, BackendTable } from './backend/bridge';
export { getBackendBridge, registerBackendBridge, resetBackendBridge } from './backend/bridge';
export { BUCKETS, RPCS, TABLES, VIEWS, columnList } from './backend/tables';
export type { GrantOutcome, StampCounts } from './stamps/stamps';
export {
  STAMP_COUNTS_KEY,
  STAMP_COUNTS_SPEC,
  STAMP_LAST_GRANT_KEY,
  STAMP_LAST_GRANT_SPEC,
  addLocalStampCount,
  applyStampsResetParam,
  calendarDay,
  getLocalStampCounts,
  grantStamp,
} from './stamps/stamps';
export { saveScore } from './scores/scores';
export type { CartLine, CartState } from './cart/cart-store';
export { CART_KEY, cartCount, cartStore, setCartLines, updateCart, useCartCount, useCartLines } from './cart/cart-store';
export { CART_SPEC, cartStateSchema, productHref } from './cart/cart-schema';
export { MAX_LINE_QTY, MAX_QTY_MESSAGE } from './cart/cart-limits';
export type { CartProduct } from './cart/cart-rules';
export {
  addToCart,
  decreaseQty,
  formatCents,
  formatPrice,
  increaseQty,
  normaliseQty,
  removeLine,
  subtotalCents,
  toCents,
  wouldExceedMax,
} from './cart/cart-rules';
export type { PersistedStore } from './storage/persisted-store';
export { createPersistedStore } from './storage/persisted-store';
export type { PersistedSpec, ReadOutcome, ReadStatus } from './storage/persisted';
export { decodePersisted, encodePersisted, readPersisted, readPersistedOutcome, writePersisted } from './storage/persisted';
export { finiteNumber, keepValid, listOf, nonEmptyText, parserOf, parserSchema, plainObject, recordOf, timestamp, warnDropped } from './storage/schemas';
export type { SessionKey, StorageKey } from './storage/storage-keys';
export { DATABASES, SESSION_KEYS, STORAGE_KEYS } from './storage/storage-keys';
export type { SyncMode, SyncSources } from './backend/sync-mode';
export { loadSyncedOrLocal, shouldWaitForAuth } from './backend/sync-mode';
export { shortDateFormat } from './format/short-date';
