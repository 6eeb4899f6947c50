/**
 * `@naturverse/platform/testing`: the helpers for node-environment unit tests. An entry of its
 * own (not memory-browser.ts re-exporting the rest) because the shared test suites import
 * memory-browser.ts themselves, and that re-export made an import cycle.
 */
export { MemoryStorage, storedState, stubBrowserStorage } from './memory-browser.js';
export { HOSTILE_VALUES, describeStoredValueFaults } from './stored-value-faults.js';
export { asMap, describeOneBadEntry, type OneBadEntryCase } from './one-bad-entry.js';
