export type { RuntimeConfig } from './config/runtime-config.js';
export { getRuntimeConfig, isBackendConfigured, parseRuntimeConfig, setRuntimeConfig } from './config/runtime-config.js';
export type { NaturverseEventName, NaturverseEvents, ToastKind } from './events/events.js';
export { emit, on } from './events/events.js';
export type { StorageArea, WriteResult } from './storage/safe-storage.js';
export { describeWriteFailure, isQuotaError, readJSON, readRaw, removeKey, writeJSON, writeRaw } from './storage/safe-storage.js';
export type { BackendBridge, BackendClient, BackendQuery, BackendResult, BackendTable } from './backend/bridge.js';
export { getBackendBridge, registerBackendBridge, resetBackendBridge } from './backend/bridge.js';
export { BUCKETS, RPCS, TABLES, VIEWS, columnList } from './backend/tables.js';
export type { GrantOutcome, StampCounts } from './stamps/stamps.js';
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
} from './stamps/stamps.js';
export { saveScore } from './scores/scores.js';
export type { CartLine, CartState } from './cart/cart-store.js';
export { CART_KEY, cartCount, cartStore, setCartLines, updateCart, useCartCount, useCartLines } from './cart/cart-store.js';
export { CART_SPEC, cartStateSchema, productHref } from './cart/cart-schema.js';
export { MAX_LINE_QTY, MAX_QTY_MESSAGE } from './cart/cart-limits.js';
export type { CartProduct } from './cart/cart-rules.js';
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
} from './cart/cart-rules.js';
export type { PersistedStore } from './storage/persisted-store.js';
export { createPersistedStore } from './storage/persisted-store.js';
export type { PersistedSpec, ReadOutcome, ReadStatus } from './storage/persisted.js';
export { decodePersisted, encodePersisted, readPersisted, readPersistedOutcome, writePersisted } from './storage/persisted.js';
export { finiteNumber, keepValid, listOf, nonEmptyText, parserOf, parserSchema, plainObject, recordOf, timestamp, warnDropped } from './storage/schemas.js';
export type { SessionKey, StorageKey } from './storage/storage-keys.js';
export { DATABASES, SESSION_KEYS, STORAGE_KEYS } from './storage/storage-keys.js';
export type { SyncMode, SyncSources } from './backend/sync-mode.js';
export { loadSyncedOrLocal, shouldWaitForAuth } from './backend/sync-mode.js';
export { shortDateFormat } from './format/short-date.js';
